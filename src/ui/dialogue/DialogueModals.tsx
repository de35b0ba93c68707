import { Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { selectCompletionModalOpen, selectSummaryOpen } from '../../machines/dialogue/selectors.ts';
import { formatDuration } from '../../machines/dialogue/session.ts';
import { Figure } from './DialogueIntro.tsx';
import type { DialogueActor } from './types.ts';

/** SPEC §9: the extra praise from 10 exchanges. */
export const SUMMARY_PRAISE_EXCHANGES = 10;

export function DialogueModals({ actor }: { actor: DialogueActor }) {
  const { t } = useTranslation('dialogue');
  const completion = useSelector(actor, selectCompletionModalOpen);
  const summary = useSelector(actor, selectSummaryOpen);
  const seconds = useSelector(actor, (s) => s.context.totalTimeInvested);
  const exchanges = useSelector(actor, (s) => s.context.turnCount);
  const words = useSelector(actor, (s) => s.context.usedWords);
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
        title={t('summary.title')}
        centered
      >
        <Stack>
          <Text fw={600}>{t('summary.achievements')}</Text>
          <SimpleGrid cols={3}>
            <Figure label={t('stats.time')} value={formatDuration(seconds)} />
            <Figure label={t('stats.exchanges')} value={String(exchanges)} />
            <Figure label={t('stats.words')} value={String(words.length)} />
          </SimpleGrid>
          <Text fz="sm">{words.join(', ')}</Text>
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
