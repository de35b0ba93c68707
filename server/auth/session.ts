import crypto from 'node:crypto';
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessions, users } from '../db/schema/index.ts';
import type { Db } from '../db/client.ts';
import type { Language, SessionUser } from '../types.ts';
import { isApiRequest, isMediaRequest } from '../http/guards.ts';
import { isStaffPage } from '../staff/pages.ts';
import { SessionCache, sessionCachesOf } from './session-cache.ts';

export const SESSION_COOKIE = 'sessionid';
export const SESSION_MAX_AGE_S = 1209600; // two weeks, Django's default

export const hashKey = (key: string) => crypto.createHash('sha256').update(key).digest('hex');
/** What createSession issues (randomKey(32)): any other cookie value is no session, read nothing. */
const SESSION_KEY = /^[a-z0-9]{32}$/;
export const randomKey = (length = 32) => {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = crypto.randomBytes(length);
  let out = '';
  for (const b of bytes) out += alphabet[b % alphabet.length];
  return out;
};

/** Where a session was started from (allauth usersessions: IP and user agent). */
export interface SessionClient {
  ip: string;
  userAgent: string;
}

/** The client of a request: its IP and user agent (cut to 512 characters). */
export function clientOf(request: FastifyRequest): SessionClient {
  const agent = request.headers['user-agent'];
  return { ip: request.ip ?? '', userAgent: typeof agent === 'string' ? agent.slice(0, 512) : '' };
}

/** Creates a session row for the user and returns the cookie key (only its hash is stored). */
export async function createSession(
  db: Db,
  userId: number | null,
  data: Record<string, unknown> = {},
  client: SessionClient = { ip: '', userAgent: '' },
) {
  const key = randomKey(32);
  // Now and then, forget sessions that have expired (they are already ignored when read).
  if (Math.random() < 0.01) await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
  await db.insert(sessions).values({
    keyHash: hashKey(key),
    userId,
    data,
    expiresAt: new Date(Date.now() + SESSION_MAX_AGE_S * 1000),
    ip: client.ip,
    userAgent: client.userAgent,
  });
  return key;
}

/** Ends every other session of a learner (after a password change this one stays). */
export async function destroyOtherSessions(db: Db, userId: number, keepKeyHash: string | null) {
  await db
    .delete(sessions)
    .where(
      keepKeyHash
        ? and(eq(sessions.userId, userId), ne(sessions.keyHash, keepKeyHash))
        : eq(sessions.userId, userId),
    );
  // The kept session's entry goes too (it is read again at once); the others are gone from the table.
  for (const cache of sessionCachesOf(db)) cache.dropUser(userId);
}

/** Merges keys into this request's session data (the row and `request.sessionData`). */
export async function patchSessionData(request: FastifyRequest, patch: Record<string, unknown>) {
  if (!request.sessionKeyHash) throw new Error('no session to write to');
  const next = { ...(request.sessionData ?? {}), ...patch };
  for (const [k, v] of Object.entries(patch)) if (v === undefined) delete next[k];
  await request.server.db
    .update(sessions)
    .set({ data: next })
    .where(eq(sessions.keyHash, request.sessionKeyHash));
  // This process's caches forget it now; the next request of this session (it may follow at once,
  // before the sessions trigger's NOTIFY arrives) reads the new data.
  for (const cache of sessionCachesOf(request.server.db)) cache.dropSession(request.sessionKeyHash);
  request.sessionData = next;
}

/**
 * Ends a session. This process's session caches drop it as soon as the row is gone (other
 * instances when the sessions trigger's NOTIFY reaches them).
 */
export async function destroySession(db: Db, keyHash: string) {
  await db.delete(sessions).where(eq(sessions.keyHash, keyHash));
  for (const cache of sessionCachesOf(db)) cache.dropSession(keyHash);
}

/** Ends every session of a learner (after a password reset); this process's caches drop them at once. */
export async function destroyUserSessions(db: Db, userId: number) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
  for (const cache of sessionCachesOf(db)) cache.dropUser(userId);
}

/**
 * Logs a learner in on this request: the old session (if any) is dropped and a new key is issued,
 * as Django's cycle_key does against session fixation.
 */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number | null,
  data: Record<string, unknown>,
) {
  const { db, config } = request.server;
  const [key] = await Promise.all([
    createSession(db, userId, data, clientOf(request)),
    request.sessionKeyHash ? destroySession(db, request.sessionKeyHash) : undefined,
  ]);
  setSessionCookie(reply, key, config.publicUrl.startsWith('https:'));
  request.sessionKeyHash = hashKey(key);
  request.sessionData = data;
  request.sessionId = null;
}

/**
 * Starts an anonymous session that holds a pending login stage (two-factor), replacing any
 * session this request had.
 */
