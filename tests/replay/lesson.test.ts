import { describe, expect, it } from 'vitest';
import { replayLog } from '../../src/eventlog/replay.ts';
import type { EventLog } from '../../src/eventlog/types.ts';
import { machines } from '../../src/machines/registry.ts';
import { LESSON_FIXTURE, recordLessonRun } from './lesson-run.ts';
import { eventsOf as events, expectReproduced, loadLog, runReplayTool, runReplayToolOn } from './support.ts';

/**
 * One whole lesson (watch, words, test, dialogue) through the lesson-page actor, recorded by
 * tests/replay/lesson-run.ts (`npx tsx tests/replay/lesson-run.ts` regenerates the fixture). The
 * log replays to the same states of every actor and the same progress steps, and the run made now
 * still matches the checked-in log.
 */
const load = () => loadLog(LESSON_FIXTURE);
const actorKey = (log: EventLog, machine: string) => log.actors.find((a) => a.machine === machine)!.key;
/** The steps the progress child was asked to record, in order. */
const stepsOf = (log: EventLog) =>
  events(log, 'step.completed')
    .filter((r) => r.actor === actorKey(log, 'lessonProgress'))
    .map((r) => r.event.step);

describe('the recorded whole lesson', () => {
  it('replays to the recorded states of every actor', () => {
    const report = expectReproduced(load(), [
      'lesson',
      'lessonProgress',
      'video',
      'wordLookup',
      'lessonVocabulary',
      'testRun',
      'questionRunner',
      'voiceRecording',
      'dialogue',
      'dialogueLoader',
      'dialogueAutosave',
      'voiceRecording',
      'dialogueTurn',
      'dialogueCompletion',
    ]);
    const byMachine = Object.fromEntries(report.actors.map((a) => [a.machine, a.path]));
    // The lesson actor: the four modes in turn, each step counted in the mode that completed it.
    const steps = (video: string, words: string, test: string, dialogue: string) =>
      `steps.(video.${video}, words.${words}, test.${test}, dialogue.${dialogue})`;
    expect(byMachine.lesson).toEqual([
      'loading',
      `ready.(mode.video, ${steps('open', 'open', 'open', 'open')})`,
      `ready.(mode.video, ${steps('counted', 'open', 'open', 'open')})`,
      `ready.(mode.words, ${steps('counted', 'open', 'open', 'open')})`,
      `ready.(mode.words, ${steps('counted', 'counted', 'open', 'open')})`,
      `ready.(mode.test.running, ${steps('counted', 'counted', 'open', 'open')})`,
      `ready.(mode.test.running, ${steps('counted', 'counted', 'counted', 'open')})`,
      `ready.(mode.dialogue, ${steps('counted', 'counted', 'counted', 'open')})`,
      `ready.(mode.dialogue, ${steps('counted', 'counted', 'counted', 'counted')})`,
    ]);
    // Four steps recorded, each followed by a read of the progress.
    expect(byMachine.lessonProgress).toEqual([
      'idle',
      ...Array(4).fill(['recording', 'refreshing', 'idle']).flat(),
    ]);
    expect(byMachine.video?.at(-1)).toBe('(repeat.playing, watch.watched)');
    expect(byMachine.lessonVocabulary).toContain('ready.working.adding');
    expect(byMachine.testRun?.at(-1)).toBe('results');
    expect(byMachine.dialogue?.at(-1)).toContain('stage.complete');
    // The dialogue's end (its completion child): the post sent, the summary shown.
    expect(byMachine.dialogueCompletion?.at(-1)).toBe('(post.sent, screen.summary)');
  });

  it('records the four progress steps in the order the learner completed them', () => {
    const log = load();
    expect(stepsOf(log)).toEqual(['video', 'words', 'test', 'dialogue']);
    // Each reached the lesson actor from its child, through the link (so the log holds it).
    for (const type of [
      'video.watched',
      'word.translated',
      'word.added',
      'test.finished',
      'dialogue.completed',
    ])
      expect(events(log, type).filter((r) => r.actor === actorKey(log, 'lesson'))).toHaveLength(1);
    // The progress read after the last step says the lesson is complete.
    const reads = events(log, 'xstate.done.actor.refreshLesson');
    expect(reads.map((r) => (r.event.output as { progress_percentage: number }).progress_percentage)).toEqual(
      [25, 50, 75, 100],
    );
  });

  it('the run made now matches the checked-in log (regenerate with npx tsx tests/replay/lesson-run.ts)', async () => {
    const { log, posted } = await recordLessonRun();
    expect(posted).toEqual(['video', 'words', 'test', 'dialogue']);
    expect(log).toEqual(load());
  });

  it('reports the first divergence when the server refuses a progress step', () => {
    const log = load();
    // The second step (the first saved word) was not recorded: no progress read follows it.
    events(log, 'xstate.done.actor.recordStep')[1]!.event.output = false;
    const report = replayLog(log, machines);
    expect(report.ok).toBe(false);
    const progress = report.actors.find((a) => a.machine === 'lessonProgress');
    expect(progress?.outcome).toBe('diverged');
    expect(progress?.divergence?.recorded).toBe('refreshing after xstate.done.actor.recordStep');
    expect(progress?.divergence?.replayed).toBe('idle after xstate.done.actor.recordStep');
    // The other actors do not depend on it and still reproduce.
    expect(report.actors.filter((a) => a.outcome === 'reproduced')).toHaveLength(13);
  });

  it('reports the first divergence when the lesson actor never heard the video was watched', () => {
    const log = load();
    const watched = events(log, 'video.watched').find((r) => r.actor === actorKey(log, 'lesson'))!;
    watched.event.type = 'video.paused';
    const report = replayLog(log, machines);
    const lesson = report.actors.find((a) => a.machine === 'lesson');
    expect(lesson?.outcome).toBe('diverged');
    expect(lesson?.divergence?.recorded).toContain('steps.(video.counted, words.open');
    expect(lesson?.divergence?.replayed).toContain('steps.(video.open, words.open');
  });

  it('npm run replay exits 0 on the fixture and 1 on an edited copy', () => {
    const ok = runReplayTool(LESSON_FIXTURE);
    expect(ok.code).toBe(0);
    expect(ok.out).toContain('all 14 actor(s) replayed without divergence');
    const log = load();
    const answer = events(log, 'xstate.done.actor.loadLesson')[0]!;
    answer.event.type = 'xstate.error.actor.loadLesson';
    const bad = runReplayToolOn(log, 'lesson.json');
    expect(bad.code).toBe(1);
    expect(bad.out).toContain('recorded: ready.(mode.video, steps.(video.open');
    expect(bad.out).toContain('replayed: failed [done] after xstate.error.actor.loadLesson');
  }, 60_000);
});
