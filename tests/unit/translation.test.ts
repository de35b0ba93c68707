import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, CsrfTokenError, type ApiClient, type ApiResponse } from '../../src/services/api.ts';
import {
  createTranslationService,
  TranslationError,
  type TranslationResult,
} from '../../src/services/translation.ts';

/**
 * The translation service of the lesson page (SPEC §7 notes: cache in memory and in
 * sessionStorage per lesson, phrase, occurrence, word and language, joined in-flight calls, quota → the oldest quarter
 * dropped; §8 translation errors), over a fake API client and a fake Storage with a size limit.
 */

const result = (text: string, translation = `переклад ${text}`): TranslationResult => ({
  id: 3,
  text,
  translation,
  type: 'noun',
  details: {},
  usage_example: '',
  common_misunderstandings: '',
});

function fakeApi(
  answer: (text: string, language: string) => ApiResponse<unknown> | Error = (t) => ({
    status: 200,
    body: result(t),
  }),
) {
  const requests: { path: string; json: unknown }[] = [];
  const api: ApiClient = {
    async request<T>(_method: string, path: string, opts?: { json?: unknown }) {
      requests.push({ path, json: opts?.json });
      await Promise.resolve();
      const { text, language } = opts?.json as { text: string; language: string };
      const out = answer(text, language);
      if (out instanceof Error) throw out;
      return out as ApiResponse<T>;
    },
    get: () => Promise.reject(new Error('unused')),
    csrfToken: () => Promise.resolve('token'),
  };
  return { api, requests };
}

