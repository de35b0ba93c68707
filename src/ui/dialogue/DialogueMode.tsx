import { useEffect } from 'react';
import { Center, Loader } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useTranslation } from 'react-i18next';
import type { dialogueMachine } from '../../machines/dialogue/machine.ts';
import type { LessonDetail } from '../../machines/lesson/types.ts';
import { selectScreen } from '../../machines/dialogue/selectors.ts';
import { speech } from '../../services/dialogue.ts';
import { DialogueChat } from './DialogueChat.tsx';
import { DialogueResume, DialogueWelcome } from './DialogueIntro.tsx';
import { DialogueModals } from './DialogueModals.tsx';

/**
 * Practice Dialogues mode (SPEC §2 Dialogue Studio). The lesson page mounts it per lesson (the
 * page is keyed by lesson id), so changing lesson unmounts it: the session is saved on the way
 * out and the next lesson starts afresh. The lesson actor spawns the dialogue actor and records the
 * `dialogue` step when it completes.
 */
export function DialogueMode({
  actor,
}: {
  /** The dialogue the lesson actor spawned (it records the `dialogue` step on completion). */
  actor: ActorRefFrom<typeof dialogueMachine>;
  lesson: LessonDetail;
}) {
  const { t } = useTranslation();
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
