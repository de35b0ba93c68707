import { useEffect, useLayoutEffect } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Loader,
  Paper,
  Spoiler,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useTranslation } from 'react-i18next';
import type { LessonDetail } from '../../machines/lesson/types.ts';
import type { testRunMachine } from '../../machines/test-run/machine.ts';
import { resultOf } from '../../machines/test-run/results.ts';
import { KIND_OF, type QuestionKind } from '../../machines/test-run/types.ts';
import { useAuth } from '../session/auth.tsx';
import { prefetchQuestions } from './effects.ts';
import { Results } from './Results.tsx';
import { TextVoiceAnswer } from './TextVoiceAnswer.tsx';
import { WordOrder } from './WordOrder.tsx';
import classes from './quiz.module.css';

const START_MARK = 'quiz:start';
const SHOWN_MARK = 'quiz:first-question';
const PAINTED_MARK = 'quiz:first-question-painted';

interface QuizModeProps {
  /** The test run the lesson actor spawned (it records the `test` step when the results are in). */
  actor: ActorRefFrom<typeof testRunMachine>;
  lesson: LessonDetail;
}

/** Check Understanding (SPEC §2): landing, the test, results and review, on the test-run machine. */
export function QuizMode({ actor, lesson }: QuizModeProps) {
  const { t } = useTranslation('quiz');
  const { isAuthenticated } = useAuth();
  if (!isAuthenticated)
    return (
      <Paper withBorder p="lg">
        <Text>
          {t('signIn')}{' '}
          <Anchor component={Link} to="/signin">
            {t('signInLink')}
          </Anchor>
        </Text>
      </Paper>
    );
  return <TestRun actor={actor} lesson={lesson} />;
}

