/** Grading accuracy on the labelled set (target ≥ 90% exact, no RIGHT for a WRONG answer) and grading time. */
import { performance } from 'node:perf_hooks';
import { gradeOpen } from '../../server/quiz/grading.ts';
import { readLabelledSet, scoreLabelledSet } from '../../tests/grading/labelled.ts';

const items = readLabelledSet();
const t0 = performance.now();
const score = scoreLabelledSet(items);
const cold = performance.now() - t0;
const times: number[] = [];
for (let round = 0; round < 5; round++) {
  for (const item of items) {
    const start = performance.now();
    gradeOpen(item.answer, item.key, item.question);
    times.push(performance.now() - start);
  }
}
times.sort((a, b) => a - b);
const pct = (p: number) =>
  times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!.toFixed(2);
console.log(`labelled answers: ${score.total}`);
console.log(
  `exact verdicts: ${score.exact}/${score.total} = ${(score.accuracy * 100).toFixed(1)}% (target ≥ 90%)`,
);
console.log(`RIGHT given to a WRONG answer: ${score.falseRight} (target 0)`);
for (const miss of score.misses)
  console.log(`  miss ${miss.item.id}: "${miss.item.answer}" → ${miss.got}, expected ${miss.item.expected}`);
console.log(
  `first pass (cold WordNet/wink): ${cold.toFixed(0)} ms; warm grade p50 ${pct(50)} ms, p95 ${pct(95)} ms`,
);
