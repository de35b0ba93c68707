import { describe, expect, it } from 'vitest';
import { HashQueue, similarity, validatePassword } from '../../server/auth/passwords.ts';
import { parseRules } from '../../server/auth/ratelimit.ts';
import { checkResetKey, makeResetKey, resetKeyUserId, verifyKeyUserId } from '../../server/auth/keys.ts';
import { jsonObjectBody } from '../../server/auth/body.ts';
import { isEmail } from '../../src/api-contract/allauth.ts';
import { DEFAULT_RATE_LIMITS, parseRateLimits } from '../../server/config.ts';
import { redactUrl } from '../../server/http/logging.ts';
import type { FastifyRequest } from 'fastify';

const codes = (password: string, attrs = {}) => validatePassword(password, attrs).map((e) => e.code);

describe('password rules', () => {
  it("follow Django's validators in Django's order", () => {
    expect(codes('12345')).toEqual([
      'password_too_short',
      'password_too_common',
      'password_entirely_numeric',
    ]);
    expect(codes('97531864297')).toEqual(['password_entirely_numeric']);
    expect(codes('Password1')).toEqual(['password_too_common']);
    expect(codes('violet-harbour-73')).toEqual([]);
    expect(codes('olena.kovalenko', { email: 'olena.kovalenko@example.org' })).toEqual([
      'password_too_similar',
    ]);
    expect(codes('kovalenko!', { username: 'kovalenko' })).toEqual(['password_too_similar']);
  });

  it('count characters, not bytes, for the minimum, and bytes for the 1 KiB maximum', () => {
    expect(codes('ґґґґґґґґ')).toEqual([]);
    expect(codes('ґ'.repeat(512))).toEqual([]);
    expect(codes('ґ'.repeat(513))).toEqual(['password_too_long']);
  });

  it("similarity is difflib's SequenceMatcher ratio", () => {
    expect(similarity('abcd', 'bcde')).toBeCloseTo(0.75);
    expect(similarity('kitten', 'sitting')).toBeCloseTo(0.6153846, 5);
    expect(similarity('', 'abc')).toBe(0);
  });

  it('the hash queue never runs more than its limit at once', async () => {
    const queue = new HashQueue(2);
    let running = 0;
    let peak = 0;
    await Promise.all(
      Array.from({ length: 8 }, () =>
        queue.run(async () => {
          running++;
          peak = Math.max(peak, running);
          await new Promise((r) => setTimeout(r, 5));
          running--;
        }),
      ),
    );
    expect(peak).toBe(2);
    expect(queue.inFlight).toBe(0);
  });
});

describe('rate-limit rules', () => {
  it("parse allauth's syntax", () => {
    expect(parseRules('10/m/ip,5/300s/key')).toEqual([
      { amount: 10, seconds: 60, per: 'ip' },
      { amount: 5, seconds: 300, per: 'key' },
    ]);
    expect(parseRules('1/2h/user')).toEqual([{ amount: 1, seconds: 7200, per: 'user' }]);
    expect(() => parseRules('ten/m/ip')).toThrow();
  });

  it('RATE_LIMITS: defaults, off, or single actions merged over the defaults', () => {
    expect(parseRateLimits(undefined)).toEqual(DEFAULT_RATE_LIMITS);
    expect(parseRateLimits('off')).toBe(false);
    expect(parseRateLimits('login=100/m/ip;signup=5/m/ip')).toEqual({
      ...DEFAULT_RATE_LIMITS,
      login: '100/m/ip',
      signup: '5/m/ip',
    });
    expect(() => parseRateLimits('logins=1/m/ip')).toThrow(/unknown entry/);
  });
});

describe('keys', () => {
  const user = { id: 42, email: 'a@b.cd', passwordHash: '$argon2id$x', lastLogin: null };
  it('a reset key names its user and dies when the password hash changes', () => {
    const key = makeResetKey('s3cret', user);
    expect(resetKeyUserId(key)).toBe(42);
    expect(checkResetKey('s3cret', key, user)).toBe(true);
    expect(checkResetKey('s3cret', key, { ...user, passwordHash: '$argon2id$y' })).toBe(false);
    expect(checkResetKey('s3cret', key, { ...user, lastLogin: new Date() })).toBe(false);
    expect(checkResetKey('other', key, user)).toBe(false);
  });
  it('malformed keys name nobody', () => {
    for (const key of ['', '-', 'zzzzzzzzzzzz-1-00', '0-1-' + '0'.repeat(32)])
      expect(resetKeyUserId(key)).toBeNull();
    for (const key of ['', 'MA:1:x', 'LTE:1:' + 'a'.repeat(43)]) expect(verifyKeyUserId(key)).toBeNull();
  });
});

describe('input helpers', () => {
  it('email syntax', () => {
    for (const ok of ['a@b.cd', 'first.last+tag@sub.example.org', 'kai@bücher.example'])
      expect(isEmail(ok)).toBe(true);
    for (const bad of ['', 'a', 'a@b', 'a@@b.cd', 'a b@c.de', '.a@b.cd', 'a@b.12', `${'x'.repeat(250)}@b.cd`])
      expect(isEmail(bad)).toBe(false);
  });

  it('bodies: empty is {}, only JSON objects pass', () => {
    const req = (body: unknown) => ({ body }) as FastifyRequest;
    expect(jsonObjectBody(req(undefined))).toEqual({});
    expect(jsonObjectBody(req(Buffer.from('  ')))).toEqual({});
    expect(jsonObjectBody(req(Buffer.from('{"a":1}')))).toEqual({ a: 1 });
    for (const raw of ['[1]', '"x"', '1', 'null', '{', '\u00ff'])
      expect(jsonObjectBody(req(Buffer.from(raw, raw === '\u00ff' ? 'latin1' : 'utf8')))).toBeNull();
  });

  it('log URLs hide secret query values', () => {
    expect(redactUrl('/reset-password?key=abc&x=1')).toBe('/reset-password?key=[redacted]&x=1');
    expect(redactUrl('/a?Token=1&page=2&password=p')).toBe('/a?Token=[redacted]&page=2&password=[redacted]');
    expect(redactUrl('/plain')).toBe('/plain');
  });
});
