import crypto from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { rateLimitHits } from '../db/schema/index.ts';
import type { Db } from '../db/client.ts';
import type { RateLimits } from '../config.ts';

export type RateLimitAction = keyof RateLimits;
type Per = 'ip' | 'key' | 'user';

export interface RateLimitRule {
  amount: number;
  seconds: number;
  per: Per;
}

const UNIT_SECONDS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

/** Parses allauth's `"10/m/ip,5/300s/key"`: amount / duration (optional count + s|m|h|d) / per. */
export function parseRules(spec: string): RateLimitRule[] {
  if (!spec.trim()) return [];
  return spec.split(',').map((part) => {
    const match = /^\s*(\d+)\/(\d*)([smhd])\/(ip|key|user)\s*$/.exec(part);
    if (!match) throw new Error(`Bad rate limit rule: ${part}`);
    const [, amount, count, unit, per] = match;
    return {
      amount: Number(amount),
      seconds: Number(count || 1) * UNIT_SECONDS[unit!]!,
      per: per as Per,
    };
  });
}

export interface Subject {
  ip: string;
  key?: string;
  userId?: number;
}

export interface Consumed {
  ok: boolean;
  /** Ids of the hits this call recorded, so a caller can roll them back (a successful login does). */
  hits: number[];
}

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

/** Bucket name of one rule for one subject; keys and IPs are hashed, never stored in clear. */
function bucketOf(action: string, per: Per, value: string) {
  return `${action}:${per}:${sha256(value)}`;
}

/**
 * allauth's sliding-window limits, counted in the `rate_limit_hits` table so that every server
 * instance on one database sees the same counts. Rules are checked in order; the first one that is
 * full stops the request, and the rules before it keep their hit (as allauth does).
 */
export function createRateLimiter(db: Db, limits: RateLimits | false) {
  const rules = new Map<RateLimitAction, RateLimitRule[]>();
  if (limits)
    for (const [action, spec] of Object.entries(limits))
      rules.set(action as RateLimitAction, parseRules(spec));

  async function hit(bucket: string, rule: RateLimitRule): Promise<number | null> {
    // One statement: count the window and record the hit only when there is room.
    const result = await db.execute<{ id: number | string }>(sql`
      with recent as (
        select count(*)::int as n from ${rateLimitHits}
        where ${rateLimitHits.bucket} = ${bucket}
          and ${rateLimitHits.at} > now() - make_interval(secs => ${rule.seconds}))
      insert into ${rateLimitHits} (bucket) select ${bucket} from recent where recent.n < ${rule.amount}
      returning id`);
    const rows = (result as unknown as { rows: { id: number | string }[] }).rows;
    return rows[0] ? Number(rows[0].id) : null;
  }

  return {
    enabled: (action: RateLimitAction) => (rules.get(action)?.length ?? 0) > 0,

    async consume(action: RateLimitAction, subject: Subject): Promise<Consumed> {
      const hits: number[] = [];
      for (const rule of rules.get(action) ?? []) {
        const value =
          rule.per === 'ip' ? subject.ip : rule.per === 'key' ? subject.key : subject.userId?.toString();
        if (value === undefined) continue;
        const id = await hit(bucketOf(action, rule.per, value), rule);
        if (id === null) return { ok: false, hits };
        hits.push(id);
      }
      if (Math.random() < 0.002) {
        await db.execute(
          sql`delete from ${rateLimitHits} where ${rateLimitHits.at} < now() - interval '1 day'`,
        );
      }
      return { ok: true, hits };
    },

    async rollback(hits: number[]) {
      if (hits.length) await db.delete(rateLimitHits).where(inArray(rateLimitHits.id, hits));
    },

    /** Forgets every `key` hit of an action for one key (a password reset clears failed logins). */
    async clear(action: RateLimitAction, key: string) {
      await db.delete(rateLimitHits).where(eq(rateLimitHits.bucket, bucketOf(action, 'key', key)));
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
