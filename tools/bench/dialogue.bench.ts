/**
 * Dialogue Studio bench: the per-turn work in the browser (target-word spotting with inflections
 * and the scripted reply) over every demo lesson's script, and a whole 5-word session driven
 * through the machine on a SimulatedClock.
 */
import { performance } from 'node:perf_hooks';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { readDialogueScripts } from '../../server/dialogue/seed.ts';
import { dialogueMachine } from '../../src/machines/dialogue/machine.ts';
import { studioReply } from '../../src/machines/dialogue/reply.ts';
import { spotTargetWords } from '../../src/machines/dialogue/words.ts';
import type { DialogueScript, LoadedDialogue } from '../../src/machines/dialogue/types.ts';

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) * p)]!;
const scripts = [...readDialogueScripts().values()] as DialogueScript[];
const sentences = [
  'I would like two sandwiches and a large coffee, please.',
  'We booked a table by the window and paid by card.',
  'Could you tell me more about it?',
  'ok',
];

const turnTimes: number[] = [];
for (let round = 0; round < 200; round++) {
  for (const script of scripts) {
    const targets = Object.keys(script.prompts);
    const text = `${sentences[round % sentences.length]} ${targets[round % targets.length]}s`;
    const t0 = performance.now();
    const used = spotTargetWords(text, targets);
    studioReply({ script, targetWords: targets, usedWords: used, newlyUsed: used, text, turn: round + 1 });
    turnTimes.push(performance.now() - t0);
  }
}
console.log(
  `turn (spot words + reply), ${turnTimes.length} turns over ${scripts.length} scripts: ` +
    `p50 ${(pct(turnTimes, 0.5) * 1000).toFixed(1)} µs, p99 ${(pct(turnTimes, 0.99) * 1000).toFixed(1)} µs`,
);

const sessionTimes: number[] = [];
for (let i = 0; i < 200; i++) {
  const script = scripts[i % scripts.length]!;
  const targets = Object.keys(script.prompts);
  const clock = new SimulatedClock();
  const t0 = performance.now();
  const actor = createActor(
    dialogueMachine.provide({
      actors: {
        loadDialogue: fromPromise<LoadedDialogue, { lessonId: number }>(async () => ({
          script,
          saved: null,
        })),
      },
    }),
    { input: { lessonId: 1, lessonName: script.topic, targetWords: targets, now: 0 }, clock },
  ).start();
  await Promise.resolve();
  await Promise.resolve();
  actor.send({ type: 'dialogue.start' });
  for (const word of targets) {
    actor.send({ type: 'message.send', text: `I think the ${word} is fine.` });
    clock.increment(1000);
  }
  clock.increment(1500);
  if (!actor.getSnapshot().hasTag('completionModal')) throw new Error('session did not complete');
  actor.stop();
  sessionTimes.push(performance.now() - t0);
}
console.log(
  `whole 5-word session through the machine (${sessionTimes.length} sessions): ` +
    `p50 ${pct(sessionTimes, 0.5).toFixed(2)} ms, p99 ${pct(sessionTimes, 0.99).toFixed(2)} ms`,
);
