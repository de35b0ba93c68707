import { useEffect } from 'react';
import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LessonDetail } from '../../machines/lesson/types.ts';
import { useDialogue, type DialogueActor } from '../../machines/dialogue/useDialogue.ts';
import { DialogueChat } from './DialogueChat.tsx';
import { DialogueResume, DialogueWelcome } from './DialogueIntro.tsx';
import { DialogueModals } from './DialogueModals.tsx';

/**
 * Practice Dialogues mode (SPEC §2 Dialogue Studio), on the dialogue actor the lesson page spawns
 * (components never create it). When the page is hidden or left, or the mode closes, the actor is
 * told (`page.exit`): speech stops and an open session is saved.
 */
export function DialogueMode({ actor }: { actor: DialogueActor; lesson: LessonDetail }) {
  const { t } = useTranslation();
  const { screen, leave } = useDialogue(actor);

  useEffect(() => {
    window.addEventListener('pagehide', leave);
    window.addEventListener('beforeunload', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('beforeunload', leave);
      leave();
    };
  }, [leave]);

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