/** A Storage that throws QuotaExceededError once its values would pass `limit` characters. */
class LimitedStorage implements Storage {
  private data = new Map<string, string>();
  writes = 0;
  constructor(private limit = Infinity) {}
  get length() {
    return this.data.size;
  }
  private size(except?: string) {
    let n = 0;
    for (const [k, v] of this.data) if (k !== except) n += k.length + v.length;
    return n;
  }
  key(i: number) {
    return [...this.data.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.data.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    if (this.size(k) + k.length + v.length > this.limit) {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    }
    this.writes++;
    this.data.set(k, String(v));
  }
  removeItem(k: string) {
    this.data.delete(k);
  }
  clear() {
    this.data.clear();
  }
  keys() {
    return [...this.data.keys()];
  }
}

afterEach(() => vi.useRealTimers());

describe('translation cache', () => {
  it('keeps a translation in memory: the second lookup of the same click makes no call', async () => {
    const { api, requests } = fakeApi();
    const service = createTranslationService(api, null);
    const first = await service.translate({ lessonId: 5, word: 'books', language: 'uk', phrase: 2 });
    const again = await service.translate({ lessonId: 5, word: 'Books', language: 'uk', phrase: 2 });
    expect(again).toEqual(first);
    expect(requests).toEqual([
      { path: 'v1/videoLesson/5/translate/', json: { text: 'books', language: 'uk', phrase: 2 } },
    ]);
  });

  it('the same word in another phrase, occurrence or lesson is asked again (its sense may differ)', async () => {
    const { api, requests } = fakeApi((t) => ({ status: 200, body: { ...result(t), lemma: 'left' } }));
    const service = createTranslationService(api, null);
    await service.translate({ lessonId: 5, word: 'left', language: 'uk', phrase: 1 });
    await service.translate({ lessonId: 5, word: 'left', language: 'uk', phrase: 2 });
    await service.translate({ lessonId: 5, word: 'left', language: 'uk', phrase: 2, occurrence: 2 });
    await service.translate({ lessonId: 6, word: 'left', language: 'uk', phrase: 1 });
    expect(requests.map((r) => r.json)).toEqual([
      { text: 'left', language: 'uk', phrase: 1 },
      { text: 'left', language: 'uk', phrase: 2 },
      { text: 'left', language: 'uk', phrase: 2, occurrence: 2 },
      { text: 'left', language: 'uk', phrase: 1 },
    ]);
    expect(service.lemmaOf('Left', 'uk')).toBe('left');
  });

  it('keeps it in sessionStorage per word AND language: a new page reads it back without a call', async () => {
    const store = new LimitedStorage();
    const one = fakeApi();
    await createTranslationService(one.api, store).translate({ lessonId: 5, word: 'books', language: 'uk' });
    expect(store.keys()).toEqual(['translation:uk:5::1:books']);

    const two = fakeApi((t, l) => ({ status: 200, body: result(t, `${l}:${t}`) }));
    const reloaded = createTranslationService(two.api, store);
    expect(reloaded.cached({ lessonId: 5, word: 'books', language: 'uk' })?.translation).toBe(
      'переклад books',
    );
    expect((await reloaded.translate({ lessonId: 5, word: 'books', language: 'uk' })).translation).toBe(
      'переклад books',
    );
    expect(two.requests).toHaveLength(0);
    // Another language or another word is another entry.
    expect((await reloaded.translate({ lessonId: 5, word: 'books', language: 'pl' })).translation).toBe(
      'pl:books',
    );
    expect((await reloaded.translate({ lessonId: 5, word: 'table', language: 'uk' })).translation).toBe(
      'uk:table',
    );
    expect(two.requests.map((r) => r.json)).toEqual([
      { text: 'books', language: 'pl' },
      { text: 'table', language: 'uk' },
    ]);
    expect(store.keys().sort()).toEqual([
      'translation:pl:5::1:books',
      'translation:uk:5::1:books',
      'translation:uk:5::1:table',
    ]);
  });

  it('ignores a damaged stored value and asks the server', async () => {
    const store = new LimitedStorage();
    store.setItem('translation:uk:5::1:books', '{not json');
    store.setItem('translation:uk:5::1:table', JSON.stringify({ at: 1, result: { text: 'table' } }));
    const { api, requests } = fakeApi();
    const service = createTranslationService(api, store);
    await service.translate({ lessonId: 5, word: 'books', language: 'uk' });
    await service.translate({ lessonId: 5, word: 'table', language: 'uk' });
    expect(requests).toHaveLength(2);
    expect(JSON.parse(store.getItem('translation:uk:5::1:books')!).result.translation).toBe('переклад books');
  });

  it('joins concurrent requests for the same word into one call', async () => {
    const { api, requests } = fakeApi();
    const service = createTranslationService(api, null);
    const calls = [
      service.translate({ lessonId: 5, word: 'books', language: 'uk' }),
      service.translate({ lessonId: 5, word: 'BOOKS', language: 'uk' }),
      service.translate({ lessonId: 5, word: 'books', language: 'uk' }),
    ];
    expect(service.inflightCount()).toBe(1);
    const results = await Promise.all(calls);
    expect(new Set(results).size).toBe(1);
    expect(requests).toHaveLength(1);
    expect(service.inflightCount()).toBe(0);
    // A different language is not joined with it.
    await Promise.all([
      service.translate({ lessonId: 5, word: 'table', language: 'uk' }),
      service.translate({ lessonId: 5, word: 'table', language: 'pl' }),
    ]);
    expect(requests).toHaveLength(3);
  });

  it('when the quota is exceeded drops the oldest quarter of cached translations, then writes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const entry = (word: string, at: number) => JSON.stringify({ at, result: result(word) });
    const sample = entry('word0', 1000).length + 'translation:uk:5::1:word0'.length;
    const store = new LimitedStorage(sample * 8 + 'theme'.length + 'dark'.length + 5);
    store.setItem('theme', 'dark'); // not a translation: never dropped
    // Eight cached translations written out of order; the oldest two are word1 and word6.
    const ages = [5000, 1000, 7000, 3000, 8000, 4000, 2000, 6000];
    for (const [i, at] of ages.entries())
      store.setItem(`translation:uk:5::1:word${i}`, entry(`word${i}`, at));
    expect(() => store.setItem('translation:uk:5::1:extra', entry('extra', 9000))).toThrow(DOMException);

    vi.setSystemTime(10_000);
    const { api } = fakeApi();
    const service = createTranslationService(api, store);
    await service.translate({ lessonId: 5, word: 'wordX', language: 'uk' });
    const keys = store.keys();
    expect(keys).toContain('translation:uk:5::1:wordx');
    expect(keys).toContain('theme');
    expect(keys).not.toContain('translation:uk:5::1:word1');
    expect(keys).not.toContain('translation:uk:5::1:word6');
    expect(keys.filter((k) => k.startsWith('translation:'))).toHaveLength(8 - 2 + 1);
    expect(JSON.parse(store.getItem('translation:uk:5::1:wordx')!).at).toBe(10_000);
  });

  it('eviction drops at least one entry, and a value that still does not fit stays in memory only', async () => {
    const store = new LimitedStorage(200);
    store.setItem('translation:uk:5::1:old', JSON.stringify({ at: 1, result: result('old') }));
    const { api, requests } = fakeApi((t) => ({ status: 200, body: result(t, 'x'.repeat(500)) }));
    const service = createTranslationService(api, store);
    await expect(service.translate({ lessonId: 5, word: 'long', language: 'uk' })).resolves.toMatchObject({
      translation: 'x'.repeat(500),
    });
    expect(store.keys()).toEqual([]);
    await service.translate({ lessonId: 5, word: 'long', language: 'uk' });
    expect(requests).toHaveLength(1);
  });

  it('an error other than the quota leaves storage alone and still answers', async () => {
    const store = new LimitedStorage();
    store.setItem('translation:uk:5::1:old', JSON.stringify({ at: 1, result: result('old') }));
    store.setItem = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    const { api } = fakeApi();
    const service = createTranslationService(api, store);
    await expect(service.translate({ lessonId: 5, word: 'books', language: 'uk' })).resolves.toMatchObject({
      text: 'books',
    });
    expect(store.keys()).toEqual(['translation:uk:5::1:old']);
  });
});

