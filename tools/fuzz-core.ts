/**
 * The property-based fuzzer (issue 13): requests generated with fast-check over every operation
 * of the OpenAPI document at /api/schema/ and the page routes, sent over real sockets to a
 * listening server. Property: never a 5xx, and every request answers within a bound.
 * Used by tests/api/fuzz.test.ts (a CI-sized run) and tools/fuzz.ts (`npm run fuzz -- N`).
 */
import http from 'node:http';
import fc from 'fast-check';

export interface Operation {
  method: string;
  /** OpenAPI path template, `{id}` for parameters. */
  path: string;
  pathParams: string[];
  queryParams: string[];
  bodyFields: string[];
  hasBody: boolean;
}

export interface FuzzRequest {
  op: string;
  method: string;
  /** The raw request target, sent as it is (no normalisation). */
  target: string;
  headers: Record<string, string>;
  body: Buffer | null;
  signedIn: boolean;
}

export interface FuzzAnswer {
  status: number;
  ms: number;
  body: string;
}

/** Page routes of the web app (src/routes) and the other non-API paths. */
export const PAGE_PATHS = [
  '/',
  '/lesson/{id}',
  '/account',
  '/signin',
  '/signup',
  '/language',
  '/select-level',
  '/select-purpose',
  '/reset-password',
  '/verify-email',
  '/flows',
  '/404',
  '/media/{file}',
  '/assets/{file}',
  '/api/docs/',
  '/api/docs/static/{file}',
];

/** Every operation of an OpenAPI 3 document. */
export function operationsOf(doc: {
  paths: Record<string, Record<string, { parameters?: unknown[]; requestBody?: unknown }>>;
}): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const params = (op.parameters ?? []) as { in: string; name: string }[];
      const body = op.requestBody as
        { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> } | undefined;
      const schema = body?.content ? Object.values(body.content)[0]?.schema : undefined;
      ops.push({
        method: method.toUpperCase(),
        path,
        pathParams: [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!),
        queryParams: params.filter((p) => p.in === 'query').map((p) => p.name),
        bodyFields: Object.keys(schema?.properties ?? {}),
        hasBody: body !== undefined,
      });
    }
  }
  for (const path of PAGE_PATHS)
    ops.push({
      method: 'GET',
      path,
      pathParams: [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!),
      queryParams: ['mode', 'key', 'account', 'qa'],
      bodyFields: [],
      hasBody: false,
    });
  return ops;
}

const CONTROL = fc.constantFrom(
  '\u0000',
  '\u0001',
  '\u0007',
  '\b',
  '\t',
  '\n',
  '\r',
  '\u001b',
  '\u007f',
  '\u0085',
);
const SURROGATE = fc.constantFrom('\ud800', '\udfff', '\ud83d', '\ude00');
/** Strings people and attackers write: ordinary, unicode, with NUL and control characters, huge. */
const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  {
    weight: 3,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 10 }), fc.oneof(CONTROL, SURROGATE), fc.string({ maxLength: 10 }))
      .map((p) => p.join('')),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "' or 1=1 --",
      '<script>alert(1)</script>',
      '../../etc/passwd',
      '%00',
      '%',
      '%zz',
      '%E0%A4%A',
      '\u0000',
      '-1',
      '1e309',
      'NaN',
      'null',
      '__proto__',
      'constructor',
      '9'.repeat(40),
    ),
  },
);
/** Now and then a huge one: past the 64 KiB body limit, or past the 16 KiB header limit in a URL. */
const anyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 12, arbitrary: nastyString },
  { weight: 1, arbitrary: fc.integer({ min: 1000, max: 70_000 }).map((n) => 'a'.repeat(n)) },
);

/** JSON values of every type, nasty strings included; `deep` adds deeply nested ones. */
const jsonValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 3, arbitrary: anyString },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      0,
      -1,
      1,
      2_147_483_647,
      2_147_483_648,
      -2_147_483_649,
      Number.MAX_SAFE_INTEGER,
      1e308,
      0.5,
      true,
      false,
      null,
      [],
      {},
    ),
  },
  { weight: 1, arbitrary: fc.array(nastyString, { maxLength: 30 }) },
  { weight: 1, arbitrary: fc.dictionary(nastyString, nastyString, { maxKeys: 5 }) },
);

/** A nested array or object `depth` deep, written out (JSON.stringify would recurse). */
const deepJson = fc
  .tuple(fc.integer({ min: 50, max: 30_000 }), fc.boolean())
  .map(([depth, objects]) =>
    objects ? '{"a":'.repeat(depth) + '1' + '}'.repeat(depth) : '['.repeat(depth) + ']'.repeat(depth),
  );

/** Path parameter values: ids that exist, ids that do not, and anything else. */
const pathParam = fc.oneof(
  { weight: 5, arbitrary: fc.integer({ min: 1, max: 30 }).map(String) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '0',
      '-1',
      '2147483648',
      '99999999999999999999',
      '1.5',
      '1e3',
      'current',
      'all',
    ),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom('all', 'in-progress', 'completed', 'favorites', 'x.mp4', 'index.html'),
  },
  { weight: 3, arbitrary: nastyString.map((s) => encodeLoosely(s)) },
  {
    weight: 2,
    arbitrary: fc.constantFrom('%25', '%25E0', '%25zz', '%', '%zz', '%E0%A4%A', '%00', '%2e%2e', '..', '%2F'),
  },
);

