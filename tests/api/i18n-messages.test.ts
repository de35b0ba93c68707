import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questions, videoLessons } from '../../server/db/schema/index.ts';
import { toQuestionRow } from '../../server/quiz/bank.ts';
import { AUTH, GOOD_PASSWORD, mailsTo, tempDataDir, uniqueEmail } from './auth-support.ts';
import { Browser, signedInLearner, startTestApp, type TestApp } from './support.ts';

/**
 * Texts the server writes for a person follow the learner's language: account mails (profile
 * language, else the language cookie or Accept-Language) and the quiz's error details.
 */
describe('server texts in the learner’s language', () => {
  let t: TestApp;
  const dataDir = tempDataDir();
  let questionId: number;
  beforeAll(async () => {
    t = await startTestApp({ dataDir });
    const [lesson] = await t.database.db
      .insert(videoLessons)
      .values({ slug: 'i18n-lesson', name: 'I18n lesson', videoFile: 'x.mp4', cues: [] })
      .returning();
    const [q] = await t.database.db
      .insert(questions)
      .values({
        lessonId: lesson!.id,
        ...toQuestionRow({
          type: 'yes_no',
          slug: 'i18n-yn',
          text: 'Is it true?',
          hint: '',
          explanation: '',
          answer: 'yes',
          cue: null,
        } as never),
      })
      .returning();
    questionId = q!.id;
  });
  afterAll(async () => t?.close());

  const signup = (email: string, headers: Record<string, string>, language?: string) => {
    const browser = new Browser(t.app);
    if (language) browser.cookies.set('django_language', language);
    return browser.post(`${AUTH}/auth/signup`, { email, password: GOOD_PASSWORD }, headers);
  };

  it('the verification mail of a signup is in the request’s language (cookie, then Accept-Language)', async () => {
    const uk = uniqueEmail('uk');
    const pl = uniqueEmail('pl');
    const en = uniqueEmail('en');
    expect((await signup(uk, { 'accept-language': 'uk-UA,uk;q=0.9,en;q=0.8' })).statusCode).toBe(200);
    expect((await signup(pl, { 'accept-language': 'uk' }, 'pl')).statusCode).toBe(200);
    expect((await signup(en, {})).statusCode).toBe(200);
    const [ukMail] = mailsTo(dataDir, uk);
    const [plMail] = mailsTo(dataDir, pl);
    const [enMail] = mailsTo(dataDir, en);
    expect(ukMail!.subject).toBe('Підтвердьте адресу електронної пошти');
    expect(ukMail!.text).toContain('Language: uk');
    expect(ukMail!.text).toContain('Щоб підтвердити її, відкрийте посилання:');
    expect(plMail!.subject).toBe('Potwierdź adres e-mail');
    expect(plMail!.text).toContain('Aby go potwierdzić, otwórz link:');
    expect(enMail!.subject).toBe('Confirm your email address');
    // The link is the same in every language.
    for (const mail of [ukMail, plMail, enMail])
      expect(mail!.link).toMatch(/^http:\/\/localhost:8000\/verify-email\?key=[^\s]+$/);
  });

  it('a reset mail follows the profile language; an unknown address the request’s', async () => {
    const { email } = (await signedInLearner(t, { language: 'pl' })).user;
    const anon = new Browser(t.app);
    const res = await anon.post(`${AUTH}/auth/password/request`, { email }, { 'accept-language': 'uk' });
    expect(res.statusCode).toBe(200);
    const [mail] = mailsTo(dataDir, email);
    expect(mail!.subject).toBe('Resetowanie hasła');
    expect(mail!.text).toContain('(ważny przez 3 dni):');
    expect(mail!.link).toMatch(/^http:\/\/localhost:8000\/reset-password\?key=/);

    const ghost = uniqueEmail('ghost');
    await anon.post(`${AUTH}/auth/password/request`, { email: ghost }, { 'accept-language': 'uk' });
    const [unknown] = mailsTo(dataDir, ghost);
    expect(unknown!.subject).toBe('Скидання пароля');
    expect(unknown!.text).toContain('http://localhost:8000/signup');
  });

  it('the quiz answers a malformed answer and a missing lesson in the learner’s language', async () => {
    const { browser } = await signedInLearner(t, { language: 'uk' });
    const bad = await browser.post(`/api/v1/questions/${questionId}/answers/`, { text_answer: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ detail: 'Відповідь має бути «yes» або «no».', code: 'yesNoFormat' });
    const blank = await browser.post(`/api/v1/questions/${questionId}/answers/`, { text_answer: '  ' });
    expect(blank.json()).toEqual({ detail: 'Будь ласка, дайте відповідь!', code: 'provideAnswer' });
    const missing = await new Browser(t.app).get('/api/v1/videoLesson/999999/questions/', {
      'accept-language': 'pl',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('Nie znaleziono lekcji.');
    const english = await new Browser(t.app).get('/api/v1/videoLesson/999999/questions/');
    expect(english.json().detail).toBe('Lesson not found.');
  });
});
