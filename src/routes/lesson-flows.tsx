import { useCallback, useEffect, useMemo } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { inspect } from '../eventlog/recorder.ts';
import type { LessonDetail } from '../machines/lesson-modes/types.ts';
import { api } from '../services/api.ts';
import { createLessonImplementations } from '../services/implementations-lesson.ts';
import { recordLessonStep } from '../services/lesson.ts';
import { DialogueMode } from '../ui/dialogue/DialogueMode.tsx';
import { QuizMode, QuizSignIn } from '../ui/quiz/QuizMode.tsx';
import { useAuth } from '../ui/session/auth.tsx';

/*
 * A bridge until the lesson-page actor (issue 14, helper `lesson-actor`) spawns the test-run and
 * dialogue actors and records the steps itself: it creates each actor from the lesson's
 * implementations (the chunk createMachineImplementations(deps).lesson() loads; this module is
 * itself loaded lazily, so it imports that chunk directly) and records the lesson step when the
 * flow says it is done.
 * `lesson-actor` replaces this file.
 */

interface FlowProps {
  lessonId: number;
  lesson: LessonDetail;
  /** After the server recorded the step (the page refreshes its progress and the stats). */
  onStepRecorded: () => void;
}

function useImplementations() {
  const navigate = useNavigate();
  return useMemo(() => createLessonImplementations({ navigate: (to) => void navigate({ to }) }), [navigate]);
}

export function TestRunPanel(props: FlowProps) {
  const { isAuthenticated } = useAuth();
  // As before the restructure: no test run (and no API call) for a visitor who is not signed in.
  return isAuthenticated ? <SignedInTestRun {...props} /> : <QuizSignIn />;
}

function SignedInTestRun({ lessonId, lesson, onStepRecorded }: FlowProps) {
  const implementations = useImplementations();
  const actor = useActorRef(implementations.testRun, { input: { lessonId }, inspect });
  const recordTest = useCallback(
    () => void recordLessonStep(api, lessonId, 'test').then((ok) => ok && onStepRecorded()),
    [lessonId, onStepRecorded],
  );
  useEffect(() => {
    const sub = actor.on('test.finished', recordTest);
    return () => sub.unsubscribe();
  }, [actor, recordTest]);
  return <QuizMode actor={actor} lesson={lesson} />;
}

export function DialoguePanel({ lessonId, lesson, onStepRecorded }: FlowProps) {
  const implementations = useImplementations();
  const actor = useActorRef(implementations.dialogue, {
    input: {
      lessonId,
      lessonName: lesson.video.name,
      targetWords: lesson.target_words ?? [],
      now: Date.now(),
    },
    inspect,
  });
  // The server recorded the dialogue with the completion post: the page only reads progress again.
  useEffect(() => {
    const sub = actor.on('dialogue.completed', ({ completed }) => completed && onStepRecorded());
    return () => sub.unsubscribe();
  }, [actor, onStepRecorded]);
  return <DialogueMode actor={actor} lesson={lesson} />;
}
