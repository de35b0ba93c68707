import { describe, expect, it } from 'vitest';
import { createApiClient, CsrfTokenError, readCookie } from '../../src/services/api.ts';
import { createAuthService } from '../../src/services/auth.ts';
import { createOnboardingService } from '../../src/services/onboarding.ts';

/** A tiny fake server: records requests, keeps a cookie jar, answers from a route table. */
function fakeServer(
  routes: Record<string, (req: Request, jar: { value: string }) => Response | Promise<Response>>,
) {
  const jar = { value: '' };
  const seen: { method: string; path: string; csrf: string | null; lang: string | null; body: string }[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(input, init);
    const url = new URL(req.url);
    seen.push({
      method: req.method,
      path: url.pathname + url.search,
      csrf: req.headers.get('x-csrftoken'),
      lang: req.headers.get('accept-language'),
      body: req.method === 'GET' ? '' : await req.clone().text(),
    });
    const handler = routes[`${req.method} ${url.pathname}`];
    if (!handler) return json(404, { detail: 'Not found.' });
    return handler(req, jar);
  };
  const api = createApiClient({
    baseUrl: 'http://app.test',
    fetch: fetchImpl as typeof fetch,
    cookies: () => jar.value,
    language: () => 'uk',
  });
  return { api, jar, seen };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const config = (token: string) => (_req: Request, jar: { value: string }) => {
  jar.value = `csrftoken=${token}`;
  return json(200, { status: 200, data: { account: {} } });
};

describe('API client', () => {
  it('fetches config first when the csrftoken cookie is missing, then sends X-CSRFToken', async () => {
    const { api, seen } = fakeServer({
      'GET /api/_allauth/browser/v1/config': config('A'.repeat(32)),
      'POST /api/v1/favorites/video-lessons/': () => json(201, { id: 5 }),
    });
    const res = await api.request('POST', 'v1/favorites/video-lessons/', { json: { lesson: 3 } });
    expect(res).toEqual({ status: 201, body: { id: 5 } });
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/_allauth/browser/v1/config',
      'POST /api/v1/favorites/video-lessons/',
    ]);
    expect(seen[1]!.csrf).toBe('A'.repeat(32));
    expect(seen[1]!.body).toBe('{"lesson":3}');
  });

  it('reads the cookie at every call, so a token rotated by login is used next', async () => {
    const { api, jar, seen } = fakeServer({
      'POST /api/v1/student-vocabulary/': () => json(201, {}),
    });
    jar.value = 'sessionid=x; csrftoken=first';
    await api.request('POST', 'v1/student-vocabulary/', { json: { entry: 1 } });
    jar.value = 'csrftoken=second; sessionid=y';
    await api.request('POST', 'v1/student-vocabulary/', { json: { entry: 2 } });
    expect(seen.map((r) => r.csrf)).toEqual(['first', 'second']);
  });

  it('GET calls carry no CSRF header and never fetch config; they send the interface language', async () => {
    const { api, seen } = fakeServer({ 'GET /api/v1/languageLevel/': () => json(200, { results: [] }) });
    await api.get('v1/languageLevel/');
    expect(seen).toHaveLength(1);
    expect(seen[0]!.csrf).toBeNull();
    expect(seen[0]!.lang).toBe('uk');
  });

  it('a CSRF rejection (403 HTML) is retried once with a fresh token', async () => {
    let calls = 0;
    const { api, jar, seen } = fakeServer({
      'GET /api/_allauth/browser/v1/config': config('fresh'),
      'DELETE /api/_allauth/browser/v1/auth/session': (req) =>
        ++calls === 1 || req.headers.get('x-csrftoken') !== 'fresh'
          ? new Response('<h1>Forbidden</h1>', { status: 403, headers: { 'content-type': 'text/html' } })
          : json(401, { status: 401, meta: { is_authenticated: false } }),
    });
    jar.value = 'csrftoken=stale';
    const res = await api.request('DELETE', '_allauth/browser/v1/auth/session');
    expect(res.status).toBe(401);
    expect(seen.map((r) => `${r.method} ${r.csrf ?? ''}`)).toEqual(['DELETE stale', 'GET ', 'DELETE fresh']);
  });

  it('a config call that does not yield a cookie is a CsrfTokenError', async () => {
    const { api } = fakeServer({ 'GET /api/_allauth/browser/v1/config': () => json(500, {}) });
    await expect(api.request('POST', 'v1/x/', { json: {} })).rejects.toBeInstanceOf(CsrfTokenError);
  });

  it('an aborted signal cancels the call', async () => {
    // Like fetch, the fake server gives up once the request's signal is aborted (happy-dom's
    // Request signal flips `aborted` without dispatching, so it is polled).
    const { api } = fakeServer({
      'GET /api/v1/slow/': async (req) => {
        while (!req.signal.aborted) await new Promise((r) => setTimeout(r, 5));
        throw new DOMException('Aborted', 'AbortError');
      },
    });
    const controller = new AbortController();
    const pending = api.get('v1/slow/', controller.signal);
    controller.abort();
    await expect(pending).rejects.toThrow();
  });

  it('readCookie finds one cookie among many and decodes it', () => {
    expect(readCookie('csrftoken', 'a=1; csrftoken=ab%3Dc; b=2')).toBe('ab=c');
    expect(readCookie('csrftoken', 'a=1')).toBeNull();
  });

  it("the caller's abort ends a call in flight, and the call sends JSON with its content type", async () => {
    const seen: { type: string | null; signal: AbortSignal }[] = [];
    const hanging = (async (req: Request) => {
      seen.push({ type: req.headers.get('content-type'), signal: req.signal });
      return new Promise<Response>((_, reject) =>
        req.signal.addEventListener('abort', () => reject(req.signal.reason)),
      );
    }) as unknown as typeof fetch;
    const api = createApiClient({
      baseUrl: 'http://app.test/',
      fetch: hanging,
      cookies: () => 'csrftoken=t',
    });
    const controller = new AbortController();
    const call = api.request('POST', 'v1/student-vocabulary/', {
      json: { entry: 1 },
      signal: controller.signal,
    });
    await Promise.resolve();
    await new Promise((r) => setTimeout(r, 0));
    controller.abort();
    await expect(call).rejects.toBeDefined();
    expect(seen[0]!.type).toBe('application/json');
    expect(seen[0]!.signal.aborted).toBe(true);
  });
});

