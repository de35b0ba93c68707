import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, serialId, stampedNow, timestamptz } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: serialId(),
    /** Stored lowercased. */
    email: text('email').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /** Staff may use /staff (lesson import, QA inbox): `npm run admin -- make-staff EMAIL`. */
    isStaff: boolean('is_staff').notNull().default(false),
    /** Interface language of the profile: en | uk | pl. */
    language: text('language').notNull().default('en'),
    subscriptionEndsAt: timestamptz('subscription_ends_at'),
    lastLogin: timestamptz('last_login'),
    dateJoined: stampedNow('date_joined'),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_unique').on(sql`lower(${t.username})`),
  ],
);

/** Server-side sessions. The cookie holds the key; the table holds only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    keyHash: text('key_hash').primaryKey(),
    /** The id allauth's usersessions show and end sessions by (the key itself never leaves the cookie). */
    id: serial('id').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    /** Client IP and user agent when the session began, refreshed with last_seen_at. */
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    /** Updated at most once a minute (usersessions' track_activity). */
    lastSeenAt: stampedNow('last_seen_at'),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    index('sessions_expires_idx').on(t.expiresAt),
    uniqueIndex('sessions_id_unique').on(t.id),
  ],
);

/**
 * Every email address of a learner (allauth's EmailAddress). The primary one is also
 * `users.email` (kept in step; a trigger adds the row when a user is created). An address is
 * verified for at most one learner.
 */
export const emailAddresses = pgTable(
  'email_addresses',
  {
    id: serialId(),
    userId: cascadeRef('user_id', () => users.id),
    /** Stored lowercased. */
    email: text('email').notNull(),
    verified: boolean('verified').notNull().default(false),
    primary: boolean('primary').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_addresses_user_email_unique').on(t.userId, sql`lower(${t.email})`),
    uniqueIndex('email_addresses_verified_unique')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.verified}`),
    index('email_addresses_email_idx').on(sql`lower(${t.email})`),
  ],
);

/**
 * allauth MFA authenticators: `totp` (data: the encrypted secret and the last accepted time step)
 * and `recovery_codes` (data: HMACs of the codes and of those used). One of each type per learner.
 */
export const authenticators = pgTable(
  'authenticators',
  {
    id: serialId(),
    userId: cascadeRef('user_id', () => users.id),
    type: text('type').$type<'totp' | 'recovery_codes'>().notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    lastUsedAt: timestamptz('last_used_at'),
  },
  (t) => [uniqueIndex('authenticators_user_type_unique').on(t.userId, t.type)],
);

/** Sliding-window rate-limit hits, shared by every server instance. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bucket: text('bucket').notNull(),
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('rate_limit_bucket_at_idx').on(t.bucket, t.at)],
);

/** Small key/value store for server secrets generated on first start. */
export const serverSettings = pgTable('server_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
