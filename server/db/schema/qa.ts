import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, serialId, timestamptz } from './columns.ts';

/**
 * "Report a problem": a description, the page, the app version and the event log of the
 * reporter's tab (src/eventlog format 1, redacted by the recorder). Read by staff (/staff/reports).
 */
export const qaReports = pgTable(
  'qa_reports',
  {
    id: serialId(),
    createdAt: createdAt(),
    /** The signed-in reporter; null for a visitor (or once the account is deleted). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    page: text('page').notNull(),
    appVersion: text('app_version').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    /** Registry ids of the state machines in the log, for the inbox's filter. */
    machines: text('machines')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    recordCount: integer('record_count').notNull().default(0),
    logBytes: integer('log_bytes').notNull().default(0),
    log: jsonb('log').$type<Record<string, unknown>>(),
    /** open | resolved */
    state: text('state').notNull().default('open'),
    resolvedAt: timestamptz('resolved_at'),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('qa_reports_state_created_idx').on(t.state, t.createdAt),
    index('qa_reports_machines_idx').using('gin', t.machines),
  ],
);