describe('auth service (SPEC §7, §8 and the allauth contract)', () => {
  const session = {
    status: 200,
    data: { user: { id: 1, username: 'olena' } },
    meta: { is_authenticated: true },
  };
  const guest = { status: 401, data: { flows: [] }, meta: { is_authenticated: false } };

  it('login: 200 signs in and reads the profile language', async () => {
    const { api, jar } = fakeServer({
      'POST /api/_allauth/browser/v1/auth/login': () => json(200, session),
      'GET /api/v1/user-profile/current': () => json(200, { language: 'pl' }),
    });
    jar.value = 'csrftoken=t';
    await expect(createAuthService(api).login({ email: 'a@b.c', password: 'x' })).resolves.toEqual({
      outcome: 'signedIn',
      user: session.data.user,
      language: 'pl',
    });
  });

  it('login: the first error message, "not authenticated", or the rate limit by its code', async () => {
    const answers = [
      json(400, {
        status: 400,
        errors: [
          { message: 'The email address and/or password you specified are not correct.' },
          { message: 'second' },
        ],
      }),
      json(401, guest),
      json(429, { status: 429 }),
    ];
    const { api, jar } = fakeServer({ 'POST /api/_allauth/browser/v1/auth/login': () => answers.shift()! });
    jar.value = 'csrftoken=t';
    const auth = createAuthService(api);
    const input = { email: 'a@b.c', password: 'x' };
    expect(await auth.login(input)).toMatchObject({
      reason: 'errors',
      message: 'The email address and/or password you specified are not correct.',
    });
    expect(await auth.login(input)).toMatchObject({ reason: 'unauthenticated', message: null });
    // A 429 has no errors list: it is named `rate_limited`, shown translated like any code.
    expect(await auth.login(input)).toMatchObject({ reason: 'errors', errors: [{ code: 'rate_limited' }] });
  });

  it('signup: sends email, username and password; 401 means verification pending; no cookie → csrf', async () => {
    const { api, jar, seen } = fakeServer({
      'POST /api/_allauth/browser/v1/auth/signup': () => json(401, guest),
    });
    jar.value = 'csrftoken=t';
    const auth = createAuthService(api);
    expect(await auth.signup({ email: 'a@b.c', username: 'ab', password: 'pw' })).toEqual({
      outcome: 'verificationPending',
    });
    expect(JSON.parse(seen[0]!.body)).toEqual({ email: 'a@b.c', username: 'ab', password: 'pw' });
    jar.value = '';
    expect(await auth.signup({ email: 'a@b.c', username: '', password: 'pw' })).toMatchObject({
      reason: 'csrf',
    });
  });

  it('logout: 200/401 log out, 403 is "already ended", anything else fails', async () => {
    const statuses = [200, 401, 500];
    const { api, jar } = fakeServer({
      'DELETE /api/_allauth/browser/v1/auth/session': () => json(statuses.shift()!, {}),
    });
    jar.value = 'csrftoken=t';
    const auth = createAuthService(api);
    expect(await auth.logout()).toEqual({ outcome: 'loggedOut' });
    expect(await auth.logout()).toEqual({ outcome: 'loggedOut' });
    expect(await auth.logout()).toEqual({ outcome: 'failed' });
    const forbidden = fakeServer({
      'DELETE /api/_allauth/browser/v1/auth/session': () => json(403, { status: 403 }),
    });
    forbidden.jar.value = 'csrftoken=t';
    expect(await createAuthService(forbidden.api).logout()).toEqual({ outcome: 'sessionInvalid' });
  });

  it('session check: 401 is a guest and the profile is not read; a failed profile read keeps the user', async () => {
    const guestServer = fakeServer({ 'GET /api/_allauth/browser/v1/auth/session': () => json(401, guest) });
    expect(await createAuthService(guestServer.api).checkSession()).toEqual({ user: null, language: null });
    expect(guestServer.seen).toHaveLength(1);
    const member = fakeServer({
      'GET /api/_allauth/browser/v1/auth/session': () => json(200, session),
      'GET /api/v1/user-profile/current': () => json(500, {}),
    });
    expect(await createAuthService(member.api).checkSession()).toEqual({
      user: session.data.user,
      language: null,
    });
  });
});

describe('onboarding service', () => {
  it('follows `next` pages and drops malformed options', async () => {
    const { api } = fakeServer({
      'GET /api/v1/language-level-questionnaire': (req) =>
        new URL(req.url).searchParams.get('page') === '2'
          ? json(200, { next: null, results: [{ id: 3, option: 'C', levels: [5, 6] }] })
          : json(200, {
              next: 'http://app.test/api/v1/language-level-questionnaire?page=2',
              results: [{ id: 1, option: 'A', levels: [1] }, { id: 'bad' }],
            }),
    });
    const levels = await createOnboardingService(api).levelQuestionnaire();
    expect(levels.map((l) => l.id)).toEqual([1, 3]);
  });
});
