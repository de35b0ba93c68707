import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { securityActionMachine } from '../../src/machines/security-action/machine.ts';
import {
  selectError,
  selectIsBusy,
  selectNeedsReauthentication,
  selectRecoveryCodes,
  selectReauthFlows,
} from '../../src/machines/security-action/selectors.ts';
import type {
  ActionResult,
  ReauthInput,
  SecurityAction,
  SecurityActionEvent,
} from '../../src/machines/security-action/types.ts';
import { player, type PendingEffect } from './support.ts';

/**
 * Model-based: paths from the machine (xstate/graph), each replayed on a real actor whose effects
 * are deferred promises; after each step the actor is where the model says, holds the invariants,
 * and ran exactly the effects the step implies (the action again after a reauthentication).
 */

type Snapshot = SnapshotFrom<typeof securityActionMachine>;
type ModelEvent = SecurityActionEvent | { type: string; output?: unknown; error?: unknown };

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const fail = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new TypeError('Failed to fetch') });

const ADD: SecurityAction = { kind: 'email.add', email: 'second@example.org' };
const VIEW: SecurityAction = { kind: 'recoveryCodes.view' };

const EVENTS: ModelEvent[] = [
  { type: 'action.run', action: ADD },
  { type: 'action.run', action: VIEW },
  { type: 'reauth.submit', method: 'password', password: '' },
  { type: 'reauth.submit', method: 'password', password: 'correct horse' },
  { type: 'reauth.submit', method: 'mfa', otp: '123456' },
  { type: 'reauth.cancel' },
  { type: 'action.reset' },
  done('runAction', { outcome: 'done' }),
  done('runAction', { outcome: 'done', recoveryCodes: ['abcde-fghij', 'klmno-pqrst'] }),
  done('runAction', { outcome: 'reauthenticationRequired', flows: ['reauthenticate', 'mfa_reauthenticate'] }),
  done('runAction', { outcome: 'reauthenticationRequired', flows: [] }),
  done('runAction', {
    outcome: 'rejected',
    message: 'This email address is already associated with this account.',
    code: 'duplicate_email',
    status: 400,
  }),
  done('runAction', { outcome: 'rejected', message: null, code: null, status: 429 }),
  done('runAction', { outcome: 'signedOut' }),
  fail('runAction'),
  done('reauthenticate', { outcome: 'done' }),
  done('reauthenticate', { outcome: 'rejected', message: 'Incorrect password.', code: 'incorrect_password' }),
  done('reauthenticate', { outcome: 'rejected', message: null, code: null }),
  fail('reauthenticate'),
];

function createHarness() {
  const pending = new Map<string, PendingEffect>();
  const effects: string[] = [];
  const inputs: { runAction: SecurityAction[]; reauthenticate: ReauthInput[] } = {
    runAction: [],
    reauthenticate: [],
  };
  const deferred = (id: 'runAction' | 'reauthenticate') =>
    fromPromise(({ input }: { input: never }) => {
      effects.push(id);
      inputs[id].push(input);
      return new Promise<never>((resolve, reject) => pending.set(id, { resolve: resolve as never, reject }));
    }) as never;
  const actor = createActor(
    securityActionMachine.provide({
      actors: { runAction: deferred('runAction'), reauthenticate: deferred('reauthenticate') },
      actions: { signedOut: () => effects.push('signedOut') },
    }),
  ).start();
  return { actor, play: player<SecurityActionEvent>(actor, pending), effects, inputs };
}

/** The effects a step starts, from the state before it and the event. */
function expectedEffects(before: Snapshot, event: ModelEvent): string[] {
  const output = (event as { output?: { outcome?: string } }).output;
  if (event.type === 'action.run') return before.can(event as SecurityActionEvent) ? ['runAction'] : [];
  if (event.type === 'reauth.submit')
    return before.matches({ reauthenticating: 'prompt' }) &&
      before.can(event as SecurityActionEvent) &&
      !(('password' in event && event.password === '') || ('otp' in event && !String(event.otp).trim()))
      ? ['reauthenticate']
      : [];
  if (event.type === 'xstate.done.actor.reauthenticate' && output?.outcome === 'done') return ['runAction'];
  if (event.type === 'xstate.done.actor.runAction' && output?.outcome === 'signedOut') return ['signedOut'];
  return [];
}

function assertInvariants(s: Snapshot) {
  // Busy exactly while a request is in flight.
  expect(selectIsBusy(s)).toBe(s.matches('running') || s.matches({ reauthenticating: 'checking' }));
  // The prompt offers at least one way to reauthenticate, and only while reauthenticating.
  if (selectNeedsReauthentication(s)) expect(selectReauthFlows(s).length).toBeGreaterThan(0);
  // An action is known whenever one runs or waits for reauthentication.
  if (s.matches('running') || s.matches('reauthenticating')) expect(s.context.action).not.toBeNull();
  // A failure always says why; a success never shows an error.
  if (s.matches('failed')) expect(selectError(s)).not.toBeNull();
  if (s.matches('succeeded')) expect(selectError(s)).toBeNull();
  // Recovery codes are only held after a success.
  if (selectRecoveryCodes(s)) expect(s.matches('succeeded')).toBe(true);
}

const describeStep = (e: ModelEvent) =>
  e.type.replace('xstate.done.actor.', 'done:').replace('xstate.error.actor.', 'error:') +
  ('output' in e && e.output && typeof e.output === 'object' && 'outcome' in e.output
    ? `(${String(e.output.outcome)})`
    : '');

// `completed` counts successes without end: states differ in it only up to 1.
const shortest = getShortestPaths(securityActionMachine, {
  events: EVENTS as never,
  serializeState: (s) =>
    JSON.stringify([s.value, { ...s.context, completed: Math.min(s.context.completed, 1) }]),
});

