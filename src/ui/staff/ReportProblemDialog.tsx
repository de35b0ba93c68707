import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Code, Group, Modal, Stack, Table, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { APP_VERSION } from '../../app-version.ts';
import { REPORT_WINDOW_MS } from '../../machines/report-problem/log.ts';
import { useReportProblem } from '../../machines/report-problem/useReportProblem.ts';

/**
 * "Report a problem": the learner writes what went wrong and sees everything that will be sent
 * (the page, the app version and this tab's event log, which they can open) before sending it.
 */
export default function ReportProblemDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('staff');
  const [description, setDescription] = useState('');
  const { result, busy, log, send: sendReport, open } = useReportProblem();
  const page = useMemo(
    () => (opened ? `${window.location.pathname}${window.location.search}` : ''),
    [opened],
  );

  // Opening the dialog collects the log that will be sent (in the machine).
  useEffect(() => {
    if (opened) open();
  }, [opened, open]);

  const logJson = useMemo(() => (log ? JSON.stringify(log, null, 1) : ''), [log]);
  const machines = useMemo(() => new Set(log?.actors.map((a) => a.machine).filter(Boolean)).size, [log]);

  const send = () => sendReport({ description, page, appVersion: APP_VERSION, log });

  const close = () => {
    if (result?.outcome === 'sent') setDescription('');
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('report.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('report.close') }}
    >
      {result?.outcome === 'sent' ? (
        <Stack gap="md">
          <Alert color="teal" role="status" data-testid="report-sent">
            {t('report.sent', { id: result.id })}
          </Alert>
          <Button onClick={close} w="fit-content">
            {t('report.close')}
          </Button>
        </Stack>
      ) : (
        <Stack gap="md">
          <Textarea
            label={t('report.description')}
            description={t('report.descriptionHint')}
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
            maxLength={5000}
            autosize
            minRows={3}
            required
            data-autofocus
          />
          <Stack gap={4}>
            <Text fw={600}>{t('report.willSend')}</Text>
            <Table withRowBorders={false} verticalSpacing={2}>
              <Table.Tbody>
                <Table.Tr>
                  <Table.Th scope="row">{t('report.page')}</Table.Th>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{page}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th scope="row">{t('report.version')}</Table.Th>
                  <Table.Td>{APP_VERSION}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th scope="row">{t('report.log')}</Table.Th>
                  <Table.Td data-testid="report-log-summary">
                    {log &&
                      t('report.logSummary', {
                        records: log.records.length,
                        actors: machines,
                        minutes: REPORT_WINDOW_MS / 60_000,
                        size: Math.max(1, Math.round(new Blob([JSON.stringify(log)]).size / 1024)),
                      })}
                  </Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
            <details>
              <summary>
                <Text span size="sm">
                  {t('report.showLog')}
                </Text>
              </summary>
              <Code block mah={240} style={{ overflow: 'auto' }} tabIndex={0}>
                {logJson}
              </Code>
            </details>
          </Stack>
          {result && (
            <Alert color="red" role="alert">
              {t(`report.${result.outcome}`)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('report.cancel')}
            </Button>
            <Button onClick={send} loading={busy} disabled={!description.trim() || !log}>
              {t('report.send')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