describe('translation errors (SPEC §8)', () => {
  const failure = async (answer: ApiResponse<unknown> | Error) => {
    const { api } = fakeApi(() => answer);
    try {
      await createTranslationService(api, null).translate({ lessonId: 5, word: 'books', language: 'uk' });
    } catch (e) {
      return e;
    }
    throw new Error('expected a failure');
  };

  it('the server detail is kept as the message', async () => {
    const e = await failure({ status: 400, body: { detail: 'Text is required.' } });
    expect(e).toBeInstanceOf(TranslationError);
    expect(e).toMatchObject({ code: 'request', detail: 'Text is required.' });
  });

  it('without a detail the request fallback is used', async () => {
    expect(await failure({ status: 500, body: null })).toMatchObject({ code: 'request', detail: null });
    expect(await failure({ status: 502, body: { detail: 42 } })).toMatchObject({
      code: 'request',
      detail: null,
    });
    expect(await failure(new TypeError('Failed to fetch'))).toMatchObject({ code: 'request', detail: null });
  });

  it('an answer without a translation is missing data', async () => {
    expect(await failure({ status: 200, body: null })).toMatchObject({ code: 'noData' });
    expect(await failure({ status: 200, body: { text: 'books', translation: null } })).toMatchObject({
      code: 'noData',
    });
  });

  it('a missing CSRF token is csrfMissing', async () => {
    expect(await failure(new CsrfTokenError())).toMatchObject({ code: 'csrfMissing', detail: null });
  });

  it('over the real API client: no csrftoken cookie and no token from config → csrfMissing, nothing posted', async () => {
    const seen: string[] = [];
    const fetchFake = (async (request: Request) => {
      seen.push(`${request.method} ${new URL(request.url).pathname}`);
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    const api = createApiClient({ baseUrl: 'http://app.test', fetch: fetchFake, cookies: () => '' });
    const service = createTranslationService(api, null);
    await expect(service.translate({ lessonId: 5, word: 'books', language: 'uk' })).rejects.toMatchObject({
      code: 'csrfMissing',
    });
    expect(seen).toEqual(['GET /api/_allauth/browser/v1/config']);
  });

  it('a failure is not cached: the next lookup asks again', async () => {
    let fail = true;
    const { api, requests } = fakeApi((t) =>
      fail ? { status: 500, body: null } : { status: 200, body: result(t) },
    );
    const store = new LimitedStorage();
    const service = createTranslationService(api, store);
    await expect(service.translate({ lessonId: 5, word: 'books', language: 'uk' })).rejects.toBeInstanceOf(
      TranslationError,
    );
    expect(store.keys()).toEqual([]);
    fail = false;
    await expect(service.translate({ lessonId: 5, word: 'books', language: 'uk' })).resolves.toMatchObject({
      text: 'books',
    });
    expect(requests).toHaveLength(2);
  });
});
