import { useEffect, useRef, useState } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Grid,
  Group,
  Paper,
  Progress,
  ScrollArea,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconCheck, IconMicrophone, IconSend } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { selectProgressPercent } from '../../machines/dialogue/selectors.ts';
import { useDialogue, type DialogueActor } from '../../machines/dialogue/useDialogue.ts';
import {
  useVoiceRecording,
  type VoiceRecordingActor,
} from '../../machines/voice-recording/useVoiceRecording.ts';
import { MessageNotes, useRole } from './MessageNotes.tsx';
import { speakerName } from './speaker.ts';

export function DialogueChat({ actor }: { actor: DialogueActor }) {
  const { t } = useTranslation('dialogue');
  const chat = useDialogue(actor);
  const { messages, replying, muted } = chat;
  const partnerName = useSelector(actor, (s) => s.context.script.partner);
  const role = useRole(useSelector(actor, (s) => s.context.script.partner_role));
  const partner = t('chat.partner', { name: speakerName(t, partnerName), role });
  const topic = useSelector(actor, (s) => s.context.script.topic);
  const bottom = useRef<HTMLDivElement>(null);

  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'nearest' });
  }, [messages.length, replying]);

  // The Word Treasury is beside the chat on wide screens and above it on phones (the words stay in
  // sight while typing).
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
        <Card withBorder radius="md" p="md">
          <Group justify="space-between" mb="sm" gap="xs">
            <Title order={2} fz="lg">
              {topic}
            </Title>
            <Switch
              checked={!muted}
              onChange={() => actor.send({ type: 'sound.toggle' })}
              label={t('chat.readAloud')}
            />
          </Group>
          <ScrollArea
            h={{ base: 340, md: 420 }}
            type="auto"
            viewportProps={{ tabIndex: 0, 'aria-label': t('chat.log') }}
          >
            <Stack gap="xs" data-testid="dialogue-messages" aria-live="polite" pr="xs">
              {messages.map((m) => (
                <Paper
                  key={m.id}
                  p="sm"
                  radius="md"
                  withBorder
                  bg={m.sender === 'user' ? 'var(--mantine-color-blue-light)' : undefined}
                  maw="85%"
                  style={{ alignSelf: m.sender === 'user' ? 'flex-end' : 'flex-start' }}
                  data-sender={m.sender}
                >
                  <Text fz="xs" c="dimmed">
                    {m.sender === 'ai' ? partner : t('chat.you')}
                  </Text>
                  {m.text && <Text>{m.text}</Text>}
                  {m.sender === 'ai' && <MessageNotes recasts={m.recasts} coach={m.coach} />}
                </Paper>
              ))}
              {replying && (
                <Text c="dimmed" fz="sm">
                  {t('chat.typing', { name: speakerName(t, partnerName) })}
                </Text>
              )}
              <div ref={bottom} />
            </Stack>
          </ScrollArea>
          {chat.voice && <Composer voice={chat.voice} onSend={chat.send} />}
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
        <WordTreasury actor={actor} />
      </Grid.Col>
    </Grid>
  );
}

/**
 * The message box, Send, and press-to-speak (en-US) on the dialogue's voice-recording actor: the
 * words heard are added to the text being typed. The microphone is disabled where the browser
 * cannot turn speech into text.
 */
function Composer({ voice, onSend }: { voice: VoiceRecordingActor; onSend: (text: string) => void }) {
  const { t } = useTranslation('dialogue');
  // View state only: the text being typed.
  const [draft, setDraft] = useState('');
  const mic = useVoiceRecording(voice);
  const listening = mic.recording || mic.processing;
  const { transcript, reset } = mic;
  useEffect(() => {
    if (!transcript) return;
    setDraft((d) => (d ? `${d} ${transcript}` : transcript));
    reset();
  }, [transcript, reset]);
  const startMic = () => !listening && mic.start();
  const send = () => {
    if (!draft.trim()) return;
    onSend(draft);
    setDraft('');
  };
  return (
    <Group mt="sm" gap="xs" wrap="nowrap">
      <Tooltip label={mic.recognition ? t('chat.mic') : t('chat.micUnavailable')}>
        <ActionIcon
          size="lg"
          variant={listening ? 'filled' : 'light'}
          color={listening ? 'red' : 'blue'}
          aria-label={t('chat.mic')}
          aria-pressed={listening}
          disabled={!mic.recognition}
          onPointerDown={startMic}
          onPointerUp={mic.stop}
          onPointerLeave={mic.stop}
          onKeyDown={(e) => (e.key === ' ' || e.key === 'Enter') && startMic()}
          onKeyUp={(e) => (e.key === ' ' || e.key === 'Enter') && mic.stop()}
        >
          <IconMicrophone size={20} aria-hidden="true" />
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
      {/* On phones the text box keeps the room: Send is an icon there. */}
      <Button onClick={send} disabled={!draft.trim()} visibleFrom="xs">
        {t('chat.send')}
      </Button>
      <ActionIcon
        size="lg"
        onClick={send}
        disabled={!draft.trim()}
        hiddenFrom="xs"
        aria-label={t('chat.send')}
      >
        <IconSend size={18} aria-hidden="true" />
      </ActionIcon>
    </Group>
  );
}

function WordTreasury({ actor }: { actor: DialogueActor }) {
  const { t } = useTranslation('dialogue');
  const words = useSelector(actor, (s) => s.context.targetWords);
  const used = useSelector(actor, (s) => s.context.usedWords);
  const percent = useSelector(actor, selectProgressPercent);
  return (
    <Card withBorder radius="md" p="md" h="100%" data-testid="word-treasury">
      <Title order={2} fz="lg" mb="sm">
        {t('treasury.title')}
      </Title>
      <Group gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {words.map((w) => {
          const isUsed = used.includes(w);
          return (
            <li key={w} data-used={isUsed}>
              <Badge
                size="lg"
                radius="sm"
                tt="none"
                color="teal.9"
                variant={isUsed ? 'filled' : 'default'}
                leftSection={isUsed ? <IconCheck size={14} aria-hidden="true" /> : undefined}
              >
                {w}
                {isUsed && <VisuallyHidden>{` (${t('treasury.used')})`}</VisuallyHidden>}
              </Badge>
            </li>
          );
        })}
      </Group>
      <Text fz="sm" mt="md" mb={4}>
        {t('treasury.progress', { used: used.length, count: words.length })}
      </Text>
      <Progress
        value={percent}
        aria-label={t('treasury.progress', { used: used.length, count: words.length })}
      />
    </Card>
  );
}
