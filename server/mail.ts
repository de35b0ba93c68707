import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The one link the learner has to follow (reset, verify); logged only in outbox mode. */
  link?: string;
}

export interface Mailer {
  /** Never throws: a mail that cannot be sent is logged, the request goes on. */
  send(message: MailMessage): Promise<void>;
  /** Folder of written mails when there is no SMTP server. */
  outboxDir: string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

const FROM = 'Lingvo <no-reply@lingvo.local>';

/**
 * SMTP through nodemailer when `smtpUrl` is set. Otherwise each mail is written to
 * `dataDir/outbox` as a real .eml plus a readable .txt, and its link is logged, so reset and
 * verification links can be followed on a machine with no mail server.
 */
export function createMailer(opts: { smtpUrl?: string; dataDir: string }, log: FastifyBaseLogger): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      outboxDir: null,
      async send(message) {
        try {
          await transport.sendMail({
            from: FROM,
            to: message.to,
            subject: message.subject,
            text: message.text,
          });
          log.info({ subject: message.subject }, 'mail sent');
        } catch (err) {
          log.error({ err, subject: message.subject }, 'mail could not be sent');
        }
      },
    };
  }
  const outboxDir = path.join(opts.dataDir, 'outbox');
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    outboxDir,
    async send(message) {
      try {
        const info = await stream.sendMail({
          from: FROM,
          to: message.to,
          subject: message.subject,
          text: message.text,
        });
        const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}`;
        await fs.mkdir(outboxDir, { recursive: true });
        await fs.writeFile(path.join(outboxDir, `${name}.eml`), info.message as Buffer);
        await fs.writeFile(
          path.join(outboxDir, `${name}.txt`),
          `To: ${message.to}\nSubject: ${message.subject}\n\n${message.text}`,
        );
        log.info(
          { subject: message.subject, file: `${name}.eml`, link: message.link },
          'mail written to the outbox (no SMTP_URL)',
        );
      } catch (err) {
        log.error({ err, subject: message.subject }, 'mail could not be written to the outbox');
      }
    },
  };
}

/** The texts of the account mails. */
export const mails = {
  verifyEmail: (link: string) => ({
    subject: 'Confirm your email address',
    text: `Hello from Lingvo!\n\nYou signed up with this email address. To confirm it, open this link:\n\n${link}\n\nIf you did not sign up, you can ignore this message.\n`,
  }),
  verifyAddedEmail: (link: string) => ({
    subject: 'Confirm your email address',
    text: `Hello from Lingvo!\n\nThis email address was added to a Lingvo account. To confirm it, open this link:\n\n${link}\n\nIf you did not add it, you can ignore this message.\n`,
  }),
  resetPassword: (link: string) => ({
    subject: 'Password reset',
    text: `Hello from Lingvo!\n\nSomeone asked to reset the password of the account with this email address. To choose a new password, open this link (valid for three days):\n\n${link}\n\nIf it was not you, ignore this message: your password stays as it is.\n`,
  }),
  unknownAccount: (signupLink: string) => ({
    subject: 'Password reset',
    text: `Hello from Lingvo!\n\nSomeone asked to reset a password for this email address, but there is no account with it. If it was you, you can sign up here:\n\n${signupLink}\n\nIf it was not you, ignore this message.\n`,
  }),
};
