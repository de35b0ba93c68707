import type { AppConfig } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { CataloguePageCache } from './catalogue/page-cache.ts';
import type { MediaStorage } from './media/storage.ts';

export type Language = 'en' | 'uk' | 'pl';
export const LANGUAGES: readonly Language[] = ['en', 'uk', 'pl'];

/** The signed-in learner, loaded from the session cookie on every request. */
export interface SessionUser {
  id: number;
  email: string;
  username: string;
  language: Language;
  emailVerified: boolean;
  subscriptionEndsAt: Date | null;
  /** May use the staff pages (/staff, /api/v1/staff/...). */
  isStaff: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    db: Db;
    /** Whole anonymous catalogue pages until the catalogue changes. */
    cataloguePages: CataloguePageCache;
    /** Lesson media: imported files in DATA_DIR/media over the demo media (media/storage.ts). */
    media: MediaStorage;
    /** preHandler: 401 `{detail}` unless a learner is signed in. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: 401 for a visitor, 403 for a signed-in learner who is not staff. */
    requireStaff: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    /** SHA-256 of the session cookie when it names a live session. */
    sessionKeyHash: string | null;
    sessionData: Record<string, unknown> | null;
    /** The session row's id (allauth usersessions), when the cookie names a live session. */
    sessionId: number | null;
  }
}
