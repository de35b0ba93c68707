import { RESULT_TIERS } from '../constants.ts';
import { KIND_OF, type AnsweredQuestion, type Question, type QuestionKind } from './types.ts';

/** SPEC §4 and §9: result tiers, error analysis and the list of answers to revisit. */

export type Tier = 'outstanding' | 'greatJob' | 'goodEffort' | 'keepGrowing';

export function scorePercent(questions: Question[], answers: Record<number, AnsweredQuestion>): number {
  if (!questions.length) return 0;
  const right = questions.filter((q) => answers[q.id]?.answer_status === 'RIGHT').length;
  return Math.round((right / questions.length) * 100);
}

export function tierOf(percent: number): Tier {
  if (percent >= RESULT_TIERS.outstanding) return 'outstanding';
  if (percent >= RESULT_TIERS.greatJob) return 'greatJob';
  if (percent >= RESULT_TIERS.goodEffort) return 'goodEffort';
  return 'keepGrowing';
}

/** SPEC §9: a type missed 2+ times gets a hint; a miss ratio of 60% / 40% adds extra advice. */
export const MISSES_FOR_HINT = 2;
export const MISS_RATIO_HIGH = 0.6;
export const MISS_RATIO_MEDIUM = 0.4;

export interface ErrorAnalysis {
  weakKinds: QuestionKind[];
  advice: 'high' | 'medium' | null;
}

export function analyseErrors(
  questions: Question[],
  answers: Record<number, AnsweredQuestion>,
): ErrorAnalysis {
  const misses = new Map<QuestionKind, number>();
  let missed = 0;
  for (const q of questions) {
    if (answers[q.id]?.answer_status === 'RIGHT') continue;
    missed++;
    const kind = KIND_OF[q.question_type];
    misses.set(kind, (misses.get(kind) ?? 0) + 1);
  }
  const ratio = questions.length ? missed / questions.length : 0;
  return {
    weakKinds: [...misses].filter(([, n]) => n >= MISSES_FOR_HINT).map(([kind]) => kind),
    advice: ratio >= MISS_RATIO_HIGH ? 'high' : ratio >= MISS_RATIO_MEDIUM ? 'medium' : null,
  };
}

/** Incorrect and partially correct answers (unanswered ones too, shown as 'No answer'). */
export function answersToRevisit(questions: Question[], answers: Record<number, AnsweredQuestion>) {
  return questions.filter((q) => answers[q.id]?.answer_status !== 'RIGHT');
}

/** SPEC §3: each question is Correct, Partially Correct, Incorrect or unanswered. */
export function resultOf(answer: AnsweredQuestion | undefined) {
  if (!answer) return 'unanswered' as const;
  return answer.answer_status === 'RIGHT'
    ? ('correct' as const)
    : answer.answer_status === 'PARTIAL'
      ? ('partial' as const)
      : ('incorrect' as const);
}
