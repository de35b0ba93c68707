/**
 * Admin commands on the configured database (DATABASE_URL, else the PGlite in DATA_DIR):
 *
 *   npm run admin -- grant-pro EMAIL DAYS   PRO for DAYS days from now (0 ends it)
 */
import { eq, sql } from 'drizzle-orm';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { users } from '../server/db/schema/index.ts';

const USAGE = 'Usage: npm run admin -- grant-pro EMAIL DAYS';

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
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .returning({ id: users.id });
  return { found: updated.length > 0, endsAt };
}

async function main(args: string[]) {
  const [command, email, daysText] = args;
  if (command !== 'grant-pro' || !email || !daysText || !/^\d{1,5}$/.test(daysText)) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const { found, endsAt } = await grantPro(database.db, email, Number(daysText));
    if (!found) {
      console.error(`No account with the email ${email}.`);
      return 1;
    }
    console.log(endsAt ? `${email} is PRO until ${endsAt.toISOString()}.` : `${email} is no longer PRO.`);
    return 0;
  } finally {
    await database.close();
  }
}

if (process.argv[1]?.endsWith('admin.ts')) process.exitCode = await main(process.argv.slice(2));