describe('security action machine (model-based)', () => {
  it('reaches every state', () => {
    const reached = new Set(shortest.map((p) => JSON.stringify(p.state.value)));
    for (const state of [
      '"idle"',
      '"running"',
      '{"reauthenticating":"prompt"}',
      '{"reauthenticating":"checking"}',
      '"succeeded"',
      '"failed"',
    ])
      expect(reached.has(state), state).toBe(true);
  });

  it.each(
    shortest.map(
      (p) => [p.steps.map((s) => describeStep(s.event as ModelEvent)).join(' → ') || '(start)', p] as const,
    ),
  )('%s', async (_name, path) => {
    const { actor, play, effects } = createHarness();
    assertInvariants(actor.getSnapshot());
    let successes = 0;
    for (const step of path.steps) {
      effects.length = 0;
      const before = actor.getSnapshot();
      const output = (step.event as { output?: { outcome?: string } }).output?.outcome;
      if (
        (step.event as ModelEvent).type === 'xstate.done.actor.runAction' &&
        (output === 'done' || output === 'signedOut')
      )
        successes++;
      await play(step.event as ModelEvent);
      const snapshot = actor.getSnapshot();
      expect(snapshot.value).toEqual(step.state.value);
      // The model merges states by `completed` up to 1 (its stored count may be a longer path's).
      expect({ ...snapshot.context, completed: 0 }).toEqual({ ...step.state.context, completed: 0 });
      assertInvariants(snapshot);
      expect(effects).toEqual(expectedEffects(before, step.event as ModelEvent));
      // The screen reloads its lists once per finished action.
      expect(snapshot.context.completed).toBe(successes);
    }
    actor.stop();
  });

  it('every simple path to a success after a reauthentication runs the same action twice', async () => {
    const paths = getSimplePaths(securityActionMachine, {
      // One action, one way to reauthenticate, one outcome of each kind: the paths stay few.
      events: [
        { type: 'action.run', action: ADD },
        { type: 'reauth.submit', method: 'password', password: 'correct horse' },
        { type: 'reauth.cancel' },
        done('runAction', { outcome: 'done' }),
        done('runAction', { outcome: 'reauthenticationRequired', flows: ['reauthenticate'] }),
        done('runAction', { outcome: 'rejected', message: null, code: null, status: 400 }),
        done('reauthenticate', { outcome: 'done' }),
        done('reauthenticate', { outcome: 'rejected', message: null, code: null }),
        fail('reauthenticate'),
      ] as never,
      serializeState: (s) => JSON.stringify([s.value, s.context.action?.kind ?? null, s.context.flows]),
      toState: (s) => s.matches('succeeded'),
    }).filter((p) =>
      p.steps.some((s) => (s.event as ModelEvent).type === 'xstate.done.actor.reauthenticate'),
    );
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) {
      const { actor, play, inputs } = createHarness();
      let retries = 0;
      for (const step of path.steps) {
        const runsBefore = inputs.runAction.length;
        await play(step.event as ModelEvent);
        assertInvariants(actor.getSnapshot());
        const output = (step.event as { output?: { outcome?: string } }).output?.outcome;
        if ((step.event as ModelEvent).type === 'xstate.done.actor.reauthenticate' && output === 'done') {
          // The run right after the reauthentication is the action that asked for it.
          expect(inputs.runAction).toHaveLength(runsBefore + 1);
          expect(inputs.runAction.at(-1)).toEqual(inputs.runAction.at(-2));
          retries++;
        }
      }
      expect(retries).toBeGreaterThan(0);
      actor.stop();
    }
  });
});

describe('security action scenarios', () => {
  it('401 reauthentication required → the password → the action runs again and succeeds', async () => {
    const { actor, play, inputs } = createHarness();
    actor.send({
      type: 'action.run',
      action: { kind: 'password.change', currentPassword: 'a', newPassword: 'b' },
    });
    await play(done('runAction', { outcome: 'reauthenticationRequired', flows: ['reauthenticate'] }));
    expect(selectNeedsReauthentication(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'reauth.submit', method: 'password', password: 'wrong' });
    await play(
      done('reauthenticate', {
        outcome: 'rejected',
        message: 'Incorrect password.',
        code: 'incorrect_password',
      }),
    );
    expect(selectError(actor.getSnapshot())).toEqual({
      text: 'Incorrect password.',
      code: 'incorrect_password',
    });
    actor.send({ type: 'reauth.submit', method: 'mfa', otp: ' 123456 ' });
    await play(done('reauthenticate', { outcome: 'done' }));
    expect(inputs.reauthenticate).toEqual([
      { method: 'password', password: 'wrong' },
      { method: 'mfa', otp: '123456' },
    ]);
    expect(actor.getSnapshot().matches('running')).toBe(true);
    await play(done('runAction', { outcome: 'done' } satisfies ActionResult));
    expect(actor.getSnapshot().matches('succeeded')).toBe(true);
    expect(inputs.runAction).toHaveLength(2);
    expect(actor.getSnapshot().context.completed).toBe(1);
  });

  it('a cancelled reauthentication forgets the action; an empty password is not sent', async () => {
    const { actor, play, effects } = createHarness();
    actor.send({ type: 'action.run', action: { kind: 'totp.deactivate' } });
    await play(done('runAction', { outcome: 'reauthenticationRequired', flows: [] }));
    expect(selectReauthFlows(actor.getSnapshot())).toEqual(['reauthenticate']);
    effects.length = 0;
    actor.send({ type: 'reauth.submit', method: 'password', password: '' });
    expect(effects).toEqual([]);
    expect(selectError(actor.getSnapshot())).toEqual({ key: 'empty' });
    actor.send({ type: 'reauth.cancel' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.action).toBeNull();
  });
});
