import type { AnswerResult, Question } from './types.ts';

/**
 * SPEC §8: when the questions cannot be fetched the test falls back to built-in sample questions.
 * They are graded here (negative ids never reach the server). The questions are English (the
 * subject being learnt); their hints and the feedback are interface texts: quiz.json
 * `samples.<key>.hint` and `grader.*`, read through the `t` the caller passes.
 */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export const SAMPLE_QUESTIONS: (Question & { key: string; answer: string; expected: string })[] = [
  {
    id: -1,
    question_type: 'yes_no',
    text: 'Is "I am from Poland" a complete sentence?',
    key: 'completeSentence',
    hint: 'Look for a subject and a verb.',
    template_segments: null,
    draggable_words: null,
    cue: null,
    answer: 'yes',
    expected: 'Yes',
  },
  {
    id: -2,
    question_type: 'yes_no',
    text: 'Do we say "She go to work every day"?',
    key: 'presentSimple',
    hint: 'Think about he / she / it in the present simple.',
    template_segments: null,
    draggable_words: null,
    cue: null,
    answer: 'no',
    expected: 'No',
  },
  {
    id: -3,
    question_type: 'open_ended',
    text: 'What do you say when you meet someone in the morning?',
    key: 'greeting',
    hint: 'It is a greeting with the time of day.',
    template_segments: null,
    draggable_words: null,
    cue: null,
    answer: 'good morning',
    expected: 'Good morning!',
  },
  {
    id: -4,
    question_type: 'open_ended',
    text: 'What is the opposite of "hot"?',
    key: 'opposite',
    hint: 'Think about the weather in winter.',
    template_segments: null,
    draggable_words: null,
    cue: null,
    answer: 'cold',
    expected: 'Cold.',
  },
  {
    id: -5,
    question_type: 'word_order',
    text: 'Put the words in order.',
    key: 'wordOrder',
    hint: 'Start with the person.',
    template_segments: [
      { type: 'gap', gap_id: 'g1' },
      { type: 'gap', gap_id: 'g2' },
      { type: 'gap', gap_id: 'g3' },
      { type: 'fixed', content: 'coffee, please.' },
    ],
    draggable_words: [
      { word_id: 'w1', content: 'like' },
      { word_id: 'w2', content: 'I' },
      { word_id: 'w3', content: 'would' },
    ],
    cue: null,
    answer: JSON.stringify({ g1: 'w2', g2: 'w3', g3: 'w1' }),
    expected: 'I would like coffee, please.',
  },
];

/** The sample questions with their hints in the interface language. */
export function sampleQuestions(t: Translate) {
  return SAMPLE_QUESTIONS.map((q) => ({ ...q, hint: t(`quiz:samples.${q.key}.hint`) }));
}

export function gradeSample(id: number, text: string, t: Translate): AnswerResult {
  const sample = SAMPLE_QUESTIONS.find((q) => q.id === id)!;
  const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9{}:",]/g, '');
  const right =
    sample.question_type === 'open_ended'
      ? norm(text).includes(norm(sample.answer))
      : norm(text) === norm(sample.answer);
  return {
    answer_status: right ? 'RIGHT' : 'WRONG',
    ai_feedback: right ? t('quiz:grader.right') : t('quiz:grader.expected', { answer: sample.expected }),
    expected_answer: sample.expected,
    explanation: '',
    cue: null,
  };
}