export function startPendingSession(
  request: FastifyRequest,
  reply: FastifyReply,
  data: Record<string, unknown>,
) {
  return startSession(request, reply, null, data);
}

/** Seen at most this often: last_seen_at, IP and user agent are written at most once a minute. */
export const LAST_SEEN_EVERY_MS = 60_000;

export function setSessionCookie(reply: FastifyReply, key: string, secure: boolean) {
  reply.setCookie(SESSION_COOKIE, key, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: SESSION_MAX_AGE_S,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  reply.setCookie(SESSION_COOKIE, '', {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: 0,
    expires: new Date(0),
  });
}

/**
 * Loads `request.user` from the session cookie: from this instance's session cache
 * (session-cache.ts: dropped on logout, password change, any change to the session or user row, on
 * every instance through NOTIFY; expiry checked on each hit), else with one prepared query (planned
 * once per connection). A cookie that is not a session key reads nothing. Account routes (login,
 * logout, password, profile) drop the learner's cached sessions on this instance before they
 * answer, so the next request reads what they wrote even before the notification arrives.
 */
export const sessionPlugin = fp(async (app) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionKeyHash', null);
  app.decorateRequest('sessionData', null);
  app.decorateRequest('sessionId', null);
  const cache = new SessionCache(app.db);
  await cache.start(app.database);
  app.decorate('sessionCache', cache);
  app.addHook('onClose', () => cache.stop());
  const lookup = app.db
    .select({
      data: sessions.data,
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      userId: sessions.userId,
      id: users.id,
      email: users.email,
      username: users.username,
      language: users.language,
      emailVerified: users.emailVerified,
      subscriptionEndsAt: users.subscriptionEndsAt,
      isActive: users.isActive,
      isStaff: users.isStaff,
    })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.keyHash, sql.placeholder('keyHash')), gt(sessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare('session_lookup');
  app.addHook('onRequest', async (request) => {
    // The staff pages' HTML is sent to staff only (server/web.ts), and a draft lesson's media to staff
    // only (media/routes.ts): their routes read the session too.
    if (!isApiRequest(request) && !isStaffPage(request) && !isMediaRequest(request)) return;
    const key = request.cookies[SESSION_COOKIE];
    if (!key || !SESSION_KEY.test(key)) return;
    const keyHash = hashKey(key);
    let session = cache.get(keyHash);
    if (!session) {
      const begun = cache.begin();
      const [row] = await lookup.execute({ keyHash });
      if (!row) return;
      session = {
        data: row.data,
        userId: row.userId,
        sessionId: row.sessionId,
        lastSeenAt: row.lastSeenAt.getTime(),
        expiresAt: row.expiresAt.getTime(),
        user:
          row.id !== null && row.isActive
            ? ({
                id: row.id,
                email: row.email!,
                username: row.username!,
                language: row.language as Language,
                emailVerified: row.emailVerified!,
                subscriptionEndsAt: row.subscriptionEndsAt,
                isStaff: row.isStaff === true,
              } satisfies SessionUser)
            : null,
      };
      cache.store(keyHash, session, begun);
    }
    // Last seen, IP and user agent for the sessions list, at most once a minute (the sessions
    // trigger ignores these columns, so the cache keeps the session).
    if (Date.now() - session.lastSeenAt >= LAST_SEEN_EVERY_MS) {
      session.lastSeenAt = Date.now();
      const client = clientOf(request);
      await app.db
        .update(sessions)
        .set({ lastSeenAt: new Date(), ip: client.ip, userAgent: client.userAgent })
        .where(eq(sessions.keyHash, keyHash));
    }
    request.sessionKeyHash = keyHash;
    request.sessionData = session.data;
    request.sessionId = session.sessionId;
    // A copy: a handler that changes its request's user changes no other request's.
    if (session.user) request.user = { ...session.user };
  });
  // Account and profile writes change the session or user rows: this instance forgets the learner's
  // sessions before answering (other instances follow the triggers' NOTIFY).
  app.addHook('onSend', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
    if (!request.url.startsWith('/api/_allauth/') && !request.url.startsWith('/api/v1/user-profile/')) return;
    if (request.sessionKeyHash) cache.dropSession(request.sessionKeyHash);
    if (request.user) cache.dropUser(request.user.id);
  });
  app.decorate('requireUser', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.user) {
      await reply.code(401).send({ detail: 'Authentication credentials were not provided.' });
    }
  });
  app.decorate('requireStaff', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.user) {
      await reply.code(401).send({ detail: 'Authentication credentials were not provided.' });
    } else if (!request.user.isStaff) {
      await reply.code(403).send({ detail: 'You do not have permission to perform this action.' });
    }
  });
});
