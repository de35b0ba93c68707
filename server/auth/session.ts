import crypto from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessions, users } from '../db/schema/index.ts';
import type { Db } from '../db/client.ts';
import type { Language, SessionUser } from '../types.ts';
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

/** Creates a session row for the user and returns the cookie key (only its hash is stored). */
export async function createSession(db: Db, userId: number | null, data: Record<string, unknown> = {}) {
  const key = randomKey(32);
  // Now and then, forget sessions that have expired (they are already ignored when read).
  if (Math.random() < 0.01) await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
  await db.insert(sessions).values({
    keyHash: hashKey(key),
    userId,
    data,
    expiresAt: new Date(Date.now() + SESSION_MAX_AGE_S * 1000),
  });
  return key;
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
  userId: number,
  data: Record<string, unknown>,
) {
  const { db, config } = request.server;
  const [key] = await Promise.all([
    createSession(db, userId, data),
    request.sessionKeyHash ? destroySession(db, request.sessionKeyHash) : undefined,
  ]);
  setSessionCookie(reply, key, config.publicUrl.startsWith('https:'));
  request.sessionKeyHash = hashKey(key);
  request.sessionData = data;
}

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
  const cache = new SessionCache(app.db);
  await cache.start(app.database);
  app.decorate('sessionCache', cache);
  app.addHook('onClose', () => cache.stop());
  const lookup = app.db
    .select({
      data: sessions.data,
      expiresAt: sessions.expiresAt,
      userId: sessions.userId,
      id: users.id,
      email: users.email,
      username: users.username,
      language: users.language,
      emailVerified: users.emailVerified,
      subscriptionEndsAt: users.subscriptionEndsAt,
      isActive: users.isActive,
    })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.keyHash, sql.placeholder('keyHash')), gt(sessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare('session_lookup');
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
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
              } satisfies SessionUser)
            : null,
      };
      cache.store(keyHash, session, begun);
    }
    request.sessionKeyHash = keyHash;
    request.sessionData = session.data;
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
});
