import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { emailAddresses, users } from '../db/schema/index.ts';
import type { Db } from '../db/client.ts';

export type Account = typeof users.$inferSelect;

/** Learner accounts: emails are stored lowercased, emails and usernames unique case-insensitively. */
export function createAccounts(db: Db) {
  const byLowerEmail = (email: string) => sql`lower(${users.email}) = ${email.toLowerCase()}`;
  const byLowerUsername = (username: string) => sql`lower(${users.username}) = ${username.toLowerCase()}`;

  async function usernameTaken(username: string) {
    const rows = await db.select({ id: users.id }).from(users).where(byLowerUsername(username)).limit(1);
    return rows.length > 0;
  }

  /** An address that names a learner: verified by them, or their primary one (see emails.ownerOf). */
  const owningAddress = (email: string) =>
    sql`exists (select 1 from ${emailAddresses} where ${emailAddresses.userId} = ${users.id}
      and lower(${emailAddresses.email}) = ${email.toLowerCase()}
      and (${emailAddresses.verified} or ${emailAddresses.primary}))`;

  return {
    /** The learner this address logs in: the one who verified it, else the one whose primary it is. */
    async findByEmail(email: string): Promise<Account | undefined> {
      const [row] = await db
        .select({ user: users })
        .from(users)
        .innerJoin(emailAddresses, eq(emailAddresses.userId, users.id))
        .where(
          sql`lower(${emailAddresses.email}) = ${email.toLowerCase()}
            and (${emailAddresses.verified} or ${emailAddresses.primary})`,
        )
        .orderBy(sql`${emailAddresses.verified} desc`)
        .limit(1);
      return row?.user;
    },
    async findById(id: number): Promise<Account | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },
    /** Taken: some learner's primary address, or verified by some learner. */
    async emailTaken(email: string) {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`${byLowerEmail(email)} or ${owningAddress(email)}`)
        .limit(1);
      return rows.length > 0;
    },
    usernameTaken,

    /**
     * allauth's generate_unique_username: the email's local part reduced to allowed characters,
     * then a number appended until it is free.
     */
    async freeUsernameFor(email: string): Promise<string> {
      const base =
        (email.split('@')[0] ?? '')
          .normalize('NFKD')
          .replace(/[^\w.+-]/g, '')
          .toLowerCase()
          .slice(0, 30) || 'user';
      if (!(await usernameTaken(base))) return base;
      for (let i = 0; i < 20; i++) {
        const candidate = `${base}${crypto.randomInt(10, 10 ** Math.min(6, 2 + i))}`;
        if (!(await usernameTaken(candidate))) return candidate;
      }
      return `${base}${crypto.randomBytes(6).toString('hex')}`;
    },

    async create(fields: { email: string; username: string; passwordHash: string }): Promise<Account> {
      const [row] = await db
        .insert(users)
        .values({ ...fields, email: fields.email.toLowerCase() })
        .returning();
      return row!;
    },
    async setPasswordHash(id: number, passwordHash: string) {
      await db.update(users).set({ passwordHash }).where(eq(users.id, id));
    },
    async touchLastLogin(id: number) {
      await db.update(users).set({ lastLogin: new Date() }).where(eq(users.id, id));
    },
  };
}

export type Accounts = ReturnType<typeof createAccounts>;

/** A unique-index violation on insert, with the index that refused it. */
export function uniqueViolation(err: unknown): string | null {
  let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 3; depth++) {
    if (e.code === '23505') return e.constraint ?? '';
    e = e.cause as typeof e;
  }
  return null;
}
