import { useTranslation } from 'react-i18next';
import { Alert, Badge, Code, Group, List, Stack, Text } from '@mantine/core';
import type { ReplayReport } from './replay.ts';

// Filled dark shades: light badges on 11 px text miss the 4.5:1 contrast ratio.
const tone = { reproduced: 'teal.9', diverged: 'red.9', skipped: 'gray.7' } as const;

/** A replay report as QA reads it: one line per actor, its path, and where it diverged. */
export function ReplayResult({ name, report }: { name: string; report: ReplayReport }) {
  const { t } = useTranslation('qa');
  const diverged = report.actors.filter((a) => a.outcome === 'diverged').length;
  return (
    <Stack gap="xs" aria-live="polite">
      <Alert
        color={report.ok ? 'teal' : 'red'}
        variant="light"
        title={t('replay.of', { name })}
        styles={{ title: { color: 'var(--mantine-color-text)' } }}
      >
        {report.actors.length === 0
          ? t('replay.noActors')
          : report.ok
            ? t('replay.allReproduced', { count: report.actors.length })
            : t('replay.someDiverged', { diverged, count: report.actors.length })}
      </Alert>
      <List listStyleType="none" spacing="xs" p={0}>
        {report.actors.map((actor) => (
          <List.Item key={actor.key}>
            <Group gap="xs" wrap="nowrap">
              <Badge color={tone[actor.outcome]} style={{ flexShrink: 0 }}>
                {t(`replay.outcome.${actor.outcome}`)}
              </Badge>
              <Text size="sm" fw={600}>
                {actor.machine}
              </Text>
              <Text size="xs" c="dimmed">
                {actor.id}
              </Text>
            </Group>
            {actor.reason && (
              <Text size="xs" c="dimmed">
                {actor.reason}
              </Text>
            )}
            {actor.path.length > 0 && (
              <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                {t('replay.path')}: <Code>{actor.path.join(' → ')}</Code>
              </Text>
            )}
            {actor.divergence && (
              <Text size="xs" c="red.8" component="div">
                {t('replay.divergence', { step: actor.divergence.step, t: actor.divergence.t })}
                <br />
                {t('replay.recorded')}: <Code>{actor.divergence.recorded}</Code>
                <br />
                {t('replay.replayed')}: <Code>{actor.divergence.replayed}</Code>
              </Text>
            )}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
