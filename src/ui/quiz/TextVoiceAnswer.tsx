import { useEffect, useMemo, useState } from 'react';
import { Alert, Badge, Button, Group, Stack, Textarea } from '@mantine/core';
import { IconMicrophone, IconPlayerStop } from '@tabler/icons-react';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { inspect } from '../../eventlog/recorder.ts';
import { createVoiceRecordingLogic } from '../../services/voice.ts';

/** Text/voice answer (SPEC §4, §5, §8): type, or speak (en-US) into the box, then 'Check Answer'. */
export function TextVoiceAnswer({
  locked,
  busy,
  emptyAnswer,
  notice = null,
  onSubmit,
}: {
  locked: boolean;
  busy: boolean;
  emptyAnswer: boolean;
  /** A message from the server to answer again (not in English), in the interface language. */
  notice?: string | null;
  onSubmit: (text: string) => void;
}) {
  const { t } = useTranslation('quiz');
  const [text, setText] = useState('');
  const logic = useMemo(() => createVoiceRecordingLogic(), []);
  const voice = useActorRef(logic, { inspect });
  const recording = useSelector(voice, (s) => s.hasTag('recording'));
  const processing = useSelector(voice, (s) => s.hasTag('processing'));
  const transcript = useSelector(voice, (s) => s.context.transcript);
  const failure = useSelector(voice, (s) => (s.matches('failed') ? s.context.failure : null));
  const saved = useSelector(voice, (s) => s.matches('saved'));

  useEffect(() => {
    if (transcript) setText(transcript);
  }, [transcript]);

  const submit = () => {
    voice.send({ type: 'voice.submit' });
    onSubmit(text);
  };

  return (
    <Stack gap="sm">
      <Textarea
        label={t('answerLabel')}
        placeholder={t('answerPlaceholder')}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        disabled={locked}
        autosize
        minRows={2}
        error={emptyAnswer ? t('provideAnswer') : (notice ?? undefined)}
      />
      {failure === 'unsupported' && <Alert color="yellow">{t('voice.unsupported')}</Alert>}
      {failure === 'denied' && (
        <Alert color="red" title={t('voice.micDenied')}>
          {t('voice.denied')} {t('voice.deniedShort')}
        </Alert>
      )}
      {failure === 'other' && <Alert color="red">{t('voice.failed')}</Alert>}
      {saved && <Alert color="blue">{t('voice.recorded')}</Alert>}
      <Group>
        <Button onClick={submit} loading={busy} disabled={locked}>
          {t('checkAnswer')}
        </Button>
        {!locked &&
          (recording ? (
            <Button
              variant="light"
              color="red"
              leftSection={<IconPlayerStop size={16} />}
              onClick={() => voice.send({ type: 'voice.stop' })}
            >
              {t('voice.stop')}
            </Button>
          ) : (
            <Button
              variant="light"
              leftSection={<IconMicrophone size={16} />}
              disabled={processing || failure === 'denied'}
              onClick={() => voice.send({ type: 'voice.start' })}
            >
              {failure === 'denied' ? t('voice.micDenied') : t('voice.speak')}
            </Button>
          ))}
        {recording && <Badge color="red">{t('voice.listening')}</Badge>}
        {processing && <Badge>{t('voice.processing')}</Badge>}
      </Group>
    </Stack>
  );
}
