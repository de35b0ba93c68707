import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { recoveryMachine } from '../../src/machines/auth-session/recovery.ts';
import { pathName, playPath, stateCoverage, type Model, type ModelEvent } from './support.ts';

/** One account-recovery request (forgot password, reset key, email verification), driven by its generated paths. */

type Snapshot = SnapshotFrom<typeof recoveryMachine>;
const VALUES = { email: 'learner@example.org' };

const EVENTS: ModelEvent[] = [
  { type: 'request.submit', values: VALUES },
  { type: 'request.reset' },
  { type: 'xstate.done.actor.submit', output: { ok: true } },
  {
    type: 'xstate.done.actor.submit',
    output: {
      ok: false,
      message: 'Unknown email.',
      errors: [{ code: 'unknown_email', message: 'Unknown email.' }],
    },
  },
  { type: 'xstate.done.actor.submit', output: { ok: false, message: null } },
  { type: 'xstate.error.actor.submit', error: new TypeError('Failed to fetch') },
];

const model: Model<typeof recoveryMachine> = { effects: ['submit'] };

function assertInvariants(s: Snapshot) {
  // A failure is shown only while the form is back for another try; a refusal's message comes with it.
  if (s.context.failed) expect(s.matches('idle')).toBe(true);
  if (s.context.error !== null || s.context.errors.length) expect(s.context.failed).toBe(true);
  expect(s.hasTag('busy')).toBe(s.matches('submitting'));
}

const paths = getShortestPaths(recoveryMachine, {
  events: EVENTS as never,
  serializeState: (s) => JSON.stringify([s.value, s.context]),
});

describe('recovery machine (model-based)', () => {
  it('the generated paths visit every state', () => {
    expect(stateCoverage(recoveryMachine, paths).missing).toEqual([]);
  });

  it.each(paths.map((p) => [pathName(p), p] as const))('%s', async (_name, path) => {
    const { actor, calls } = await playPath(recoveryMachine, model, path, { invariants: assertInvariants });
    // Every submit sends the form's values as they are.
    for (const call of calls) expect(call).toBe(`submit:${JSON.stringify(VALUES)}`);
    actor.stop();
  });
});
