import { expect, test, type Page } from '@playwright/test';
import { csrfOf, E2E_PASSWORD } from './support.ts';

/**
 * A Ukrainian or Polish learner reads the account API's refusals in their language: a wrong
 * password, an address already taken and a dead reset link (issue 20). The server answers in
 * English with a code; the web app shows the code's text.
 */
const TEXTS = {
  uk: {
    title: 'Вхід — Lingvo',
    email: 'Електронна пошта',
    password: 'Пароль',
    signIn: 'Увійти',
    signUp: 'Зареєструватися',
    newPassword: 'Новий пароль',
    save: 'Зберегти пароль',
    wrongPassword: 'Неправильна адреса електронної пошти або пароль.',
    emailTaken: 'Обліковий запис із цією адресою електронної пошти вже існує.',
    badResetKey: 'Посилання для скидання пароля недійсне або застаріле. Попросіть нове.',
  },
  pl: {
    title: 'Logowanie — Lingvo',
    email: 'E-mail',
    password: 'Hasło',
    signIn: 'Zaloguj się',
    signUp: 'Zarejestruj się',
    newPassword: 'Nowe hasło',
    save: 'Zapisz hasło',
    wrongPassword: 'Nieprawidłowy adres e-mail lub hasło.',
    emailTaken: 'Konto z tym adresem e-mail już istnieje.',
    badResetKey: 'Link do zresetowania hasła jest nieprawidłowy lub wygasł. Poproś o nowy.',
  },
} as const;

/** The English messages the server sends with those codes: never on a uk or pl screen. */
const ENGLISH = [
  'The email address and/or password you specified are not correct.',
  'A user is already registered with this email address.',
  'The password reset token was invalid.',
];

/** An existing learner (signed up through the API in a context of its own, so this page stays signed out). */
async function existingLearner(page: Page): Promise<string> {
  const context = await page.context().browser()!.newContext({ baseURL: test.info().project.use.baseURL });
  const other = await context.newPage();
  await other.request.get('/api/_allauth/browser/v1/config');
  const email = `i18n-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.org`;
  const res = await other.request.post('/api/_allauth/browser/v1/auth/signup', {
    data: { email, password: E2E_PASSWORD },
    headers: { 'X-CSRFToken': await csrfOf(other) },
  });
  expect(res.status()).toBe(200);
  await context.close();
  return email;
}

for (const lang of ['uk', 'pl'] as const) {
  const text = TEXTS[lang];
  test.describe(`account errors in ${lang}`, () => {
    test.beforeEach(async ({ page }) => {
      // The learner's stored choice of interface language (src/services/language.ts).
      await page.addInitScript((l) => localStorage.setItem('selectedLanguage', l), lang);
    });

    test('a wrong password, an address already taken and a dead reset link read in the language', async ({
      page,
    }) => {
      const email = await existingLearner(page);

      // Wrong password.
      await page.goto('/signin');
      await expect(page).toHaveTitle(text.title);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await page.getByLabel(text.email).fill(email);
      await page.getByLabel(text.password, { exact: true }).fill('not-the-password-1');
      await page.getByRole('button', { name: text.signIn, exact: true }).click();
      const notice = page.getByTestId('notice');
      await expect(notice).toContainText(text.wrongPassword);
      for (const english of ENGLISH) await expect(notice).not.toContainText(english);

      // The address is taken.
      await page.goto('/signup');
      await page.getByLabel(text.email).fill(email);
      await page.getByLabel(text.password, { exact: true }).fill(E2E_PASSWORD);
      await page.getByRole('button', { name: text.signUp, exact: true }).click();
      await expect(notice).toContainText(text.emailTaken);
      for (const english of ENGLISH) await expect(notice).not.toContainText(english);

      // A reset link whose key is not valid.
      await page.goto('/reset-password?key=MQ-not-a-key');
      await page.getByLabel(text.newPassword).fill('a-brand-new-pass-42');
      await page.getByRole('button', { name: text.save }).click();
      const alert = page.getByRole('alert');
      await expect(alert).toContainText(text.badResetKey);
      for (const english of ENGLISH) await expect(alert).not.toContainText(english);
    });
  });
}
