/**
 * Admin commands on the configured database (DATABASE_URL, else the PGlite in DATA_DIR):
 *
 *   npm run admin -- grant-pro EMAIL DAYS   PRO for DAYS days from now (0 ends it)
 *   npm run admin -- make-staff EMAIL       the account may use the staff pages (/staff)
 *   npm run admin -- revoke-staff EMAIL     it may no longer
 *   STAFF_PASSWORD=… npm run admin -- create-staff EMAIL
 *                                           a new verified staff account (or make an existing one staff)
 *
 * On the embedded PGlite database, run these while the server is stopped (one process at a time).
 */
import crypto from 'node:crypto';
import argon2 from 'argon2';
import { eq, sql } from 'drizzle-orm';
import { ARGON2_OPTIONS, MIN_PASSWORD_LENGTH } from '../server/auth/passwords.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { users } from '../server/db/schema/index.ts';

const USAGE = [
  'Usage: npm run admin -- grant-pro EMAIL DAYS',
  '       npm run admin -- make-staff EMAIL',
  '       npm run admin -- revoke-staff EMAIL',
  '       STAFF_PASSWORD=… npm run admin -- create-staff EMAIL',
].join('\n');

const byEmail = (email: string) => eq(sql`lower(${users.email})`, email.trim().toLowerCase());

export async function grantPro(
  db: Awaited<ReturnType<typeof openDatabase>>['db'],
  email: string,
  days: number,
  now = new Date(),
) {
  const endsAt = days > 0 ? new Date(now.getTime() + days * 86_400_000) : null;
  const updated = await db
    .update(users)
    .set({ subscriptionEndsAt: endsAt })
    .where(byEmail(email))
    .returning({ id: users.id });
  return { found: updated.length > 0, endsAt };
}

/** Gives or takes the staff role; `found` is false when no account has the email. */
export async function setStaff(
  db: Awaited<ReturnType<typeof openDatabase>>['db'],
  email: string,
  staff: boolean,
) {
  const updated = await db
    .update(users)
    .set({ isStaff: staff })
    .where(byEmail(email))
    .returning({ id: users.id });
  return { found: updated.length > 0 };
}

/** A verified staff account with this email and password, or the existing account made staff. */
export async function createStaff(
  db: Awaited<ReturnType<typeof openDatabase>>['db'],
  email: string,
  password: string,
) {
  if ((await setStaff(db, email, true)).found) return { created: false };
  const local = (email.split('@')[0] ?? 'staff').replace(/[^A-Za-z0-9_.-]/g, '').slice(0, 20) || 'staff';
  await db.insert(users).values({
    email: email.trim().toLowerCase(),
    username: `${local}-${crypto.randomBytes(3).toString('hex')}`,
    passwordHash: await argon2.hash(password, ARGON2_OPTIONS),
    emailVerified: true,
    isStaff: true,
  });
  return { created: true };
}

async function withDatabase<T>(run: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>) {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    return await run(database.db);
  } finally {
    await database.close();
  }
}

export async function main(args: string[]) {
  const [command, email, daysText] = args;
  if ((command === 'make-staff' || command === 'revoke-staff') && email && args.length === 2) {
    const staff = command === 'make-staff';
    const { found } = await withDatabase((db) => setStaff(db, email, staff));
    if (!found) {
      console.error(`No account with the email ${email}.`);
      return 1;
    }
    console.log(staff ? `${email} is staff.` : `${email} is no longer staff.`);
    return 0;
  }
  if (command === 'create-staff' && email && args.length === 2) {
    const password = process.env.STAFF_PASSWORD ?? '';
    if (password.length < MIN_PASSWORD_LENGTH || !email.includes('@')) {
      console.error(`Set STAFF_PASSWORD (${MIN_PASSWORD_LENGTH}+ characters) and give an email address.`);
      return 2;
    }
    const { created } = await withDatabase((db) => createStaff(db, email, password));
    console.log(created ? `Created the staff account ${email}.` : `${email} is staff.`);
    return 0;
  }
  if (command !== 'grant-pro' || !email || !daysText || !/^\d{1,5}$/.test(daysText)) {
    console.error(USAGE);
    return 2;
  }
  const { found, endsAt } = await withDatabase((db) => grantPro(db, email, Number(daysText)));
  if (!found) {
    console.error(`No account with the email ${email}.`);
    return 1;
  }
  console.log(endsAt ? `${email} is PRO until ${endsAt.toISOString()}.` : `${email} is no longer PRO.`);
  return 0;
}

if (process.argv[1]?.endsWith('admin.ts')) process.exitCode = await main(process.argv.slice(2));
