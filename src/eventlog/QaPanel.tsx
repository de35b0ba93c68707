import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ActionIcon,
  Affix,
  Alert,
  Button,
  FileButton,
  Group,
  Paper,
  ScrollArea,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { machines } from '../machines/registry.ts';
import { router } from '../router.tsx';
import { downloadLog, sessionLog, setLoadedLog, useLoadedLog, useLogFileLoader } from './imported.ts';
import { recorder } from './recorder.ts';
import { replayLog, type ReplayReport } from './replay.ts';
import { ReplayResult } from './ReplayResult.tsx';

const exportName = () => `lingvo-eventlog-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;

/**
 * The QA panel: export the recorded log as JSON, import one, clear the ring, replay (the imported
 * log if there is one, else this session's) and open the flow charts with the visited states.
 * Non-modal, so QA keeps using the app while it is open.
 */
export function QaPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('qa');
  const size = useSyncExternalStore(recorder.subscribe, recorder.size, recorder.size);
  const loaded = useLoadedLog();
  const [report, setReport] = useState<{ name: string; report: ReplayReport } | null>(null);
  const { problem, load } = useLogFileLoader(t('panel.invalidFile'));

  const exportLog = async () => {
    await recorder.ready;
    downloadLog(recorder.getLog(), exportName());
  };

  const importLog = async (file: File | null) => {
    if (!file) return;
    setReport(null);
    await load(file);
  };

  const replay = async () => {
    const target = loaded ?? (await sessionLog(t('panel.thisSession')));
    setReport({ name: target.name, report: replayLog(target.log, machines) });
  };

  const showFlows = async () => {
    const session = await sessionLog(t('panel.thisSession'));
    if (!loaded) setLoadedLog(session);
    void router.navigate({ to: '/flows' });
  };

  return (
    <Affix position={{ bottom: 16, right: 16 }} zIndex={400}>
      <Paper
        component="aside"
        aria-label={t('panel.title')}
        shadow="xl"
        radius="md"
        withBorder
        p="md"
        w="min(440px, calc(100vw - 32px))"
      >
        <Stack gap="sm">
          <Group justify="space-between" wrap="nowrap">
            <Title order={2} size="h4">
              {t('panel.title')}
            </Title>
            <ActionIcon variant="subtle" color="gray" onClick={onClose} aria-label={t('panel.close')}>
              <IconX size={18} />
            </ActionIcon>
          </Group>
          <Text size="sm" c="dimmed">
            {t('panel.summary', { records: size })} {t('panel.shortcut')}
          </Text>
          <Group gap="xs">
            <Button size="xs" onClick={() => void exportLog()}>
              {t('panel.export')}
            </Button>
            <FileButton onChange={(file) => void importLog(file)} accept="application/json,.json">
              {(props) => (
                <Button size="xs" variant="light" {...props}>
                  {t('panel.import')}
                </Button>
              )}
            </FileButton>
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={() => {
                setReport(null);
                void recorder.clear();
              }}
            >
              {t('panel.clear')}
            </Button>
          </Group>
          {loaded && (
            <Group gap="xs" wrap="nowrap">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {t('panel.imported', { name: loaded.name })}
              </Text>
              <Button size="compact-xs" variant="subtle" onClick={() => setLoadedLog(null)}>
                {t('panel.useCurrent')}
              </Button>
            </Group>
          )}
          {problem && (
            <Alert color="red" variant="light" role="alert">
              {problem}
            </Alert>
          )}
          <Group gap="xs">
            <Button size="xs" onClick={() => void replay()}>
              {t('panel.replay')}
            </Button>
            <Button size="xs" variant="default" onClick={() => void showFlows()}>
              {t('panel.showFlows')}
            </Button>
          </Group>
          {report && (
            <ScrollArea.Autosize mah="45vh" type="auto">
              <ReplayResult name={report.name} report={report.report} />
            </ScrollArea.Autosize>
          )}
        </Stack>
      </Paper>
    </Affix>
  );
}
