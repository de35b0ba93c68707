// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mails } from '../../server/mail.ts';

/** Each account mail in en, uk and pl: subject and body in the language, the link unchanged. */
const LINK = 'http://localhost:8000/reset-password?key=MQ%3Aabc-def';
const cases = [
  ['verifyEmail', mails.verifyEmail],
  ['resetPassword', mails.resetPassword],
  ['unknownAccount', mails.unknownAccount],
] as const;
/** Words of three Latin letters or more other than the brand and the link. */
const english = (text: string) =>
  text
    .replace(LINK, '')
    .replace(/Lingvo/g, '')
    .match(/[A-Za-z]{3,}/g) ?? [];

describe('account mails in the learner’s language', () => {
  it.each(cases)('%s in en, uk and pl', (_name, build) => {
    const en = build(LINK, 'en');
    const uk = build(LINK, 'uk');
    const pl = build(LINK, 'pl');
    for (const mail of [en, uk, pl]) {
      // The link is on a line of its own, byte for byte.
      expect(mail.text.split('\n')).toContain(LINK);
      expect(mail.text).not.toMatch(/\{\{|\}\}|mail:/);
      expect(mail.subject.length).toBeGreaterThan(5);
    }
    expect(en.language).toBe('en');
    expect(uk.language).toBe('uk');
    expect(pl.language).toBe('pl');
    expect(english(uk.subject + uk.text)).toEqual([]);
    expect(uk.subject).not.toBe(en.subject);
    expect(pl.subject).not.toBe(en.subject);
    expect(pl.text).not.toBe(en.text);
    // Polish shares the Latin script: no English sentence may be left in it.
    for (const line of en.text.split('\n').filter((l) => l && l !== LINK && !l.includes('Lingvo')))
      expect(pl.text).not.toContain(line);
    expect(
      english(pl.subject + pl.text).filter((w) => /^(the|you|your|this|open|password|email)$/i.test(w)),
    ).toEqual([]);
  });

  it('reads as the learner would expect', () => {
    expect(mails.verifyEmail(LINK, 'uk').subject).toBe('Підтвердьте адресу електронної пошти');
    expect(mails.verifyEmail(LINK, 'pl').subject).toBe('Potwierdź adres e-mail');
    expect(mails.verifyEmail(LINK, 'en').subject).toBe('Confirm your email address');
    // The reset link lasts three days: a plural in each language.
    expect(mails.resetPassword(LINK, 'en').text).toContain('(valid for 3 days):');
    expect(mails.resetPassword(LINK, 'uk').text).toContain('(воно дійсне 3 дні):');
    expect(mails.resetPassword(LINK, 'pl').text).toContain('(ważny przez 3 dni):');
    expect(mails.resetPassword(LINK, 'pl').subject).toBe('Resetowanie hasła');
    expect(mails.unknownAccount('http://localhost:8000/signup', 'uk').text).toContain('зареєструйтеся тут:');
  });
});
