import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type InspectionEvent } from 'xstate';
import { createRecorder } from '../../src/eventlog/recorder.ts';
import { isSecretKey } from '../../src/eventlog/sanitize.ts';
import { authSessionMachine } from '../../src/machines/auth-session/machine.ts';
import { credentialsMachine } from '../../src/machines/auth-session/credentials.ts';
import { learnerSessionMachine } from '../../src/machines/auth-session/session.ts';
import { securityActionMachine } from '../../src/machines/security-action/machine.ts';
import type { ActionResult, ReauthResult } from '../../src/machines/security-action/types.ts';
import type { LoginResult, SecondFactorResult, SessionCheck } from '../../src/machines/auth-session/types.ts';

const settle = () => new Promise((r) => setTimeout(r, 0));

/**
 * The event log never records a password, an authenticator or recovery code, a TOTP secret or
 * its otpauth:// URI / QR code: the real machines run with the recorder and every secret they
 * receive (events, effect inputs, effect outputs) is looked for in the stored log.
 */
describe('event log: the account security flows keep no secret', () => {
  it('names of second-factor secrets are secret keys; ordinary words are not', () => {
    for (const key of [
      'otp',
      'totpUrl',
      'qrCode',
      'recoveryCodes',
      'currentPassword',
      'newPassword',
      'secret',
    ])
      expect(isSecretKey(key), key).toBe(true);
    for (const key of ['code', 'kind', 'email', 'flows', 'completed', 'ids'])
      expect(isSecretKey(key), key).toBe(false);
  });

  it('Security tab: passwords, codes and recovery codes stay out of the log', async () => {
    const recorder = createRecorder();
    let reauthenticated = false;
    const actor = createActor(
      securityActionMachine.provide({
        actors: {
          runAction: fromPromise(async ({ input }): Promise<ActionResult> => {
            if (input.kind === 'password.change' && !reauthenticated)
              return { outcome: 'reauthenticationRequired', flows: ['reauthenticate', 'mfa_reauthenticate'] };
            return { outcome: 'done', recoveryCodes: ['zyxwv-utsrq', 'mnbvc-xzlkj'] };
          }),
          reauthenticate: fromPromise(async (): Promise<ReauthResult> => {
            reauthenticated = true;
            return { outcome: 'done' };
          }),
        },
      }),
      { inspect: (e: InspectionEvent) => recorder.inspect(e) },
    ).start();
    actor.send({
      type: 'action.run',
      action: { kind: 'password.change', currentPassword: 'old-Secret-1', newPassword: 'new-Secret-2' },
    });
    await settle();
    actor.send({ type: 'reauth.submit', method: 'password', password: 'reauth-Secret-3' });
    await settle();
    actor.send({ type: 'action.run', action: { kind: 'totp.activate', otp: '493817' } });
    await settle();
    actor.send({ type: 'action.run', action: { kind: 'recoveryCodes.view' } });
    await settle();
    expect(actor.getSnapshot().context.recoveryCodes).toEqual(['zyxwv-utsrq', 'mnbvc-xzlkj']);
    actor.send({
      type: 'action.run',
      action: { kind: 'password.change', currentPassword: 'x', newPassword: 'y' },
    });
    await settle();
    actor.send({ type: 'reauth.submit', method: 'mfa', otp: '771254' });
    await settle();
    const json = JSON.stringify(recorder.getLog());
    expect(json).toContain('totp.activate'); // the log did record the flow
    for (const secret of [
      'old-Secret-1',
      'new-Secret-2',
      'reauth-Secret-3',
      '493817',
      '771254',
      'zyxwv-utsrq',
      'mnbvc-xzlkj',
    ])
      expect(json, secret).not.toContain(secret);
    actor.stop();
  });

  it('sign-in with two-factor: the password and the code stay out of the log', async () => {
    const recorder = createRecorder();
    const actor = createActor(
      authSessionMachine.provide({
        actors: {
          checkSession: fromPromise(async (): Promise<SessionCheck> => ({ user: null, language: null })),
          credentials: credentialsMachine.provide({
            actors: {
              login: fromPromise(async (): Promise<LoginResult> => ({ outcome: 'secondFactor' })),
              secondFactor: fromPromise(async (): Promise<SecondFactorResult> => ({
                outcome: 'signedIn',
                user: { id: 1, username: 'o' },
                language: 'en',
              })),
            },
          }),
          learnerSession: learnerSessionMachine.provide({
            actors: { loadStats: fromPromise(async () => ({})) },
          }),
        },
      }),
      { inspect: (e: InspectionEvent) => recorder.inspect(e) },
    ).start();
    await settle();
    actor.send({ type: 'login.submit', email: 'o@example.org', password: 'login-Secret-4' });
    await settle();
    actor.send({ type: 'mfa.submit', otp: 'qwert-yuiop' });
    await settle();
    expect(actor.getSnapshot().matches({ session: 'signedIn' })).toBe(true);
    const json = JSON.stringify(recorder.getLog());
    expect(json).toContain('mfa.submit');
    for (const secret of ['login-Secret-4', 'qwert-yuiop']) expect(json, secret).not.toContain(secret);
    actor.stop();
  });

  it('a TOTP setup answer (secret, otpauth:// URI, QR code) is redacted wherever it appears', async () => {
    const { sanitize } = await import('../../src/eventlog/sanitize.ts');
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const clean = JSON.stringify(
      sanitize({
        setup: {
          secret,
          totpUrl: `otpauth://totp/Lingvo:o?secret=${secret}`,
          qrCode: 'data:image/svg+xml;base64,PHN2Zz4=',
        },
        meta: { totp_url: `otpauth://totp/Lingvo:o?secret=${secret}&issuer=Lingvo` },
        note: `otpauth://totp/Lingvo:o?secret=${secret}`,
      }),
    );
    expect(clean).not.toContain(secret);
    expect(clean).not.toContain('PHN2Zz4=');
  });
});
