import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import { authenticators, emailAddresses } from '../db/schema/index.ts';
import type { Db } from '../db/client.ts';

/** allauth MFA defaults: 30 s steps, 6 digits, 10 recovery codes. */
export const TOTP_PERIOD_S = 30;
export const TOTP_DIGITS = 6;
/** One step either side is accepted (clock drift); each step's code is still accepted once only. */
export const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const ISSUER = 'Lingvo';

export type Authenticator = typeof authenticators.$inferSelect;
export type AuthenticatorType = 'totp' | 'recovery_codes';

export const newTotpSecret = () => new OTPAuth.Secret({ size: 20 }).base32;

function totpOf(secret: string, label = '') {
  return new OTPAuth.TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_S,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
}

/** The otpauth:// URI an authenticator app reads (allauth's build_totp_url). */
export const totpUrl = (secret: string, account: string) => totpOf(secret, account).toString();

/** The QR code of an otpauth:// URI, as an SVG data URL. */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * The time step a code belongs to, or null when it is no code of this secret now (±1 step).
 * Codes are compared as otpauth does (constant time).
 */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: TOTP_WINDOW });
  if (delta === null) return null;
  return Math.floor(now / 1000 / TOTP_PERIOD_S) + delta;
}

/** User input of a code: spaces and dashes dropped, lowercased. */
export const normalizeCode = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();

/** Ten fresh recovery codes `xxxxx-xxxxx` (about 49 bits each). */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    let code = '';
    for (let i = 0; i < 10; i++) code += RECOVERY_ALPHABET[crypto.randomInt(RECOVERY_ALPHABET.length)];
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}

/**
 * Secrets at rest: the TOTP secret is sealed with AES-256-GCM and recovery codes are kept only as
 * HMACs, both under keys derived from the server's SECRET_KEY.
 */
