import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import {
  modelActor,
  pathName,
  playPath,
  stateCoverage,
  type Model,
  type ModelEvent,
} from '../../../tests/machines/support.ts';
import { securityListMachine, totpSetupMachine } from './section.ts';

/** Model-based tests of the Security tab's list reader and two-factor setup (shared harness). */

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const fail = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new TypeError('Failed to fetch') });

describe('security list (model-based)', () => {
  const model: Model<typeof securityListMachine> = { effects: ['loadList'], input: { list: 'emails' } };
  const emails = [{ email: 'olena@example.org', verified: true, primary: true }];
  const EVENTS: ModelEvent[] = [{ type: 'list.reload' }, done('loadList', emails), fail('loadList')];
  const paths = getShortestPaths(securityListMachine, { input: { list: 'emails' }, events: EVENTS as never });

  it('visits every state', () => {
    expect(stateCoverage(securityListMachine, paths).missing).toEqual([]);
  });

  it.each(paths.map((p) => [pathName(p), p] as const))('%s', async (_name, path) => {
    const { actor } = await playPath(securityListMachine, model, path, {
      // A list once read stays shown while it is read again; a failure says so.
      invariants: (s) => {
        if (s.matches('loaded')) expect(s.context.value).not.toBeNull();
      },
    });
    actor.stop();
  });

  it('reads the named list, keeps the old one while reloading, and reads again on list.reload', async () => {
    const { actor, play, calls } = modelActor(securityListMachine, { ...model, input: { list: 'sessions' } });
    expect(calls).toEqual(['loadList:{"list":"sessions"}']);
    await play(done('loadList', [{ id: 1 }]));
    actor.send({ type: 'list.reload' });
    expect(actor.getSnapshot().context.value).toEqual([{ id: 1 }]);
    expect(calls).toHaveLength(2);
    await play(fail('loadList'));
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    actor.stop();
  });
});

describe('two-factor setup (model-based)', () => {
  const model: Model<typeof totpSetupMachine> = { effects: ['startTotpSetup'] };
  const setup = {
    secret: 'JBSWY3DPEHPK3PXP',
    totpUrl: 'otpauth://totp/x',
    qrCode: 'data:image/svg+xml;base64,',
  };
  const EVENTS: ModelEvent[] = [
    { type: 'setup.start' },
    { type: 'setup.cancel' },
    done('startTotpSetup', { outcome: 'setup', setup }),
    done('startTotpSetup', { outcome: 'rejected', message: 'Unverified email.', code: 'unverified_email' }),
    fail('startTotpSetup'),
  ];
  const paths = getShortestPaths(totpSetupMachine, { events: EVENTS as never });

  it('visits every state', () => {
    expect(stateCoverage(totpSetupMachine, paths).missing).toEqual([]);
  });

  it.each(paths.map((p) => [pathName(p), p] as const))('%s', async (_name, path) => {
    const { actor } = await playPath(totpSetupMachine, model, path, {
      invariants: (s) => {
        // The secret is shown exactly in `shown`; a refusal only when no secret is.
        expect(s.context.setup !== null).toBe(s.matches('shown'));
        if (s.context.error) expect(s.context.setup).toBeNull();
        expect(s.hasTag('busy')).toBe(s.matches('starting'));
      },
    });
    actor.stop();
  });

  it('a refusal keeps the server message; a network failure has none', async () => {
    const { actor, play } = modelActor(totpSetupMachine, model);
    actor.send({ type: 'setup.start' });
    await play(done('startTotpSetup', { outcome: 'rejected', message: 'Unverified email.', code: null }));
    expect(actor.getSnapshot().context.error).toEqual({ message: 'Unverified email.' });
    actor.send({ type: 'setup.start' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await play(fail('startTotpSetup'));
    expect(actor.getSnapshot().context.error).toEqual({ message: null });
    actor.stop();
  });
});
