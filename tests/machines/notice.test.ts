import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { NOTICE_VISIBLE_MS } from '../../src/machines/constants.ts';
import { noticeMachine, type NoticeEvent } from '../../src/machines/auth-session/notice.ts';
import { selectNotice } from '../../src/machines/auth-session/selectors.ts';
import { modelActor, pathName, playPath, stateCoverage, type Model } from './support.ts';

/** The notice bar's actor (child of the auth session), driven by its own generated paths. */

type Snapshot = SnapshotFrom<typeof noticeMachine>;
const noticeTimeout = noticeMachine.getStateNodeById('notice.shown').after[0]!.eventType;

const EVENTS = [
  { type: 'notice.show', notice: { tone: 'success', key: 'loggedOut' } },
  { type: 'notice.show', notice: { tone: 'error', key: 'invalidCredentials' } },
  { type: 'notice.hide' },
  { type: 'notice.dismiss' },
  { type: noticeTimeout },
] as (NoticeEvent | { type: string })[];

const model: Model<typeof noticeMachine> = { effects: [], delays: { [noticeTimeout]: NOTICE_VISIBLE_MS } };

function assertInvariants(s: Snapshot) {
  // Visible exactly while shown; a hidden bar keeps no notice.
  expect(selectNotice(s) !== null).toBe(s.matches('shown'));
  if (s.matches('hidden')) expect(s.context.notice).toBeNull();
}

const paths = getShortestPaths(noticeMachine, {
  events: EVENTS as never,
  serializeState: (s, event) => JSON.stringify([s.value, s.context, event ?? null]),
});

describe('notice machine (model-based)', () => {
  it('the generated paths visit every state', () => {
    const coverage = stateCoverage(noticeMachine, paths);
    expect(coverage.missing).toEqual([]);
  });

  it.each(paths.map((p) => [pathName(p), p] as const))('%s', async (_name, path) => {
    const { actor } = await playPath(noticeMachine, model, path, { invariants: assertInvariants });
    actor.stop();
  });

  it('a success notice fades after the named delay; an error stays until dismissed', async () => {
    const { actor, play } = modelActor(noticeMachine, model);
    actor.send({ type: 'notice.show', notice: { tone: 'success', key: 'signedIn' } });
    await play({ type: noticeTimeout });
    expect(selectNotice(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'notice.show', notice: { tone: 'error', key: 'loginError' } });
    await play({ type: noticeTimeout });
    expect(selectNotice(actor.getSnapshot())?.key).toBe('loginError');
    actor.send({ type: 'notice.dismiss' });
    expect(selectNotice(actor.getSnapshot())).toBeNull();
    actor.stop();
  });

  it('a new notice replaces the shown one and restarts its delay', async () => {
    const { actor, clock } = modelActor(noticeMachine, model);
    actor.send({ type: 'notice.show', notice: { tone: 'success', key: 'signedIn' } });
    clock.increment(NOTICE_VISIBLE_MS - 1);
    actor.send({ type: 'notice.show', notice: { tone: 'success', key: 'registered' } });
    clock.increment(NOTICE_VISIBLE_MS - 1);
    expect(selectNotice(actor.getSnapshot())?.key).toBe('registered');
    clock.increment(1);
    expect(selectNotice(actor.getSnapshot())).toBeNull();
    actor.stop();
  });
});
