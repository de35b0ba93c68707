import crypto from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessions, users } from '../db/schema/index.ts';
import type { Db } from '../db/client.ts';
import type { Language, SessionUser } from '../types.ts';

export const SESSION_COOKIE = 'sessionid';
export const SESSION_MAX_AGE_S = 1209600; // two weeks, Django's default

export const hashKey = (key: string) => crypto.createHash('sha256').update(key).digest('hex');
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

export async function destroySession(db: Db, keyHash: string) {
  await db.delete(sessions).where(eq(sessions.keyHash, keyHash));
}

/** Ends every session of a learner (after a password reset). */
export async function destroyUserSessions(db: Db, userId: number) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
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
 * Loads `request.user` from the session cookie with one prepared query (planned once per
 * connection: the session check is on every API call, so it is kept as cheap as a query can be).
 */
export const sessionPlugin = fp(async (app) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionKeyHash', null);
  app.decorateRequest('sessionData', null);
  const lookup = app.db
    .select({
      data: sessions.data,
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
    if (!request.url.startsWith('/api/')) return;
    const key = request.cookies[SESSION_COOKIE];
    if (!key || key.length > 128) return;
    const keyHash = hashKey(key);
    const [row] = await lookup.execute({ keyHash });
    if (!row) return;
    request.sessionKeyHash = keyHash;
    request.sessionData = row.data;
    if (row.id !== null && row.isActive) {
      request.user = {
        id: row.id,
        email: row.email!,
        username: row.username!,
        language: row.language as Language,
        emailVerified: row.emailVerified!,
        subscriptionEndsAt: row.subscriptionEndsAt,
        isStaff: row.isStaff === true,
      } satisfies SessionUser;
    }
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
