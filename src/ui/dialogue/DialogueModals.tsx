import { Badge, Button, Group, Modal, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import {
  selectCompletion,
  selectCompletionModalOpen,
  selectCorrections,
  selectSummaryOpen,
} from '../../machines/dialogue/selectors.ts';
import { formatDuration } from '../../machines/dialogue/session.ts';
import { Figure } from './DialogueIntro.tsx';
import { RecastNote } from './MessageNotes.tsx';
import type { DialogueActor } from './types.ts';

/** SPEC §9: the extra praise from 10 exchanges. */
export const SUMMARY_PRAISE_EXCHANGES = 10;

export function DialogueModals({ actor }: { actor: DialogueActor }) {
  const { t } = useTranslation('dialogue');
  // The modal and the summary are screens of the completion child (once every word is used).
  const ending = useSelector(actor, selectCompletion);
  const completion = useSelector(ending, selectCompletionModalOpen);
  const summary = useSelector(ending, selectSummaryOpen);
  const seconds = useSelector(actor, (s) => s.context.totalTimeInvested);
  const exchanges = useSelector(actor, (s) => s.context.turnCount);
  const words = useSelector(actor, (s) => s.context.usedWords);
  const total = useSelector(actor, (s) => s.context.targetWords.length);
  const corrections = useSelector(actor, selectCorrections);
  return (
    <>
      <Modal
        opened={completion}
        onClose={() => actor.send({ type: 'completion.continue' })}
        title={t('completion.title')}
        centered
      >
        <Stack>
          <Text>{t('completion.text')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => actor.send({ type: 'completion.continue' })}>
              {t('completion.continue')}
            </Button>
            <Button onClick={() => actor.send({ type: 'completion.finish' })}>
              {t('completion.finish')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal
        opened={summary}
        onClose={() => actor.send({ type: 'summary.exit' })}
        title={
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size="lg" radius="xl" color="yellow.6" variant="light" aria-hidden="true">
              <IconTrophy size={20} />
            </ThemeIcon>
            <Text component="span" fw={700} fz="xl">
              {t('summary.title')}
            </Text>
          </Group>
        }
        centered
      >
        <Stack>
          <Text fw={600}>{t('summary.achievements')}</Text>
          <SimpleGrid cols={3}>
            <Figure label={t('stats.time')} value={formatDuration(seconds)} />
            <Figure label={t('stats.exchanges')} value={String(exchanges)} />
            <Figure label={t('stats.words')} value={`${words.length}/${total}`} />
          </SimpleGrid>
          <Group gap={6} justify="center">
            {words.map((w) => (
              <Badge key={w} color="teal.9" radius="sm" tt="none">
                {w}
              </Badge>
            ))}
          </Group>
          <Stack gap={4} data-testid="dialogue-corrections">
            <Text fw={600}>{t('summary.corrections')}</Text>
            {corrections.length ? (
              corrections.map((r, i) => <RecastNote key={i} recast={r} />)
            ) : (
              <Text fz="sm">{t('summary.noCorrections')}</Text>
            )}
          </Stack>
          {exchanges >= SUMMARY_PRAISE_EXCHANGES && (
            <Text c="teal" fw={600} data-testid="dialogue-praise">
              {t('summary.praise')}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => actor.send({ type: 'summary.exit' })}>
              {t('summary.exit')}
            </Button>
            <Button onClick={() => actor.send({ type: 'summary.newAdventure' })}>
              {t('summary.newAdventure')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
