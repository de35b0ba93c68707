import type { QuestionRunnerContext } from './types.ts';

/** Pure helpers over a run's questions and answers (the question runner and its selectors use them). */

type Run = Pick<QuestionRunnerContext, 'questions' | 'answers' | 'current'>;

/** The next question after `from` (wrapping round) that has no answer yet; null when all have one. */
export function nextUnanswered(run: Run, from: number): number | null {
  const n = run.questions.length;
  for (let step = 1; step <= n; step++) {
    const i = (from + step) % n;
    if (!run.answers[run.questions[i]!.id]) return i;
  }
  return null;
}

export const currentQuestion = (run: Run) => run.questions[run.current]!;

export const isAnswered = (run: Run, index: number) => Boolean(run.answers[run.questions[index]?.id ?? -1]);

/** The learner's answer as shown in review: the words in the gaps, or the text / yes / no given. */
export function givenAnswer(context: QuestionRunnerContext): string {
  const q = currentQuestion(context);
  if (q.question_type !== 'word_order') return context.pending;
  const words = new Map((q.draggable_words ?? []).map((w) => [w.word_id, w.content]));
  return (q.template_segments ?? [])
    .map((s) => (s.type === 'fixed' ? s.content : (words.get(context.placements[s.gap_id] ?? '') ?? '___')))
    .join(' ');
}
