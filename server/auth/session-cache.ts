import { LRUCache } from 'lru-cache';
import type { Database, Db } from '../db/client.ts';
import type { SessionUser } from '../types.ts';

/** The channel the sessions and users triggers notify on commit (migration 0009_session_notify). */
export const SESSION_CHANNEL = 'session_changed';

/** What the session check reads for a cookie: the session's data and its learner (if any, if active). */
export interface CachedSession {
  data: Record<string, unknown>;
  user: SessionUser | null;
  userId: number | null;
  /** The session row's id (the sessions list names sessions by it). */
  sessionId: number;
  /** When the session was last marked seen (ms); the check marks it again at most once a minute. */
  lastSeenAt: number;
  /** ms since the epoch: from then on the session does not exist. */
  expiresAt: number;
}

export interface SessionCacheOptions {
  /** Sessions kept at most (least recently used go first). */
  max?: number;
  /** ms a session is kept at most after it was read from the database (a safety net under NOTIFY). */
  ttl?: number;
  /** Invalidations remembered (to refuse a read that began before one): older ones raise a floor. */
  tombstones?: number;
}

const caches = new WeakMap<Db, Set<SessionCache>>();

/** The session caches on this database in this process (destroySession drops its key in each). */
export function sessionCachesOf(db: Db): Iterable<SessionCache> {
  return caches.get(db) ?? [];
}

/**
 * Sessions as the session check found them, per cookie-key hash, so a signed-in request does not
 * read the database. Bounded in size and age (LRU, `ttl`).
 *
 * Never served stale (within one instance, synchronously; across instances, as soon as PostgreSQL
 * delivers the notification):
 * - every UPDATE or DELETE (TRUNCATE) of a sessions row NOTIFies `session_changed` with `s:<key hash>`,
 *   every UPDATE or DELETE of a users row with `u:<id>` (triggers, on commit): each instance LISTENs
 *   and drops that session, or every session of that user (logout, password reset or change, a
 *   session deleted by any code path, a profile change, a deactivated account);
 * - destroySession / destroyUserSessions drop the key / user in this process's caches right after
 *   their DELETE, before the request that made them answers (the notification is asynchronous);
 * - an entry past the session's `expires_at` is refused and dropped (expiry needs no write);
 * - while the listening connection is down (notifications could be missed) nothing is served or kept;
 * - a read from the database that began before an invalidation of its key or user is not kept
 *   (`begin()` takes an epoch, `store` refuses when a tombstone is newer), so a session read just
 *   before a logout committed cannot be put back afterwards.
 */
export class SessionCache {
  private live = false;
  private epoch = 0;
  /** A read that began before this epoch is not kept (tombstones forgotten, or everything dropped). */
  private floor = 0;
  /** The payload of the last notification (tests wait for their own marker). */
  lastNotice = '';
  private readonly entries: LRUCache<string, CachedSession>;
  private readonly byUser = new Map<number, Set<string>>();
  private readonly tombstones: LRUCache<string, number>;
  private stopListening: (() => Promise<void>) | undefined;

  constructor(
    private readonly db: Db,
    opts: SessionCacheOptions = {},
  ) {
    this.entries = new LRUCache<string, CachedSession>({
      max: opts.max ?? 10_000,
      ttl: opts.ttl ?? 5 * 60_000,
      dispose: (session, keyHash) => {
        if (session.userId === null) return;
        const keys = this.byUser.get(session.userId);
        keys?.delete(keyHash);
        if (keys && !keys.size) this.byUser.delete(session.userId);
      },
    });
    this.tombstones = new LRUCache<string, number>({
      max: opts.tombstones ?? 10_000,
      dispose: (epoch, _key, reason) => {
        if (reason === 'evict') this.floor = Math.max(this.floor, epoch);
      },
    });
    let set = caches.get(db);
    if (!set) caches.set(db, (set = new Set()));
    set.add(this);
  }

  /** Starts following session and user changes on this database. */
  async start(database: Pick<Database, 'listen'>): Promise<void> {
    this.stopListening = await database.listen(SESSION_CHANNEL, {
      notify: (payload) => {
        this.lastNotice = payload;
        if (payload.startsWith('s:')) this.dropSession(payload.slice(2));
        else if (payload.startsWith('u:')) this.dropUser(Number(payload.slice(2)));
        else if (payload === '*') this.clear();
      },
      live: (up) => {
        this.clear();
        this.live = up;
      },
    });
  }

  async stop(): Promise<void> {
    this.live = false;
    this.clear();
    caches.get(this.db)?.delete(this);
    await this.stopListening?.();
  }

  /** Whether sessions are served from memory now (false while the listener is down). */
  get enabled(): boolean {
    return this.live;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Take before reading a session from the database; pass to `store`. */
  begin(): number {
    return this.epoch;
  }

  get(keyHash: string): CachedSession | undefined {
    if (!this.live) return undefined;
    const session = this.entries.get(keyHash);
    if (session && session.expiresAt <= Date.now()) {
      this.entries.delete(keyHash);
      return undefined;
    }
    return session;
  }

  /** Keeps a session read from the database, unless it was invalidated since `begin()`. */
  store(keyHash: string, session: CachedSession, begun: number): void {
    if (!this.live || begun < this.floor || session.expiresAt <= Date.now()) return;
    if ((this.tombstones.get(`s:${keyHash}`) ?? -1) > begun) return;
    if (session.userId !== null && (this.tombstones.get(`u:${session.userId}`) ?? -1) > begun) return;
    this.entries.set(keyHash, session);
    if (session.userId !== null) {
      let keys = this.byUser.get(session.userId);
      if (!keys) this.byUser.set(session.userId, (keys = new Set()));
      keys.add(keyHash);
    }
  }

  dropSession(keyHash: string): void {
    this.tombstones.set(`s:${keyHash}`, ++this.epoch);
    this.entries.delete(keyHash);
  }

  dropUser(userId: number): void {
    if (!Number.isInteger(userId)) return this.clear();
    this.tombstones.set(`u:${userId}`, ++this.epoch);
    for (const keyHash of [...(this.byUser.get(userId) ?? [])]) this.entries.delete(keyHash);
  }

  /** Drops everything; reads begun before now are not kept. */
  clear(): void {
    this.floor = ++this.epoch;
    this.entries.clear();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Signed-in sessions as last read, dropped on every change (session-cache.ts). */
    sessionCache: SessionCache;
  }
}
