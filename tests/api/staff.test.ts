import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema/index.ts';
import { setStaff } from '../../tools/admin.ts';
import { AUTH } from './auth-support.ts';
import { Browser, signedInLearner, startTestApp, type TestApp, sessionsSettled } from './support.ts';

describe('staff role', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('staff routes answer 401 to a visitor, 403 to a learner and 200 to staff', async () => {
    const visitor = new Browser(t.app);
    expect((await visitor.get('/api/v1/staff/me/')).statusCode).toBe(401);
    const { browser, user } = await signedInLearner(t);
    expect((await browser.get('/api/v1/staff/me/')).statusCode).toBe(403);

    expect(await setStaff(t.database.db, user.email.toUpperCase(), true)).toEqual({ found: true });
    await sessionsSettled(t); // the cached session hears of the direct write
    const me = await browser.get('/api/v1/staff/me/');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: user.id, is_staff: true });

    await setStaff(t.database.db, user.email, false);
    await sessionsSettled(t); // the cached session hears of the direct write
    expect((await browser.get('/api/v1/staff/me/')).statusCode).toBe(403);
    expect((await setStaff(t.database.db, 'nobody@example.org', true)).found).toBe(false);
    await sessionsSettled(t); // the cached session hears of the direct write
  });

  it('the session user says is_staff only for staff', async () => {
    const { browser, user } = await signedInLearner(t);
    const before = (await browser.get(`${AUTH}/auth/session`)).json();
    expect(before.data.user).not.toHaveProperty('is_staff');
    await t.database.db.update(users).set({ isStaff: true }).where(eq(users.id, user.id));
    await sessionsSettled(t); // the cached session hears of the direct write
    const after = (await browser.get(`${AUTH}/auth/session`)).json();
    expect(after.data.user).toMatchObject({ id: user.id, is_staff: true });
  });

  it('a staff login answers with is_staff in the user object', async () => {
    const { user } = await signedInLearner(t, { password: 'correct horse battery' });
    await setStaff(t.database.db, user.email, true);
    await sessionsSettled(t); // the cached session hears of the direct write
    const browser = new Browser(t.app);
    const res = await browser.post(`${AUTH}/auth/login`, {
      email: user.email,
      password: 'correct horse battery',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.is_staff).toBe(true);
  });

  it('the staff pages’ HTML answers 401 to a visitor, 403 to a learner and 200 to staff', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lingvo-staff-web-'));
    fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><head><title>Lingvo</title></head>');
    const web = await startTestApp({ webDist: root });
    try {
      const pages = [
        '/staff',
        '/staff/',
        '/staff/lessons',
        '/staff/reports/12',
        '/STAFF/lessons',
        '/%73taff',
      ];
      const visitor = new Browser(web.app);
      for (const page of pages) {
        const res = await visitor.get(page);
        expect(res.statusCode, page).toBe(401);
        expect(res.headers['content-type'], page).toContain('text/html');
      }
      const { browser, user } = await signedInLearner(web);
      for (const page of pages) expect((await browser.get(page)).statusCode, page).toBe(403);
      // Other pages are not guarded.
      expect((await browser.get('/staffroom')).statusCode).toBe(200);
      await setStaff(web.database.db, user.email, true);
      await sessionsSettled(web);
      for (const page of pages) expect((await browser.get(page)).statusCode, page).toBe(200);
    } finally {
      await web.close();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