function TestRun({ actor: run, lesson }: QuizModeProps) {
  const { t } = useTranslation('quiz');
  const snapshot = useSelector(run, (s) => s);
  const ctx = snapshot.context;
  const lessonId = ctx.lessonId;

  // Performance marks for the budget "first question visible ≤ 300 ms after 'Start Testing'"
  // (read by tools/bench/quiz-web.bench.ts and the quiz e2e): the click, the question in the DOM,
  // and the next frame painted with it.
  const running = snapshot.hasTag('running');
  useLayoutEffect(() => {
    if (!running || !performance.getEntriesByName(START_MARK).length) return;
    performance.mark(SHOWN_MARK);
    performance.measure(SHOWN_MARK, START_MARK, SHOWN_MARK);
    requestAnimationFrame(() =>
      setTimeout(() => {
        performance.mark(PAINTED_MARK);
        performance.measure(PAINTED_MARK, START_MARK, PAINTED_MARK);
        performance.clearMarks(START_MARK);
      }),
    );
  }, [running]);
  // The questions of the next start are fetched while the landing (or the results, before Try
  // Again) is read, so 'Start Testing' waits only for the attempt to be counted.
  const canStart = ctx.attempts.used < ctx.attempts.max;
  const waiting = snapshot.hasTag('landing') || snapshot.hasTag('results');
  const selection = ctx.selected.join(',');
  useEffect(() => {
    if (waiting && canStart && selection) prefetchQuestions(lessonId, selection.split(',') as QuestionKind[]);
  }, [waiting, canStart, selection, lessonId]);
  const start = (type: 'test.start' | 'test.retry') => {
    performance.clearMarks(START_MARK);
    performance.mark(START_MARK);
    run.send({ type });
  };

  if (snapshot.matches('loading')) return <Loader aria-label={t('common:loading')} />;

  if (snapshot.hasTag('landing') || snapshot.hasTag('busy')) {
    return (
      <Paper withBorder p="lg">
        <Stack gap="md">
          <Title order={2}>{t('title')}</Title>
          <Text>{t('chooseTypes')}</Text>
          <Stack gap="xs">
            {ctx.kinds.map((kind) => (
              <Checkbox
                key={kind}
                label={t(`kind.${kind}`)}
                checked={ctx.selected.includes(kind)}
                onChange={() => run.send({ type: 'kind.toggle', kind })}
              />
            ))}
          </Stack>
          {ctx.problem && (
            <Alert color={ctx.problem === 'noAttempts' ? 'gray' : 'red'}>{t(ctx.problem)}</Alert>
          )}
          <Group>
            <Button
              onClick={() => start('test.start')}
              loading={snapshot.hasTag('busy')}
              disabled={ctx.attempts.used >= ctx.attempts.max}
            >
              {t('start')}
            </Button>
            <Text c="dimmed" data-testid="attempts">
              {t('attempts', { used: ctx.attempts.used, max: ctx.attempts.max })}
            </Text>
          </Group>
          {snapshot.hasTag('busy') && (
            <Text size="sm" c="dimmed">
              {t('loadingNote')}
            </Text>
          )}
        </Stack>
      </Paper>
    );
  }

  if (snapshot.hasTag('results')) {
    return (
      <Results
        questions={ctx.questions}
        answers={ctx.answers}
        videoUrl={lesson.video?.file ?? null}
        canRetry={ctx.attempts.used < ctx.attempts.max}
        onReview={() => run.send({ type: 'review.open' })}
        onRetry={() => start('test.retry')}
      />
    );
  }

  const reviewing = snapshot.hasTag('review');
  const index = reviewing ? ctx.review : ctx.current;
  const question = ctx.questions[index]!;
  const answer = ctx.answers[question.id];
  const locked = reviewing || snapshot.hasTag('locked') || Boolean(answer);
  const checking = snapshot.hasTag('checking');
  const allAnswered = ctx.questions.every((q) => ctx.answers[q.id]);
  const kind = KIND_OF[question.question_type];

  return (
    <Stack gap="md" data-testid="quiz-test">
      {ctx.fetchFailed && <Alert color="yellow">{t('fetchFailed', { id: lessonId })}</Alert>}
      <Group gap={8} role="navigation">
        {ctx.questions.slice(0, 5).map((q, i) => (
          <button
            key={q.id}
            type="button"
            className={classes.circle}
            data-result={ctx.answers[q.id] ? resultOf(ctx.answers[q.id]) : undefined}
            aria-current={i === index ? 'step' : undefined}
            aria-label={t('goTo', { n: i + 1 })}
            onClick={() => run.send({ type: 'question.go', index: i })}
          >
            {i + 1}
          </button>
        ))}
      </Group>
      <Paper withBorder p="lg" key={question.id}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('question', { n: index + 1, total: ctx.questions.length })} · {t(`kind.${kind}`)}
          </Text>
          <Title order={3} data-testid="question-text">
            {question.text}
          </Title>
          {question.hint && (
            <Spoiler maxHeight={0} showLabel={t('hint')} hideLabel={t('hint')}>
              <Text size="sm">{question.hint}</Text>
            </Spoiler>
          )}
          {kind === 'yesNo' && (
            <Group>
              {(['yes', 'no'] as const).map((value) => (
                <Button
                  key={value}
                  variant={answer?.given === value ? 'filled' : 'light'}
                  disabled={locked || checking}
                  onClick={() => run.send({ type: 'answer.choose', value })}
                >
                  {t(value)}
                </Button>
              ))}
            </Group>
          )}
          {kind === 'textVoice' &&
            (locked ? (
              <Text>{t('yourAnswer', { answer: answer?.given ?? '' })}</Text>
            ) : (
              <TextVoiceAnswer
                locked={locked}
                busy={checking}
                emptyAnswer={ctx.emptyAnswer}
                notice={ctx.retryNotice}
                onSubmit={(text) => run.send({ type: 'answer.submit', text })}
              />
            ))}
          {kind === 'dragDrop' &&
            (locked ? (
              <Text>{t('yourAnswer', { answer: answer?.given ?? '' })}</Text>
            ) : (
              <WordOrder
                question={question}
                placements={ctx.placements}
                locked={checking}
                onFill={(gapId, wordId) => run.send({ type: 'gap.fill', gapId, wordId })}
                onClear={(gapId) => run.send({ type: 'gap.clear', gapId })}
              />
            ))}
          {checking && <Loader size="sm" aria-label={t('checking')} />}
          {reviewing && !answer && <Text c="dimmed">{t('status.unanswered')}</Text>}
          {answer && (
            <Alert
              color={
                answer.answer_status === 'RIGHT'
                  ? 'green'
                  : answer.answer_status === 'PARTIAL'
                    ? 'yellow'
                    : 'red'
              }
              title={t(`status.${resultOf(answer)}`)}
              // The light variant's coloured title text is below AA contrast on its tint (axe).
              styles={{ title: { color: 'var(--mantine-color-text)' } }}
              data-testid="answer-status"
            >
              <Text size="sm">{answer.ai_feedback}</Text>
              {answer.explanation && (
                <Text size="sm" mt={4}>
                  <b>{t('explanation')}:</b> {answer.explanation}
                </Text>
              )}
            </Alert>
          )}
          {!reviewing && snapshot.matches({ running: 'locked' }) && (
            <Group justify="flex-end">
              <Button onClick={() => run.send({ type: 'question.next' })}>
                {allAnswered ? t('finish') : t('next')}
              </Button>
            </Group>
          )}
          {reviewing && (
            <Group justify="space-between">
              <Button
                variant="light"
                disabled={ctx.review === 0}
                onClick={() => run.send({ type: 'review.previous' })}
              >
                {t('previous')}
              </Button>
              <Button variant="subtle" onClick={() => run.send({ type: 'review.close' })}>
                {t('backToResults')}
              </Button>
              <Button
                variant="light"
                disabled={ctx.review >= ctx.questions.length - 1}
                onClick={() => run.send({ type: 'review.next' })}
              >
                {t('next')}
              </Button>
            </Group>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
