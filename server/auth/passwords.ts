import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import argon2 from 'argon2';
import type { AllauthError } from './envelope.ts';

/** OWASP's argon2id settings: 19 MiB, 2 passes, 1 lane. */
export const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const MIN_PASSWORD_LENGTH = 8;
/** Longer input is refused before hashing, so a huge password cannot cost the server anything. */
export const MAX_PASSWORD_BYTES = 1024;

/**
 * Runs at most `limit` password hashes at once; the rest wait in line. argon2 works on libuv's
 * thread pool, so without a bound a burst of logins would take every thread (and 19 MiB each).
 */
export class HashQueue {
  private running = 0;
  private waiting: (() => void)[] = [];
  constructor(private readonly limit: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }

  get inFlight() {
    return this.running;
  }
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** True when `password` matches `hash`; a malformed hash counts as no match. */
  verify(hash: string, password: string): Promise<boolean>;
  /** Hashes a throwaway password so an unknown account costs as much as a wrong password. */
  burn(password: string): Promise<void>;
  needsRehash(hash: string): boolean;
}

export function createPasswordHasher(maxConcurrent: number): PasswordHasher {
  const queue = new HashQueue(Math.max(1, maxConcurrent));
  let dummy: Promise<string> | undefined;
  const verify = (hash: string, password: string) =>
    queue.run(async () => {
      try {
        return await argon2.verify(hash, password);
      } catch {
        return false;
      }
    });
  return {
    hash: (password) => queue.run(() => argon2.hash(password, ARGON2_OPTIONS)),
    verify,
    async burn(password) {
      dummy ??= argon2.hash('timing-equaliser-not-a-password', ARGON2_OPTIONS);
      await verify(await dummy, password);
    },
    needsRehash: (hash) => {
      try {
        return argon2.needsRehash(hash, ARGON2_OPTIONS);
      } catch {
        return true;
      }
    },
  };
}

let commonPasswords: Set<string> | undefined;
function isCommon(password: string): boolean {
  if (!commonPasswords) {
    const file = path.join(path.dirname(fileURLToPath(import.meta.url)), 'common-passwords.txt');
    commonPasswords = new Set(
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line && !line.startsWith('#')),
    );
  }
  return commonPasswords.has(password.trim().toLowerCase());
}

/**
 * Django's UserAttributeSimilarityValidator: refuses a password whose SequenceMatcher-style ratio
 * to an attribute (or to one of its parts split at non-word characters) reaches 0.7.
 */
function tooSimilar(password: string, value: string): boolean {
  const pw = password.toLowerCase();
  const lower = value.toLowerCase();
  const parts = [lower, ...lower.split(/\W+/)].filter((p) => p.length >= 3);
  return parts.some((part) => similarity(pw, part) >= 0.7);
}

/** Ratcliff/Obershelp ratio, as Python's difflib.SequenceMatcher.ratio() computes it. */
export function similarity(a: string, b: string): number {
  if (!a.length && !b.length) return 1;
  const matches = (s1: string, s2: string): number => {
    if (!s1 || !s2) return 0;
    let best = 0;
    let i1 = 0;
    let i2 = 0;
    const prev = new Array<number>(s2.length + 1).fill(0);
    for (let i = 1; i <= s1.length; i++) {
      let diag = 0;
      for (let j = 1; j <= s2.length; j++) {
        const up = prev[j]!;
        prev[j] = s1[i - 1] === s2[j - 1] ? diag + 1 : 0;
        if (prev[j]! > best) {
          best = prev[j]!;
          i1 = i - best;
          i2 = j - best;
        }
        diag = up;
      }
    }
    if (!best) return 0;
    return (
      best + matches(s1.slice(0, i1), s2.slice(0, i2)) + matches(s1.slice(i1 + best), s2.slice(i2 + best))
    );
  };
  return (2 * matches(a, b)) / (a.length + b.length);
}

/** Django's four default password validators plus a byte limit, in Django's order. */
export function validatePassword(
  password: string,
  attributes: { email?: string; username?: string } = {},
): AllauthError[] {
  const errors: AllauthError[] = [];
  const param = 'password';
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) {
    return [
      {
        message: `This password is too long. It must contain at most ${MAX_PASSWORD_BYTES} bytes.`,
        code: 'password_too_long',
        param,
      },
    ];
  }
  for (const [attribute, label] of [
    ['username', 'username'],
    ['email', 'email address'],
  ] as const) {
    const value = attributes[attribute];
    if (value && tooSimilar(password, value)) {
      errors.push({
        message: `The password is too similar to the ${label}.`,
        code: 'password_too_similar',
        param,
      });
      break;
    }
  }
  if ([...password].length < MIN_PASSWORD_LENGTH)
    errors.push({
      message: `This password is too short. It must contain at least ${MIN_PASSWORD_LENGTH} characters.`,
      code: 'password_too_short',
      param,
    });
  if (isCommon(password))
    errors.push({ message: 'This password is too common.', code: 'password_too_common', param });
  if (/^\d+$/.test(password))
    errors.push({ message: 'This password is entirely numeric.', code: 'password_entirely_numeric', param });
  return errors;
}
