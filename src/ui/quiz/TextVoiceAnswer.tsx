import { useEffect, useState } from 'react';
import { Alert, Badge, Button, Group, Stack, Textarea } from '@mantine/core';
import { IconMicrophone, IconPlayerStop } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  useVoiceRecording,
  type VoiceRecordingActor,
} from '../../machines/voice-recording/useVoiceRecording.ts';

/**
 * Text/voice answer (SPEC §4, §5, §8): type, or speak (en-US) into the box, then 'Check Answer'.
 * The microphone is the question runner's voice-recording actor.
 */
export function TextVoiceAnswer({
  voice,
  busy,
  emptyAnswer,
  notice = null,
  onSubmit,
}: {
  voice: VoiceRecordingActor;
  busy: boolean;
  emptyAnswer: boolean;
  /** A message from the server to answer again (not in English), in the interface language. */
  notice?: string | null;
  onSubmit: (text: string) => void;
}) {
  const { t } = useTranslation('quiz');
  // View state only: the text in the box (the words heard are written into it).
  const [text, setText] = useState('');
  const mic = useVoiceRecording(voice);

  useEffect(() => {
    if (mic.heard) setText(mic.heard);
  }, [mic.heard]);

  return (
    <Stack gap="sm">
      <Textarea
        label={t('answerLabel')}
        placeholder={t('answerPlaceholder')}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        autosize
        minRows={2}
        error={emptyAnswer ? t('provideAnswer') : (notice ?? undefined)}
      />
      {mic.failure === 'unsupported' && <Alert color="yellow">{t('voice.unsupported')}</Alert>}
      {mic.failure === 'denied' && (
        <Alert color="red" title={t('voice.micDenied')}>
          {t('voice.denied')} {t('voice.deniedShort')}
        </Alert>
      )}
      {mic.failure === 'other' && <Alert color="red">{t('voice.failed')}</Alert>}
      {mic.saved && <Alert color="blue">{t('voice.recorded')}</Alert>}
      <Group>
        <Button onClick={() => onSubmit(text)} loading={busy}>
          {t('checkAnswer')}
        </Button>
        {mic.recording ? (
          <Button variant="light" color="red" leftSection={<IconPlayerStop size={16} />} onClick={mic.stop}>
            {t('voice.stop')}
          </Button>
        ) : (
          <Button
            variant="light"
            leftSection={<IconMicrophone size={16} />}
            disabled={mic.processing || mic.failure === 'denied'}
            onClick={mic.start}
          >
            {mic.failure === 'denied' ? t('voice.micDenied') : t('voice.speak')}
          </Button>
        )}
        {mic.recording && <Badge color="red">{t('voice.listening')}</Badge>}
        {mic.processing && <Badge>{t('voice.processing')}</Badge>}
      </Group>
    </Stack>
  );
}
