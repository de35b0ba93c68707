import { useRef } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  analyseErrors,
  answersToRevisit,
  resultOf,
  scorePercent,
  tierOf,
  type Tier,
} from '../../machines/test-run/results.ts';
import type { AnsweredQuestion, CueRef, Question } from '../../machines/test-run/types.ts';
import classes from './quiz.module.css';

const EMOJI: Record<Tier, string> = {
  outstanding: '🏆',
  greatJob: '🎉',
  goodEffort: '👍',
  keepGrowing: '🌱',
};

/** Results (SPEC §2): emoji, score circles, tier, error analysis, answers to revisit, Try Again. */
export function Results({
  questions,
  answers,
  videoUrl,
  canRetry,
  onReview,
  onRetry,
}: {
  questions: Question[];
  answers: Record<number, AnsweredQuestion>;
  videoUrl: string | null;
  canRetry: boolean;
  onReview: () => void;
  onRetry: () => void;
}) {
  const { t } = useTranslation('quiz');
  const video = useRef<HTMLVideoElement>(null);
  const percent = scorePercent(questions, answers);
  const tier = tierOf(percent);
  const analysis = analyseErrors(questions, answers);
  const revisit = answersToRevisit(questions, answers);
  const right = questions.filter((q) => answers[q.id]?.answer_status === 'RIGHT').length;

  const play = (cue: CueRef) => {
    const el = video.current;
    if (!el) return;
    el.currentTime = cue.start;
    const stop = () => {
      if (el.currentTime >= cue.end) {
        el.pause();
        el.removeEventListener('timeupdate', stop);
      }
    };
    el.addEventListener('timeupdate', stop);
    void el.play().catch(() => {});
  };

  return (
    <Stack gap="md" data-testid="quiz-results">
      <Stack align="center" gap="xs">
        <span className={classes.emoji} aria-hidden>
          {EMOJI[tier]}
        </span>
        <Title order={2}>{t(`tier.${tier}`)}</Title>
        <Text>{t('score', { right, total: questions.length, percent })}</Text>
        <Group gap={6}>
          {questions.map((q, i) => (
            <span key={q.id} className={classes.circle} data-result={resultOf(answers[q.id])} aria-hidden>
              <Center>{i + 1}</Center>
            </span>
          ))}
        </Group>
      </Stack>
      <Paper withBorder p="md">
        <Title order={4}>{t('analysis')}</Title>
        {analysis.weakKinds.length === 0 && !analysis.advice && <Text>{t('analysisNone')}</Text>}
        {analysis.weakKinds.map((kind) => (
          <Text key={kind}>{t(`weak.${kind}`)}</Text>
        ))}
        {analysis.advice && <Text fw={600}>{t(`advice.${analysis.advice}`)}</Text>}
      </Paper>
      {revisit.length > 0 && (
        <Paper withBorder p="md">
          <Title order={4}>{t('revisit')}</Title>
          <Stack gap="sm" mt="xs">
            {revisit.map((q) => {
              const answer = answers[q.id];
              const cue = answer?.cue ?? q.cue;
              return (
                <div key={q.id} data-testid="revisit-item">
                  <Text fw={600}>{q.text}</Text>
                  <Text size="sm">
                    {answer ? t('yourAnswer', { answer: answer.given || '—' }) : t('status.unanswered')} ·{' '}
                    {t(`status.${resultOf(answer)}`)}
                  </Text>
                  {answer?.expected_answer && (
                    <Text size="sm" fw={600}>
                      {t('expected', { answer: answer.expected_answer })}
                    </Text>
                  )}
                  {cue && videoUrl && (
                    <Button
                      size="xs"
                      variant="subtle"
                      leftSection={<IconPlayerPlay size={14} />}
                      onClick={() => play(cue)}
                    >
                      {t('playCue')}
                    </Button>
                  )}
                </div>
              );
            })}
          </Stack>
          {videoUrl && <video ref={video} src={videoUrl} controls preload="none" width="100%" />}
        </Paper>
      )}
      <Group justify="center">
        <Button variant="light" onClick={onReview}>
          {t('review')}
        </Button>
        {canRetry && <Button onClick={onRetry}>{t('tryAgain')}</Button>}
      </Group>
      {!canRetry && <Alert color="gray">{t('noAttempts')}</Alert>}
    </Stack>
  );
}

function Center({ children }: { children: React.ReactNode }) {
  return <span style={{ display: 'grid', placeItems: 'center', height: '100%' }}>{children}</span>;
}
