import { useEffect, useMemo, useRef } from 'react';
import { Center, Loader } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { inspect } from '../../eventlog/recorder.ts';
import type { LessonDetail } from '../../machines/lesson-modes/types.ts';
import { selectScreen } from '../../machines/dialogue/selectors.ts';
import { createDialogueLogic, speech } from '../../services/dialogue.ts';
import { DialogueChat } from './DialogueChat.tsx';
import { DialogueResume, DialogueWelcome } from './DialogueIntro.tsx';
import { DialogueModals } from './DialogueModals.tsx';

/**
 * Practice Dialogues mode (SPEC §2 Dialogue Studio). The lesson page mounts it per lesson (the
 * page is keyed by lesson id), so changing lesson unmounts it: the session is saved on the way
 * out and the next lesson starts afresh. `onCompletionRecorded` runs once the server has recorded
 * the finished dialogue (the lesson page refreshes its progress and the stats).
 */
export function DialogueMode({
  lessonId,
  lesson,
  onCompletionRecorded,
}: {
  lessonId: number;
  lesson: LessonDetail;
  onCompletionRecorded?: () => void;
}) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  // The actor is made once per mount; the callback it calls is always the latest one.
  const recorded = useRef(onCompletionRecorded);
  useEffect(() => {
    recorded.current = onCompletionRecorded;
  }, [onCompletionRecorded]);
  const logic = useMemo(
    () =>
      createDialogueLogic({
        navigate: (to) => void navigate({ to }),
        onCompletionRecorded: () => recorded.current?.(),
      }),
    [navigate],
  );
  const actor = useActorRef(logic, {
    input: {
      lessonId,
      lessonName: lesson.video.name,
      targetWords: lesson.target_words ?? [],
      now: Date.now(),
    },
    inspect,
  });
  const screen = useSelector(actor, selectScreen);

  useEffect(() => {
    const exit = () => actor.send({ type: 'page.exit' });
    window.addEventListener('pagehide', exit);
    window.addEventListener('beforeunload', exit);
    return () => {
      window.removeEventListener('pagehide', exit);
      window.removeEventListener('beforeunload', exit);
      exit();
      speech.stop();
    };
  }, [actor]);

  return (
    <div data-testid="dialogue-studio">
      {screen === 'loading' && (
        <Center mih={200}>
          <Loader aria-label={t('common:loading')} />
        </Center>
      )}
      {screen === 'welcome' && <DialogueWelcome actor={actor} />}
      {screen === 'resume' && <DialogueResume actor={actor} />}
      {screen === 'chat' && <DialogueChat actor={actor} />}
      <DialogueModals actor={actor} />
    </div>
  );
}
