import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { RESET_KEY_MAX_AGE_S } from './auth/keys.ts';
import { serverT } from './i18n.ts';
import type { Language } from './types.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The one link the learner has to follow (reset, verify); logged only in outbox mode. */
  link?: string;
  /** The language the mail is written in (Content-Language). */
  language?: Language;
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

const languageHeader = (message: MailMessage) =>
  message.language ? { headers: { 'Content-Language': message.language } } : {};

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
            ...languageHeader(message),
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
          ...languageHeader(message),
        });
        const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}`;
        await fs.mkdir(outboxDir, { recursive: true });
        await fs.writeFile(path.join(outboxDir, `${name}.eml`), info.message as Buffer);
        await fs.writeFile(
          path.join(outboxDir, `${name}.txt`),
          `To: ${message.to}\nSubject: ${message.subject}\nLanguage: ${message.language ?? 'en'}\n\n${message.text}`,
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

/**
 * The texts of the account mails in the learner's language (mail.json, through the server's
 * i18next instance); the link is the same in every language.
 */
export const mails = {
  verifyEmail: (link: string, lang: Language = 'en') => {
    const t = serverT(lang);
    return {
      language: lang,
      subject: t('mail:verify.subject'),
      text: `${t('mail:greeting')}\n\n${t('mail:verify.body')}\n\n${link}\n\n${t('mail:verify.ignore')}\n`,
    };
  },
  verifyAddedEmail: (link: string, lang: Language = 'en') => {
    const t = serverT(lang);
    return {
      language: lang,
      subject: t('mail:verify.subject'),
      text: `${t('mail:greeting')}\n\n${t('mail:verifyAdded.body')}\n\n${link}\n\n${t('mail:verifyAdded.ignore')}\n`,
    };
  },
  resetPassword: (link: string, lang: Language = 'en') => {
    const t = serverT(lang);
    const days = Math.round(RESET_KEY_MAX_AGE_S / 86400);
    return {
      language: lang,
      subject: t('mail:reset.subject'),
      text: `${t('mail:greeting')}\n\n${t('mail:reset.intro')} ${t('mail:reset.valid', { count: days })}\n\n${link}\n\n${t('mail:reset.ignore')}\n`,
    };
  },
  unknownAccount: (signupLink: string, lang: Language = 'en') => {
    const t = serverT(lang);
    return {
      language: lang,
      subject: t('mail:unknownAccount.subject'),
      text: `${t('mail:greeting')}\n\n${t('mail:unknownAccount.body')}\n\n${signupLink}\n\n${t('mail:unknownAccount.ignore')}\n`,
    };
  },
};
