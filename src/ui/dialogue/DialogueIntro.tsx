import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../machines/dialogue/session.ts';
import { useRole } from './MessageNotes.tsx';
import { speakerName } from './speaker.ts';
import type { DialogueActor } from './types.ts';

export function DialogueWelcome({ actor }: { actor: DialogueActor }) {
  const { t } = useTranslation('dialogue');
  const topic = useSelector(actor, (s) => s.context.script.topic);
  const name = useSelector(actor, (s) => s.context.script.partner);
  const role = useRole(useSelector(actor, (s) => s.context.script.partner_role));
  const partner = t('chat.partner', { name: speakerName(t, name), role });
  return (
    <Card withBorder radius="md" p="xl">
      <Stack align="center" gap="md" ta="center">
        <Title order={2}>{t('welcome.title')}</Title>
        <Text c="dimmed">{t('welcome.text', { topic, partner })}</Text>
        <Button size="md" onClick={() => actor.send({ type: 'dialogue.start' })}>
          {t('welcome.start')}
        </Button>
      </Stack>
    </Card>
  );
}

export function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0} align="center">
      <Text fw={700} fz="xl">
        {value}
      </Text>
      <Text c="dimmed" fz="sm">
        {label}
      </Text>
    </Stack>
  );
}

export function DialogueResume({ actor }: { actor: DialogueActor }) {
  const { t } = useTranslation('dialogue');
  const saved = useSelector(actor, (s) => s.context.saved);
  const total = useSelector(actor, (s) => s.context.targetWords.length);
  if (!saved) return null;
  return (
    <Card withBorder radius="md" p="xl">
      <Stack align="center" gap="md" ta="center">
        <Title order={2}>{t('resume.title')}</Title>
        <SimpleGrid cols={3} w="100%" maw={480}>
          <Figure label={t('stats.time')} value={formatDuration(saved.totalTimeInvested)} />
          <Figure label={t('stats.exchanges')} value={String(saved.turnCount)} />
          <Figure label={t('stats.words')} value={`${saved.usedWords.length}/${total}`} />
        </SimpleGrid>
        <Group>
          <Button onClick={() => actor.send({ type: 'dialogue.continue' })}>{t('resume.continue')}</Button>
          <Button variant="default" onClick={() => actor.send({ type: 'dialogue.restart' })}>
            {t('resume.restart')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
