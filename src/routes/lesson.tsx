import { lazy, Suspense, useDeferredValue } from 'react';
import { Center, Container, Loader, Stack } from '@mantine/core';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { LessonMode } from '../machines/lesson/types.ts';
import { useLessonPage } from '../machines/lesson/useLesson.ts';
import { LessonHeader } from '../ui/lesson/LessonHeader.tsx';
import { ModeMenu } from '../ui/lesson/ModeMenu.tsx';
import { VideoMode } from '../ui/lesson/VideoMode.tsx';
import { QuizSignIn } from '../ui/quiz/QuizSignIn.tsx';
import { usePageSubject } from '../ui/layout/DocumentHead.tsx';
import { AuthSession, useAuth } from '../ui/session/auth.tsx';
import classes from '../ui/lesson/lesson.module.css';

const WordsMode = lazy(() => import('../ui/words/WordsMode.tsx').then((m) => ({ default: m.WordsMode })));
const QuizMode = lazy(() => import('../ui/quiz/QuizMode.tsx').then((m) => ({ default: m.QuizMode })));
const DialogueMode = lazy(() =>
  import('../ui/dialogue/DialogueMode.tsx').then((m) => ({ default: m.DialogueMode })),
);

const route = getRouteApi('/lesson/$id');

/** /lesson/{id} (SPEC §2 Lesson page): header, the four modes (one at a time, kept in ?mode=). */
export function Page() {
  // The route parses the id (a positive whole number, else 0: the load fails, then /404).
  const { id: lessonId } = route.useParams();
  // A new lesson id is a new page: remount so every actor starts afresh.
  return <LessonPage key={lessonId} lessonId={lessonId} />;
}

function LessonPage({ lessonId }: { lessonId: number }) {
  // The mode lives in the URL (?mode=) so reload and Back keep it; the route drops anything unknown.
  const mode: LessonMode = route.useSearch({ select: (s) => s.mode ?? 'video' });
  const navigate = useNavigate();
  const { t, i18n } = useTranslation('lesson');
  const { isAuthenticated, refreshStats } = useAuth();
  const session = AuthSession.useActorRef();
  const page = useLessonPage({
    lessonId,
    mode,
    signedIn: isAuthenticated,
    language: i18n.language,
    reportLoadFailure: (failedId) => {
      session.send({
        type: 'notice.post',
        notice: { tone: 'error', text: t('loadFailed', { id: failedId }) },
      });
      void navigate({ to: '/404', replace: true });
    },
    refreshStats,
    navigate: (to) => void navigate({ to }),
  });
  const { mode: active } = page;
  usePageSubject(page.lesson?.video.name);
  // The lesson's answer arrives as an actor update, which React renders at once: the page under it
  // (header, player, mode menu) is mounted in a background render instead, in short slices rather
  // than one long task (issue 18); the loader stays up meanwhile.
  const lesson = useDeferredValue(page.lesson);

  const select = (next: LessonMode) =>
    void navigate({
      to: '/lesson/$id',
      params: { id: lessonId },
      search: next === 'video' ? {} : { mode: next },
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
            {page.video && <VideoMode key={page.video.sessionId} actor={page.video} lesson={lesson} />}
            {page.wordLookup && page.vocabulary && (
              <WordsMode
                key={page.wordLookup.sessionId}
                lookup={page.wordLookup}
                vocabulary={page.vocabulary}
                lesson={lesson}
                signedIn={isAuthenticated}
              />
            )}
            {page.testRun && <QuizMode key={page.testRun.sessionId} actor={page.testRun} lesson={lesson} />}
            {page.testNeedsSignIn && <QuizSignIn />}
            {page.dialogue && (
              <DialogueMode key={page.dialogue.sessionId} actor={page.dialogue} lesson={lesson} />
            )}
          </Suspense>
        </Stack>
        <ModeMenu mode={active} onSelect={select} />
      </div>
    </Container>
  );
}
