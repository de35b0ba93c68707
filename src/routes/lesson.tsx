import { lazy, Suspense, useCallback, useEffect, useMemo } from 'react';
import { Center, Container, Loader, Stack } from '@mantine/core';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { inspect } from '../eventlog/recorder.ts';
import { isLessonMode, type LessonMode } from '../machines/lesson-modes/types.ts';
import { api } from '../services/api.ts';
import { createLessonModesLogic, recordLessonStep } from '../services/lesson.ts';
import { LessonHeader } from '../ui/lesson/LessonHeader.tsx';
import { ModeMenu } from '../ui/lesson/ModeMenu.tsx';
import { VideoMode } from '../ui/lesson/VideoMode.tsx';
import { useTranslation } from 'react-i18next';
import { usePageSubject } from '../ui/layout/DocumentHead.tsx';
import { AuthSession, useAuth } from '../ui/session/auth.tsx';
import classes from '../ui/lesson/lesson.module.css';

const WordsMode = lazy(() => import('../ui/words/WordsMode.tsx').then((m) => ({ default: m.WordsMode })));
const QuizMode = lazy(() => import('./lesson-flows.tsx').then((m) => ({ default: m.TestRunPanel })));
const DialogueMode = lazy(() => import('./lesson-flows.tsx').then((m) => ({ default: m.DialoguePanel })));

/** /lesson/{id} (SPEC §2 Lesson page): header, the four modes (one at a time, kept in ?mode=). */
export function Page() {
  const { id } = useParams({ strict: false }) as { id?: string };
  const lessonId = Number.parseInt(id ?? '', 10);
  // A new lesson id is a new page: remount so every actor starts afresh.
  return <LessonPage key={lessonId} lessonId={Number.isFinite(lessonId) && lessonId > 0 ? lessonId : 0} />;
}

function LessonPage({ lessonId }: { lessonId: number }) {
  const search = useSearch({ strict: false }) as { mode?: unknown };
  // The mode lives in the URL (?mode=) so reload and Back keep it; anything unknown is Watch Video.
  const mode: LessonMode = isLessonMode(search.mode) ? search.mode : 'video';
  const navigate = useNavigate();
  const { t } = useTranslation('lesson');
  const { isAuthenticated, refreshStats } = useAuth();
  const session = AuthSession.useActorRef();
  const logic = useMemo(
    () =>
      createLessonModesLogic({
        onLoadFailure: (failedId) => {
          session.send({
            type: 'notice.post',
            notice: { tone: 'error', text: t('loadFailed', { id: failedId }) },
          });
          void navigate({ to: '/404', replace: true });
        },
      }),
    [navigate, session, t],
  );
  const actor = useActorRef(logic, { input: { lessonId, mode }, inspect });
  const lesson = useSelector(actor, (s) => s.context.lesson);
  const active = useSelector(actor, (s) => s.context.mode);
  usePageSubject(lesson?.video.name);

  // A step the server recorded (video watched, word saved, test or dialogue finished): the header's
  // lesson progress and the app's stats (PRO badge) are read again, without a reload.
  const stepRecorded = useCallback(() => {
    actor.send({ type: 'progress.refresh' });
    refreshStats();
  }, [actor, refreshStats]);
  // The machine reads the progress again for the first saved word of the page only.
  const wordSaved = useCallback(() => actor.send({ type: 'word.saved' }), [actor]);

  // The URL is the source of the mode: Back and reload come through here.
  useEffect(() => actor.send({ type: 'mode.select', mode }), [actor, mode]);

  const select = (next: LessonMode) =>
    void navigate({
      to: '/lesson/$id',
      params: { id: String(lessonId) },
      search: (next === 'video' ? {} : { mode: next }) as never,
    });

  if (!lesson) {
    return (
      <Center mih="50vh">
        <Loader aria-label={t('common:loading')} />
      </Center>
    );
  }
  return (
    <Container size="xl" py="lg">
      <LessonHeader lesson={lesson} signedIn={isAuthenticated} />
      <div className={classes.layout}>
        <Stack gap="md" data-testid={`mode-panel-${active}`}>
          <Suspense fallback={<Loader aria-label={t('common:loading')} />}>
            {active === 'video' && (
              <VideoMode
                lesson={lesson}
                onWatched={() =>
                  isAuthenticated &&
                  void recordLessonStep(api, lessonId, 'video').then((ok) => ok && stepRecorded())
                }
              />
            )}
            {active === 'words' && (
              <WordsMode lesson={lesson} signedIn={isAuthenticated} onWordSaved={wordSaved} />
            )}
            {active === 'test' && (
              <QuizMode lessonId={lessonId} lesson={lesson} onStepRecorded={stepRecorded} />
            )}
            {active === 'dialogue' && (
              <DialogueMode lessonId={lessonId} lesson={lesson} onStepRecorded={stepRecorded} />
            )}
          </Suspense>
        </Stack>
        <ModeMenu mode={active} onSelect={select} />
      </div>
    </Container>
  );
}
