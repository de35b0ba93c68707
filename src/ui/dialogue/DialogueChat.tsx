import { useEffect, useRef, useState } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Paper,
  Progress,
  ScrollArea,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { selectIsReplying, selectProgressPercent } from '../../machines/dialogue/selectors.ts';
import { listen, speechInputAvailable } from './speech-input.ts';
import type { DialogueActor } from './types.ts';

export function DialogueChat({ actor }: { actor: DialogueActor }) {
  const { t } = useTranslation('dialogue');
  const messages = useSelector(actor, (s) => s.context.messages);
  const partner = useSelector(actor, (s) => s.context.script.partner);
  const topic = useSelector(actor, (s) => s.context.script.topic);
  const replying = useSelector(actor, selectIsReplying);
  const muted = useSelector(actor, (s) => s.context.muted);
  // View state only: the text being typed and whether the microphone is held.
  const [draft, setDraft] = useState('');
  const [listening, setListening] = useState(false);
  const stopListening = useRef<(() => void) | null>(null);
  const bottom = useRef<HTMLDivElement>(null);

  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'nearest' });
  }, [messages.length, replying]);
  useEffect(() => () => stopListening.current?.(), []);

  const send = () => {
    if (!draft.trim()) return;
    actor.send({ type: 'message.send', text: draft });
    setDraft('');
  };
  const startMic = () => {
    if (listening) return;
    setListening(true);
    stopListening.current = listen(
      (text) => setDraft((d) => (d ? `${d} ${text}` : text)),
      () => setListening(false),
    );
  };
  const stopMic = () => {
    stopListening.current?.();
    stopListening.current = null;
  };

  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
      <Card withBorder radius="md" p="md" style={{ gridColumn: 'span 2' }}>
        <Group justify="space-between" mb="sm">
          <Title order={3} fz="lg">
            {topic}
          </Title>
          <Switch
            checked={!muted}
            onChange={() => actor.send({ type: 'sound.toggle' })}
            label={t('chat.readAloud')}
          />
        </Group>
        <ScrollArea h={360} type="auto">
          <Stack gap="xs" data-testid="dialogue-messages" aria-live="polite">
            {messages.map((m) => (
              <Paper
                key={m.id}
                p="sm"
                radius="md"
                withBorder
                bg={m.sender === 'user' ? 'var(--mantine-color-blue-light)' : undefined}
                ml={m.sender === 'user' ? 'xl' : 0}
                mr={m.sender === 'ai' ? 'xl' : 0}
                data-sender={m.sender}
              >
                <Text fz="xs" c="dimmed">
                  {m.sender === 'ai' ? partner : t('chat.you')}
                </Text>
                <Text>{m.text}</Text>
              </Paper>
            ))}
            {replying && (
              <Text c="dimmed" fz="sm">
                {t('chat.typing', { name: partner })}
              </Text>
            )}
            <div ref={bottom} />
          </Stack>
        </ScrollArea>
        <Group mt="sm" gap="xs" wrap="nowrap">
          <Tooltip label={speechInputAvailable() ? t('chat.mic') : t('chat.micUnavailable')}>
            <ActionIcon
              size="lg"
              variant={listening ? 'filled' : 'light'}
              color={listening ? 'red' : 'blue'}
              aria-label={t('chat.mic')}
              aria-pressed={listening}
              disabled={!speechInputAvailable()}
              onPointerDown={startMic}
              onPointerUp={stopMic}
              onPointerLeave={stopMic}
              onKeyDown={(e) => (e.key === ' ' || e.key === 'Enter') && startMic()}
              onKeyUp={(e) => (e.key === ' ' || e.key === 'Enter') && stopMic()}
            >
              <span aria-hidden>🎤</span>
            </ActionIcon>
          </Tooltip>
          <TextInput
            style={{ flex: 1 }}
            aria-label={t('chat.placeholder')}
            placeholder={listening ? t('chat.listening') : t('chat.placeholder')}
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                send();
              }
            }}
            maxLength={500}
          />
          <Button onClick={send} disabled={!draft.trim()}>
            {t('chat.send')}
          </Button>
        </Group>
      </Card>
      <WordTreasury actor={actor} />
    </SimpleGrid>
  );
}

function WordTreasury({ actor }: { actor: DialogueActor }) {
  const { t } = useTranslation('dialogue');
  const words = useSelector(actor, (s) => s.context.targetWords);
  const used = useSelector(actor, (s) => s.context.usedWords);
  const percent = useSelector(actor, selectProgressPercent);
  return (
    <Card withBorder radius="md" p="md" data-testid="word-treasury">
      <Title order={3} fz="lg" mb="sm">
        {t('treasury.title')}
      </Title>
      <Stack gap="xs">
        {words.map((w) => (
          <Group key={w} justify="space-between" data-used={used.includes(w)}>
            <Text td={used.includes(w) ? 'line-through' : undefined}>{w}</Text>
            {used.includes(w) && (
              <Badge color="teal" variant="light">
                {t('treasury.used')}
              </Badge>
            )}
          </Group>
        ))}
      </Stack>
      <Text fz="sm" mt="md" mb={4}>
        {t('treasury.progress', { used: used.length, total: words.length })}
      </Text>
      <Progress
        value={percent}
        aria-label={t('treasury.progress', { used: used.length, total: words.length })}
      />
    </Card>
  );
}
