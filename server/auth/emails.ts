import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { emailAddresses, users } from '../db/schema/index.ts';
import type { Db } from '../db/client.ts';
import { uniqueViolation } from './accounts.ts';

export type EmailAddress = typeof emailAddresses.$inferSelect;

/** allauth's MAX_EMAIL_ADDRESSES (None there; a bound here so a learner cannot grow the table). */
export const MAX_EMAIL_ADDRESSES = 10;

const lowerEmail = (email: string) => sql`lower(${emailAddresses.email}) = ${email.toLowerCase()}`;

/** The email addresses of learners (allauth's EmailAddress model), primary kept equal to users.email. */
export function createEmails(db: Db) {
  return {
    /** The learner's addresses, primary first, then in the order they were added. */
    async list(userId: number): Promise<EmailAddress[]> {
      return db
        .select()
        .from(emailAddresses)
        .where(eq(emailAddresses.userId, userId))
        .orderBy(desc(emailAddresses.primary), asc(emailAddresses.id));
    },

    async find(userId: number, email: string): Promise<EmailAddress | undefined> {
      const [row] = await db
        .select()
        .from(emailAddresses)
        .where(and(eq(emailAddresses.userId, userId), lowerEmail(email)))
        .limit(1);
      return row;
    },

    /** Unverified addresses of a learner (a verification key is checked against each). */
    async unverified(userId: number): Promise<EmailAddress[]> {
      return db
        .select()
        .from(emailAddresses)
        .where(and(eq(emailAddresses.userId, userId), eq(emailAddresses.verified, false)))
        .limit(MAX_EMAIL_ADDRESSES);
    },

    /**
     * The learner who owns this address for login and signup: the one who verified it, else the
     * one whose (unverified) primary it is. An unverified extra address belongs to no one yet.
     */
    async ownerOf(email: string): Promise<number | undefined> {
      const [row] = await db
        .select({ userId: emailAddresses.userId })
        .from(emailAddresses)
        .where(and(lowerEmail(email), sql`(${emailAddresses.verified} or ${emailAddresses.primary})`))
        .orderBy(desc(emailAddresses.verified))
        .limit(1);
      return row?.userId;
    },

    /** Whether another learner has verified this address. */
    async verifiedByOther(userId: number, email: string): Promise<boolean> {
      const rows = await db
        .select({ id: emailAddresses.id })
        .from(emailAddresses)
        .where(
          and(
            lowerEmail(email),
            eq(emailAddresses.verified, true),
            sql`${emailAddresses.userId} <> ${userId}`,
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /** Adds an unverified address; false when the learner has it already (a race with another add). */
    async add(userId: number, email: string): Promise<boolean> {
      try {
        await db.insert(emailAddresses).values({ userId, email: email.toLowerCase() });
        return true;
      } catch (err) {
        if (uniqueViolation(err) !== null) return false;
        throw err;
      }
    },

    /**
     * Marks an address verified (and the account's, when it is the primary). False when another
     * learner verified it first.
     */
    async markVerified(userId: number, email: string): Promise<boolean> {
      try {
        await db.transaction(async (tx) => {
          const [row] = await tx
            .update(emailAddresses)
            .set({ verified: true })
            .where(and(eq(emailAddresses.userId, userId), lowerEmail(email)))
            .returning();
          if (row?.primary) await tx.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
        });
        return true;
      } catch (err) {
        if (uniqueViolation(err) !== null) return false;
        throw err;
      }
    },

    /** Makes a verified address the primary one (and users.email). False on a clash with another account. */
    async makePrimary(userId: number, email: string): Promise<boolean> {
      const lower = email.toLowerCase();
      try {
        await db.transaction(async (tx) => {
          await tx
            .update(emailAddresses)
            .set({ primary: sql`lower(${emailAddresses.email}) = ${lower}` })
            .where(eq(emailAddresses.userId, userId));
          await tx.update(users).set({ email: lower, emailVerified: true }).where(eq(users.id, userId));
        });
        return true;
      } catch (err) {
        if (uniqueViolation(err) !== null) return false;
        throw err;
      }
    },

    /** Removes an address that is not the primary one. */
    async remove(userId: number, email: string) {
      await db
        .delete(emailAddresses)
        .where(and(eq(emailAddresses.userId, userId), lowerEmail(email), eq(emailAddresses.primary, false)));
    },
  };
}

export type Emails = ReturnType<typeof createEmails>;

/** allauth's email address object. */
export const addressData = (a: EmailAddress) => ({
  email: a.email,
  verified: a.verified,
  primary: a.primary,
});
