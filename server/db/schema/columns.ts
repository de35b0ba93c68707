/**
 * Column builders shared by the schema files. Each is a function so every table gets its own
 * builder; the SQL they produce is exactly that of the inline builders they replace (the
 * migrations are unchanged: `npx drizzle-kit generate` finds nothing to migrate).
 * Not re-exported from index.ts: these are not tables.
 */
import { integer, serial, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** `id serial PRIMARY KEY`. */
export const serialId = () => serial('id').primaryKey();

/** A `timestamp with time zone` column (nullable). */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** A NOT NULL `timestamp with time zone` defaulting to now(). */
export const stampedNow = (name: string) => timestamptz(name).notNull().defaultNow();

/** `created_at timestamptz NOT NULL DEFAULT now()`. */
export const createdAt = () => stampedNow('created_at');

/** A NOT NULL integer foreign key whose rows go with the row it references (ON DELETE CASCADE). */
export const cascadeRef = (name: string, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target, { onDelete: 'cascade' });