/** Percent-encodes what must be, leaves lone surrogates as literal escapes the server must survive. */
function encodeLoosely(s: string): string {
  let out = '';
  for (const ch of s) {
    try {
      out += /[A-Za-z0-9._~-]/.test(ch) ? ch : encodeURIComponent(ch);
    } catch {
      out += '%ED%A0%80'; // a lone surrogate, as its (invalid) UTF-8 bytes
    }
  }
  return out;
}

/** Spellings of a path the router may read as the same path, or that a proxy might. */
const respell = fc.constantFrom(
  'plain',
  'encode-letter',
  'encode-all-letters',
  'upper',
  'mixed-case',
  'double-slash',
  'leading-double-slash',
  'dot-dot',
  'dot',
  'no-trailing-slash',
  'extra-trailing-slash',
  'encoded-slash',
);

function spell(path: string, how: string, seed: number): string {
  const letters = [...path.matchAll(/[a-z]/gi)].map((m) => m.index);
  const pick = letters.length ? letters[seed % letters.length]! : -1;
  const hex = (c: string) => {
    const h = c.charCodeAt(0).toString(16);
    return `%${seed % 2 ? h.toUpperCase() : h}`;
  };
  switch (how) {
    case 'encode-letter':
      return pick < 0 ? path : path.slice(0, pick) + hex(path[pick]!) + path.slice(pick + 1);
    case 'encode-all-letters':
      return path.replace(/[a-z]/gi, hex);
    case 'upper':
      return path.toUpperCase();
    case 'mixed-case':
      return path.replace(/[a-z]/gi, (c, i: number) => ((i + seed) % 2 ? c.toUpperCase() : c));
    case 'double-slash': {
      const slashes = [...path.matchAll(/\//g)].map((m) => m.index);
      const at = slashes[seed % slashes.length]!;
      return path.slice(0, at) + '/' + path.slice(at);
    }
    case 'leading-double-slash':
      return `/${path}`;
    case 'dot-dot':
      return path.replace(/^\/([^/]+)\//, (_m, first: string) => `/${first}/x/%2e%2e/`);
    case 'dot':
      return path.replace(/\/$/, '/./');
    case 'no-trailing-slash':
      return path.replace(/\/$/, '');
    case 'extra-trailing-slash':
      return `${path}/`;
    case 'encoded-slash':
      return path.replace(/\/([^/]*)$/, '%2F$1');
    default:
      return path;
  }
}

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
  'application/xml',
  'application/json; charset=latin1',
  '*/*',
  '',
];

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'];

/** Arbitrary requests over `ops`. */
export function requestArbitrary(ops: Operation[]): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      opIndex: fc.nat(ops.length - 1),
      otherMethod: fc.option(fc.constantFrom(...METHODS), { freq: 8 }),
      params: fc.array(pathParam, { minLength: 4, maxLength: 4 }),
      spelling: fc.oneof({ weight: 3, arbitrary: fc.constant('plain') }, { weight: 2, arbitrary: respell }),
      seed: fc.nat(1000),
      query: fc.array(
        fc.tuple(
          fc.option(nastyString, { freq: 3 }),
          fc.oneof(
            { weight: 20, arbitrary: fc.oneof(pathParam, nastyString.map(encodeLoosely)) },
            { weight: 1, arbitrary: anyString.map(encodeLoosely) },
          ),
        ),
        { maxLength: 3 },
      ),
      body: fc.oneof(
        { weight: 6, arbitrary: fc.constant('fields' as const) },
        { weight: 3, arbitrary: fc.constant('json' as const) },
        { weight: 1, arbitrary: fc.constant('deep' as const) },
        { weight: 1, arbitrary: fc.constant('bytes' as const) },
        { weight: 1, arbitrary: fc.constant('none' as const) },
      ),
      fieldValues: fc.array(fc.option(jsonValue, { freq: 5 }), { minLength: 8, maxLength: 8 }),
      extraField: fc.option(fc.tuple(nastyString, jsonValue), { freq: 4 }),
      json: jsonValue,
      deep: deepJson,
      bytes: fc.uint8Array({ maxLength: 300 }),
      contentType: fc.oneof(
        { weight: 6, arbitrary: fc.constant('application/json') },
        { weight: 3, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
      ),
      signedIn: fc.boolean(),
      csrf: fc.oneof({ weight: 8, arbitrary: fc.constant('valid') }, fc.constantFrom('missing', 'wrong')),
      origin: fc.option(fc.constantFrom('https://evil.example', 'null', 'http://localhost:8000'), {
        freq: 6,
      }),
    })
    .map((g) => {
      const op = ops[g.opIndex]!;
      const method = g.otherMethod ?? op.method;
      let i = 0;
      let path = op.path.replace(/\{[^}]+\}/g, () => g.params[i++ % g.params.length]!);
      path = spell(path, g.spelling, g.seed);
      const names = [...op.queryParams, 'page', 'page_size', 'format'];
      const query = g.query
        .map(([name, value]) => `${encodeLoosely(name ?? names[g.seed % names.length]!)}=${value}`)
        .join('&');
      let body: Buffer | null = null;
      if (method !== 'GET' && method !== 'HEAD') {
        if (g.body === 'fields') {
          const object: Record<string, unknown> = {};
          op.bodyFields.forEach((field, k) => {
            const v = g.fieldValues[k % g.fieldValues.length];
            if (v !== null) object[field] = v;
          });
          if (g.extraField) object[g.extraField[0]] = g.extraField[1];
          body = Buffer.from(JSON.stringify(object));
        } else if (g.body === 'json') body = Buffer.from(JSON.stringify(g.json) ?? 'null');
        else if (g.body === 'deep') body = Buffer.from(g.deep);
        else if (g.body === 'bytes') body = Buffer.from(g.bytes);
      }
      const headers: Record<string, string> = {};
      if (body && g.contentType) headers['content-type'] = g.contentType;
      if (g.origin) headers.origin = g.origin;
      // Signing out would end the shared session: DELETE on the session is only sent anonymously.
      const signedIn = g.signedIn && !(method === 'DELETE' && /session/i.test(path));
      return {
        op: `${op.method} ${op.path}`,
        method,
        target: query ? `${path}?${query}` : path,
        headers,
        body,
        signedIn,
        csrf: g.csrf,
      } as FuzzRequest & { csrf: string };
    });
}