export function createMfaCrypto(secretKey: string) {
  const sealKey = crypto.createHash('sha256').update(`mfa-totp-seal:${secretKey}`).digest();
  const codeKey = `mfa-recovery-code:${secretKey}`;
  return {
    seal(plain: string): string {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv('aes-256-gcm', sealKey, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
    },
    open(sealed: string): string {
      const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
      const decipher = crypto.createDecipheriv('aes-256-gcm', sealKey, iv!);
      decipher.setAuthTag(tag!);
      return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
    },
    codeHash(userId: number, code: string): string {
      return crypto
        .createHmac('sha256', codeKey)
        .update(`${userId}:${normalizeCode(code)}`)
        .digest('hex')
        .slice(0, 40);
    },
  };
}

export type MfaCrypto = ReturnType<typeof createMfaCrypto>;

interface RecoveryData {
  codes: string[];
  used: string[];
}
interface TotpData {
  secret: string;
  last_step?: number;
}

/** allauth's authenticator object (recovery codes with their counts; the codes only when asked). */
export function authenticatorData(a: Authenticator, unusedCodes?: string[]) {
  const base = {
    type: a.type,
    created_at: a.createdAt.getTime() / 1000,
    last_used_at: a.lastUsedAt ? a.lastUsedAt.getTime() / 1000 : null,
  };
  if (a.type !== 'recovery_codes') return base;
  const data = a.data as unknown as RecoveryData;
  return {
    ...base,
    total_code_count: data.codes.length,
    unused_code_count: data.codes.length - data.used.length,
    ...(unusedCodes ? { unused_codes: unusedCodes } : {}),
  };
}

/** The authenticators of learners (allauth's Authenticator model for TOTP and recovery codes). */
export function createAuthenticators(db: Db, mfaCrypto: MfaCrypto) {
  async function get(userId: number, type: AuthenticatorType) {
    const [row] = await db
      .select()
      .from(authenticators)
      .where(and(eq(authenticators.userId, userId), eq(authenticators.type, type)))
      .limit(1);
    return row;
  }

  /** Replaces the learner's recovery codes with fresh ones; the plain codes come back once. */
  async function generateRecoveryCodes(userId: number): Promise<{ row: Authenticator; codes: string[] }> {
    const codes = newRecoveryCodes();
    const data: RecoveryData = { codes: codes.map((c) => mfaCrypto.codeHash(userId, c)), used: [] };
    const [row] = await db
      .insert(authenticators)
      .values({ userId, type: 'recovery_codes', data: data as unknown as Record<string, unknown> })
      .onConflictDoUpdate({
        target: [authenticators.userId, authenticators.type],
        set: { data: data as unknown as Record<string, unknown>, createdAt: new Date(), lastUsedAt: null },
      })
      .returning();
    return { row: row!, codes };
  }

  return {
    get,
    async list(userId: number): Promise<Authenticator[]> {
      return db
        .select()
        .from(authenticators)
        .where(eq(authenticators.userId, userId))
        .orderBy(authenticators.id);
    },
    /** Types that can authenticate this learner now: totp, and recovery_codes when some are unused. */
    async types(userId: number): Promise<AuthenticatorType[]> {
      const rows = await this.list(userId);
      if (!rows.some((r) => r.type === 'totp')) return [];
      return rows.map((r) => r.type);
    },
    async enabled(userId: number): Promise<boolean> {
      return (await get(userId, 'totp')) !== undefined;
    },

    /** allauth's validate_can_add_authenticator: every address must be verified first. */
    async hasUnverifiedEmail(userId: number): Promise<boolean> {
      const rows = await db
        .select({ id: emailAddresses.id })
        .from(emailAddresses)
        .where(and(eq(emailAddresses.userId, userId), eq(emailAddresses.verified, false)))
        .limit(1);
      return rows.length > 0;
    },

    /**
     * Turns TOTP on with a secret whose code was just checked at `step` (that step cannot be used
     * again), and makes recovery codes when there are none. Null when TOTP was on already.
     */
    async activateTotp(
      userId: number,
      secret: string,
      step: number,
    ): Promise<{ totp: Authenticator; codes: string[] | null } | null> {
      const data: TotpData = { secret: mfaCrypto.seal(secret), last_step: step };
      const [totp] = await db
        .insert(authenticators)
        .values({ userId, type: 'totp', data: data as unknown as Record<string, unknown> })
        .onConflictDoNothing()
        .returning();
      if (!totp) return null;
      const existing = await get(userId, 'recovery_codes');
      if (existing) return { totp, codes: null };
      const { codes } = await generateRecoveryCodes(userId);
      return { totp, codes };
    },

    /** Turns two-factor off: the TOTP authenticator and the recovery codes go together. */
    async deactivate(userId: number) {
      await db.delete(authenticators).where(eq(authenticators.userId, userId));
    },

    generateRecoveryCodes,

    /**
     * Checks a code against the learner's authenticators and uses it up: a TOTP code is accepted
     * once (its time step must be later than the last accepted one, in one conditional update, so
     * two requests racing with one code cannot both pass); a recovery code once ever.
     */
    async useCode(userId: number, input: string): Promise<Authenticator | null> {
      const code = normalizeCode(input);
      if (/^\d{6}$/.test(code)) {
        const totp = await get(userId, 'totp');
        if (!totp) return null;
        const data = totp.data as unknown as TotpData;
        const step = totpStep(mfaCrypto.open(data.secret), code);
        if (step === null) return null;
        const [used] = await db
          .update(authenticators)
          .set({
            data: sql`jsonb_set(${authenticators.data}, '{last_step}', to_jsonb(${step}::bigint))`,
            lastUsedAt: new Date(),
          })
          .where(
            and(
              eq(authenticators.id, totp.id),
              sql`coalesce((${authenticators.data}->>'last_step')::bigint, -1) < ${step}`,
            ),
          )
          .returning();
        return used ?? null;
      }
      if (!/^[a-z0-9]{10}$/.test(code)) return null;
      const hash = mfaCrypto.codeHash(userId, code);
      const [used] = await db
        .update(authenticators)
        .set({
          data: sql`jsonb_set(${authenticators.data}, '{used}', (${authenticators.data}->'used') || jsonb_build_array(${hash}::text))`,
          lastUsedAt: new Date(),
        })
        .where(
          and(
            eq(authenticators.userId, userId),
            eq(authenticators.type, 'recovery_codes'),
            sql`(${authenticators.data}->'codes') @> jsonb_build_array(${hash}::text)`,
            sql`not ((${authenticators.data}->'used') @> jsonb_build_array(${hash}::text))`,
            // Recovery codes only count while TOTP is on.
            sql`exists (select 1 from ${authenticators} t where t.user_id = ${userId} and t.type = 'totp')`,
          ),
        )
        .returning();
      return used ?? null;
    },
  };
}

export type Authenticators = ReturnType<typeof createAuthenticators>;
