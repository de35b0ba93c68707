import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dbId, detailError } from '../../src/api-contract/common.ts';
import {
  answerBody,
  answerResult,
  attempts,
  attemptsUsedUp,
  MAX_ANSWER_LENGTH,
  questionsPage,
  quizProblem,
  type Question,
} from '../../src/api-contract/quiz.ts';
import { requestLanguage } from '../http/language.ts';
import { serverT } from '../i18n.ts';
import type { QuestionType } from '../db/schema/quiz.ts';
import {
  feedbackMessages,
  gradeOpen,
  renderFeedback,
  gradeWordOrder,
  gradeYesNo,
  MalformedAnswer,
  type Grade,
  type OpenKey,
  type WordOrderKey,
  type YesNoKey,
} from './grading.ts';
import { MAX_TEST_ATTEMPTS, pickQuestions, QUESTION_TYPES, QUESTIONS_PER_TEST } from './mix.ts';
import type { QuestionRecord } from './repository.ts';
import { hideDrafts, lessonParam } from '../catalogue/visibility.ts';

const TYPE_LABELS: Record<QuestionType, string> = {
  yes_no: 'Yes/No',
  open_ended: 'Open-ended',
  word_order: 'Word Order',
};
export { MAX_ANSWER_LENGTH };

/** `question_type`: yes_no | open_ended | word_order | mixed, or a comma-joined list of types. */
const questionTypeParam = z
  .string()
  .default('mixed')
  .transform((value, ctx) => {
    const parts = value
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    if (parts.includes('mixed')) return [...QUESTION_TYPES];
    const bad = parts.filter((p) => !QUESTION_TYPES.includes(p as QuestionType));
    if (!parts.length || bad.length) {
      ctx.addIssue({
        code: 'custom',
        message: 'question_type must be yes_no, open_ended, word_order or mixed.',
      });
      return z.NEVER;
    }
    return [...new Set(parts)] as QuestionType[];
  });

/**
 * An error answer the learner may read: `detail` in the interface language (profile, cookie,
 * Accept-Language) from quiz.json `serverErrors.*`, and `code`, the key, for clients that
 * translate themselves.
 */
/** A 409 of the attempt rules: its allauth-style `code`, and `detail` from quiz.json `serverErrors.<key>`. */
function conflict(request: FastifyRequest, code: string, key: string, params: Record<string, string> = {}) {
  return { code, detail: serverT(requestLanguage(request))(`quiz:serverErrors.${key}`, params) };
}

function problem(request: FastifyRequest, code: string, params: Record<string, string> = {}) {
  const key = code === 'provideAnswer' ? 'quiz:provideAnswer' : `quiz:serverErrors.${code}`;
  return { detail: serverT(requestLanguage(request))(key, params), code };
}

function cueOf(cues: { start: number; end: number }[], index: number | null) {
  const cue = index === null ? undefined : cues[index];
  return cue && index !== null ? { index, start: cue.start, end: cue.end } : null;
}

/** A question as the learner sees it before answering: never the expected answer or the explanation. */
function questionJson(q: QuestionRecord, cues: { start: number; end: number }[]) {
  return {
    id: q.id,
    question_type: q.questionType,
    question_type_display: TYPE_LABELS[q.questionType],
    text: q.text,
    hint: q.hint,
    // The bank writes these columns (quiz/bank.ts); the response schema checks them on the way out.
    template_segments: (q.templateSegments ?? []) as Question['template_segments'],
    draggable_words: (q.draggableWords ?? []) as Question['draggable_words'],
    cue: cueOf(cues, q.cueIndex),
  };
}

function grade(q: QuestionRecord, answer: string): Grade {
  switch (q.questionType) {
    case 'yes_no':
      return gradeYesNo(answer, q.answerKey as unknown as YesNoKey);
    case 'word_order':
      return gradeWordOrder(answer, q.answerKey as unknown as WordOrderKey);
    case 'open_ended':
      return gradeOpen(answer, q.answerKey as unknown as OpenKey, q.text);
  }
}

function expectedAnswer(q: QuestionRecord): string {
  const key = q.answerKey as Record<string, unknown>;
  if (q.questionType === 'yes_no') return key.answer === 'yes' ? 'Yes' : 'No';
  if (q.questionType === 'word_order') return String(key.sentence ?? '');
  return String((key.answers as string[] | undefined)?.[0] ?? '');
}

const isOpen = (s: { used: number; answered: number }) => s.used > 0 && s.answered < QUESTIONS_PER_TEST;