/** Sends one request over a socket as written (no URL normalisation); rejects past `timeoutMs`. */
export async function send(
  port: number,
  request: FuzzRequest & { csrf?: string },
  session: { cookie: string; csrf: string },
  timeoutMs: number,
  agent: http.Agent,
): Promise<FuzzAnswer> {
  try {
    return await sendOnce(port, request, session, timeoutMs, agent);
  } catch (err) {
    // A kept-alive socket the server closed (idle past its keep-alive timeout) just as the request
    // went out: the request never reached it. Node's documented remedy is to send it again.
    if ((err as { reusedSocket?: boolean }).reusedSocket)
      return sendOnce(port, request, session, timeoutMs, agent);
    throw err;
  }
}

function sendOnce(
  port: number,
  request: FuzzRequest & { csrf?: string },
  session: { cookie: string; csrf: string },
  timeoutMs: number,
  agent: http.Agent,
): Promise<FuzzAnswer> {
  const started = performance.now();
  const headers: Record<string, string> = { host: 'localhost:8000', ...request.headers };
  const cookies: string[] = [`csrftoken=${session.csrf}`];
  if (request.signedIn) cookies.push(session.cookie);
  headers.cookie = cookies.join('; ');
  if (request.csrf === 'valid') headers['x-csrftoken'] = session.csrf;
  else if (request.csrf === 'wrong') headers['x-csrftoken'] = 'x'.repeat(32);
  if (request.body) headers['content-length'] = String(request.body.length);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method: request.method, path: request.target, headers, agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          clearTimeout(timer);
          resolve({
            status: res.statusCode ?? 0,
            ms: performance.now() - started,
            body: Buffer.concat(chunks).subarray(0, 300).toString('latin1'),
          });
        });
        res.on('error', reject);
      },
    );
    const timer = setTimeout(() => {
      req.destroy(new Error(`no answer within ${timeoutMs} ms`));
    }, timeoutMs);
    req.on('error', (err: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      const reset = err.code === 'ECONNRESET' || err.code === 'EPIPE';
      reject(Object.assign(err, { reusedSocket: reset && req.reusedSocket }));
    });
    if (request.body) req.end(request.body);
    else req.end();
  });
}

/** Figures of a run. */
export class FuzzStats {
  requests = 0;
  statuses = new Map<number, number>();
  failures: { request: FuzzRequest; answer: FuzzAnswer | string }[] = [];
  latencies: number[] = [];
  byOperation = new Map<string, number>();

  record(request: FuzzRequest, answer: FuzzAnswer | string, hangMs: number) {
    this.requests++;
    this.byOperation.set(request.op, (this.byOperation.get(request.op) ?? 0) + 1);
    if (typeof answer === 'string') {
      this.statuses.set(0, (this.statuses.get(0) ?? 0) + 1);
      this.failures.push({ request, answer });
      return;
    }
    this.statuses.set(answer.status, (this.statuses.get(answer.status) ?? 0) + 1);
    this.latencies.push(answer.ms);
    if (answer.status >= 500 || answer.ms > hangMs) this.failures.push({ request, answer });
  }

  get serverErrors() {
    let n = 0;
    for (const [status, count] of this.statuses) if (status >= 500) n += count;
    return n;
  }

  get maxLatency() {
    return this.latencies.reduce((a, b) => Math.max(a, b), 0);
  }

  percentile(p: number) {
    const sorted = [...this.latencies].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  }
}
