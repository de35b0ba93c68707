import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Code,
  Container,
  FileButton,
  Group,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { AnyStateMachine } from 'xstate';
import { machines } from '../machines/registry.ts';
import { mermaidChart, statePaths } from '../eventlog/charts.ts';
import { sessionLog, setLoadedLog, useLoadedLog, useLogFileLoader } from '../eventlog/imported.ts';
import { MermaidChart } from '../eventlog/MermaidChart.tsx';
import type { EventLog } from '../eventlog/types.ts';

/** State paths each machine went through in a log, by machine id. */
export function visitedByMachine(log: EventLog): Map<string, Set<string>> {
  const machineOf = new Map(log.actors.map((a) => [a.key, a.machine]));
  const visited = new Map<string, Set<string>>();
  for (const record of log.records) {
    if (record.kind !== 'snapshot') continue;
    const machine = machineOf.get(record.actor);
    if (!machine) continue;
    const set = visited.get(machine) ?? new Set<string>();
    for (const path of statePaths(record.value)) set.add(path);
    visited.set(machine, set);
  }
  return visited;
}

export function MachineCard({
  registryId,
  machine,
  visited,
}: {
  registryId: string;
  machine: AnyStateMachine;
  visited: Set<string> | undefined | null;
}) {
  const { t } = useTranslation('qa');
  const source = useMemo(() => mermaidChart(machine, { visited: visited ?? [] }), [machine, visited]);
  return (
    <Card withBorder radius="md" padding="lg" id={`machine-${registryId}`} component="section">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3">
            {registryId}
          </Title>
          {visited && (
            <Badge color="yellow.4" autoContrast>
              {t('flows.visitedCount', { count: visited.size })}
            </Badge>
          )}
          {visited === undefined && (
            <Text size="sm" c="dimmed">
              {t('flows.notInLog')}
            </Text>
          )}
        </Group>
        <MermaidChart source={source} label={`${t('flows.title')}: ${registryId}`} />
        <details>
          <summary>
            <Text span size="sm">
              {t('flows.source')}
            </Text>
          </summary>
          <Code block mt="xs">
            {source}
          </Code>
        </details>
      </Stack>
    </Card>
  );
}

/**
 * /flows: every machine of the registry as a Mermaid chart (Mermaid loads lazily), with the states
 * an imported event log visited highlighted.
 */
export function Page() {
  const { t } = useTranslation('qa');
  const loaded = useLoadedLog();
  const { problem, load: loadFile } = useLogFileLoader(t('flows.invalidFile'));
  const visited = useMemo(() => (loaded ? visitedByMachine(loaded.log) : null), [loaded]);
  const entries = Object.entries(machines);

  const load = async (file: File | null) => {
    if (file) await loadFile(file);
  };

  const takeSessionLog = async () => setLoadedLog(await sessionLog(t('flows.thisSession')));

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>{t('flows.title')}</Title>
          <Text c="dimmed">{t('flows.intro')}</Text>
        </Stack>
        <Group gap="sm">
          <FileButton onChange={(file) => void load(file)} accept="application/json,.json">
            {(props) => <Button {...props}>{t('flows.load')}</Button>}
          </FileButton>
          <Button variant="light" onClick={() => void takeSessionLog()}>
            {t('flows.useSession')}
          </Button>
          {loaded && (
            <Button variant="subtle" color="gray" onClick={() => setLoadedLog(null)}>
              {t('flows.forget')}
            </Button>
          )}
        </Group>
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        {loaded && (
          <Alert color="yellow" variant="light" role="status">
            {t('flows.highlighting', { name: loaded.name })}
          </Alert>
        )}
        <nav aria-label={t('flows.machines')}>
          <Group gap="md">
            <Text fw={600}>{t('flows.machines')}:</Text>
            {entries.map(([id]) => (
              <Anchor key={id} href={`#machine-${id}`}>
                {id}
              </Anchor>
            ))}
          </Group>
        </nav>
        {entries.map(([id, machine]) => (
          <MachineCard
            key={id}
            registryId={id}
            machine={machine}
            visited={visited ? (visited.get(machine.id) ?? undefined) : null}
          />
        ))}
      </Stack>
    </Container>
  );
}