/** Check Understanding (SPEC §2, §4 Test flow, §7): questions, graded answers, attempts. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.quizRepository;
  // A draft's questions and attempts are, for anyone but staff, a lesson that does not exist.
  const visibleLesson = hideDrafts(app, lessonParam, (request, reply) =>
    reply.code(404).send(problem(request, 'lessonNotFound')),
  );

  app.get(
    '/videoLesson/:id/questions/',
    {
      preHandler: visibleLesson,
      schema: {
        tags: ['quiz'],
        summary:
          'Five questions of a lesson in the mix SPEC gives for the chosen types (expected answers are never sent)',
        params: z.object({ id: dbId }),
        querystring: z.object({ question_type: questionTypeParam }),
        response: { 200: questionsPage, 404: quizProblem },
      },
    },
    async (request, reply) => {
      const bank = await repo.lessonBank(request.params.id);
      if (!bank) return reply.code(404).send(problem(request, 'lessonNotFound'));
      const picked = pickQuestions(bank.questions, request.query.question_type);
      return {
        count: picked.length,
        next: null,
        previous: null,
        results: picked.map((q) => questionJson(q, bank.cues)),
      };
    },
  );

  app.post(
    '/questions/:id/answers/',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['quiz'],
        summary:
          'Grade an answer in the open attempt: RIGHT, PARTIAL or WRONG with feedback in the interface language (409 outside an open attempt or when already answered in it; NOT_ENGLISH is not recorded)',
        params: z.object({ id: dbId }),
        body: answerBody,
        response: { 200: answerResult, 400: detailError, 404: quizProblem, 409: quizProblem },
      },
    },
    async (request, reply) => {
      const found = await repo.question(request.params.id);
      // A question of a draft is, for anyone but staff, a question that does not exist.
      if (!found || (await app.catalogueRepository.visibility.hidden(found.question.lessonId, request.user)))
        return reply.code(404).send(problem(request, 'questionNotFound'));
      const { question, cues } = found;
      if (!request.body.text_answer.trim()) return reply.code(400).send(problem(request, 'provideAnswer'));
      let result: Grade;
      try {
        result = grade(question, request.body.text_answer);
      } catch (err) {
        if (err instanceof MalformedAnswer)
          return reply.code(400).send(problem(request, err.key, err.params));
        throw err;
      }
      const userId = request.user!.id;
      const lang = request.user!.language ?? requestLanguage(request);
      if (result.status === 'NOT_ENGLISH') {
        // Not an answer in English: nothing is recorded and the question stays open, so the learner
        // answers it again in English (the expected answer is not shown). Outside an open attempt
        // it is refused like any answer.
        const state = await repo.attempts(userId, question.lessonId);
        if (!isOpen(state))
          return reply.code(409).send(conflict(request, 'no_open_attempt', 'noOpenAttempt'));
        const messages = feedbackMessages(question.questionType, result, question.answerKey as never);
        return {
          answer_status: result.status,
          ai_feedback: renderFeedback(messages, lang),
          feedback: messages,
          expected_answer: '',
          explanation: '',
          cue: null,
          counted: false,
        };
      }
      const recorded = await repo.recordAnswer(
        userId,
        question.lessonId,
        question.id,
        request.body.text_answer,
        result.status,
      );
      if (recorded.kind === 'noOpenAttempt')
        return reply.code(409).send(conflict(request, 'no_open_attempt', 'noOpenAttempt'));
      if (recorded.kind === 'alreadyAnswered')
        return reply
          .code(409)
          .send(
            conflict(request, 'already_answered', 'alreadyAnswered', { attempt: String(recorded.attempt) }),
          );
      const cue = cueOf(cues, question.cueIndex);
      const messages = feedbackMessages(question.questionType, result, question.answerKey as never, cue);
      return {
        answer_status: result.status,
        ai_feedback: renderFeedback(messages, lang),
        /** The same feedback as interface-text keys (quiz.feedback.*) with their params. */
        feedback: messages,
        expected_answer: expectedAnswer(question),
        explanation: question.explanation,
        cue,
        counted: true,
        attempt: { number: recorded.attempt, answered: recorded.answered, questions: QUESTIONS_PER_TEST },
      };
    },
  );

  const attemptsJson = (used: number, answered = 0) => ({
    used,
    max: MAX_TEST_ATTEMPTS,
    remaining: Math.max(0, MAX_TEST_ATTEMPTS - used),
    /** The latest attempt still takes answers (fewer than QUESTIONS_PER_TEST given). */
    open: isOpen({ used, answered }),
    answered: used > 0 ? answered : 0,
  });

  app.get(
    '/videoLesson/:id/attempts/',
    {
      preHandler: [app.requireUser, visibleLesson],
      schema: {
        tags: ['quiz'],
        summary: 'Test attempts used on this lesson',
        params: z.object({ id: dbId }),
        response: { 200: attempts, 404: quizProblem },
      },
    },
    async (request, reply) => {
      if (!(await repo.lessonExists(request.params.id)))
        return reply.code(404).send(problem(request, 'lessonNotFound'));
      const state = await repo.attempts(request.user!.id, request.params.id);
      return attemptsJson(state.used, state.answered);
    },
  );

  app.post(
    '/videoLesson/:id/attempts/',
    {
      preHandler: [app.requireUser, visibleLesson],
      schema: {
        tags: ['quiz'],
        summary: `Start a test attempt (at most ${MAX_TEST_ATTEMPTS}; a third is refused with 409)`,
        params: z.object({ id: dbId }),
        response: { 200: attempts, 404: quizProblem, 409: attemptsUsedUp },
      },
    },
    async (request, reply) => {
      if (!(await repo.lessonExists(request.params.id)))
        return reply.code(404).send(problem(request, 'lessonNotFound'));
      const used = await repo.startAttempt(request.user!.id, request.params.id);
      if (used === null)
        return reply.code(409).send({
          ...conflict(request, 'attempts_used_up', 'noAttemptsLeft'),
          ...attemptsJson(MAX_TEST_ATTEMPTS, QUESTIONS_PER_TEST),
        });
      return attemptsJson(used);
    },
  );
};
export default routes;
