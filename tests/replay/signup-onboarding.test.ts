import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { replayLog } from '../../src/eventlog/replay.ts';
import type { EventLog } from '../../src/eventlog/types.ts';
import { machines } from '../../src/machines/registry.ts';
import { eventsOf, expectReproduced, loadLog, runReplayTool, runReplayToolOn } from './support.ts';

/**
 * A real run recorded in Chromium against the real server (tests/e2e/eventlog.spec.ts with
 * RECORD_FIXTURE=1): a newcomer signs up, chooses Ukrainian, a level and a purpose. When a machine
 * changes on purpose, re-record it the same way and review the diff.
 */
const FIXTURE = path.resolve('tests/replay/fixtures/signup-onboarding.json');
const load = () => loadLog(FIXTURE);
const eventOf = (log: EventLog, type: string) => eventsOf(log, type)[0]!;

describe('the recorded sign-up + onboarding run', () => {
  it('replays to the recorded states of every actor', () => {
    const report = expectReproduced(load(), [
      'authSession',
      'notice',
      'credentials',
      'learnerSession',
      'onboarding',
      'onboarding',
      'onboarding',
      'catalogue',
      'landing',
      'favourite',
    ]);
    const [auth, notice, credentials, session, language, level, purpose] = report.actors;
    expect(auth?.path).toEqual(['session.checking', 'session.anonymous', 'session.signedIn']);
    // The notice bar's child actor: 'Registration successful!' shown (then faded, a success alert).
    expect(notice?.path.slice(0, 2)).toEqual(['hidden', 'shown']);
    // The sign-up ran in the credentials child; the signed-in session child followed it.
    expect(credentials?.path).toEqual(['idle', 'signingUp', 'welcomed']);
    expect(session?.path).toEqual(['active.idle']);
    expect(language?.path).toEqual(['language', 'savingLanguage', 'level.loading', 'level.ready']);
    expect(level?.path).toContain('purpose.loading');
    expect(purpose?.path.at(-1)).toBe('done');
  });

  it('holds no secret: the password typed at sign-up is redacted', () => {
    const signup = eventOf(load(), 'signup.submit');
    expect(signup.event.password).toBe('[redacted]');
  });

  it('reports the first divergence when the server answer is edited', () => {
    const log = load();
    const done = eventOf(log, 'xstate.done.actor.signup');
    done.event.output = {
      outcome: 'rejected',
      message: 'A user is already registered with this email address.',
    };
    const report = replayLog(log, machines);
    expect(report.ok).toBe(false);
    const credentials = report.actors.find((a) => a.machine === 'credentials');
    expect(credentials?.outcome).toBe('diverged');
    expect(credentials?.divergence?.recorded).toBe('welcomed [done] after xstate.done.actor.signup');
    expect(credentials?.divergence?.replayed).toBe('idle after xstate.done.actor.signup');
    // The other actors (the session, notice, onboarding, home page) replay their own events and still reproduce.
    expect(report.actors.filter((a) => a.outcome === 'reproduced')).toHaveLength(9);
  });

  it('reports a learner event edited to an option that does not exist', () => {
    const log = load();
    eventOf(log, 'level.choose').event.optionId = 999;
    const report = replayLog(log, machines);
    const level = report.actors.find((a) => a.divergence);
    expect(level?.divergence?.recorded).toBe('purpose.loading after level.choose');
    expect(level?.divergence?.replayed).toBe('level.ready after level.choose');
  });

  it('npm run replay exits 0 on the fixture and 1 on an edited copy, naming the divergence', () => {
    const ok = runReplayTool(FIXTURE);
    expect(ok.code).toBe(0);
    expect(ok.out).toContain('all 10 actor(s) replayed without divergence');

    const log = load();
    eventOf(log, 'level.choose').event.optionId = 999;
    const bad = runReplayToolOn(log, 'edited.json');
    expect(bad.code).toBe(1);
    expect(bad.out).toContain('first divergence at step');
    expect(bad.out).toContain('recorded: purpose.loading after level.choose');
  }, 60_000);
});
