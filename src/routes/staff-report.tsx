import { useMemo, useState } from 'react';
import { Alert, Anchor, Badge, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { setLoadedLog } from '../eventlog/imported.ts';
import { replayLog, type ReplayReport } from '../eventlog/replay.ts';
import { ReplayResult } from '../eventlog/ReplayResult.tsx';
import { machines } from '../machines/registry.ts';
import { useStaffReport } from '../machines/staff-reports/useStaffReports.ts';
import { MachineCard, visitedByMachine } from './flows.tsx';

const route = getRouteApi('/staff/reports/$id');

/**
 * /staff/reports/$id: one report; Replay runs its log in the browser (src/eventlog/replay.ts) and
 * draws the /flows charts of its machines with the states it visited, next to the first divergence.
 */
export function Page() {
  const { id } = route.useParams();
  // One actor per report: another id is another report.
  return <ReportPage key={id} reportId={Number(id)} />;
}

function ReportPage({ reportId }: { reportId: number }) {
  const { t, i18n } = useTranslation('staff');
  const navigate = useNavigate();
  const { report, saving: busy, toggleState } = useStaffReport(reportId);
  const [replay, setReplay] = useState<ReplayReport | null>(null);

  const visited = useMemo(
    () => (replay && report && report !== 'missing' && report.log ? visitedByMachine(report.log) : null),
    [replay, report],
  );

  if (report === null)
    return (
      <Group role="status">
        <Loader size="sm" />
      </Group>
    );
  if (report === 'missing')
    return (
      <Stack>
        <Alert color="red" role="alert">
          {t('detail.notFound')}
        </Alert>
        <Anchor component={Link} to="/staff/reports" underline="always">
          {t('detail.back')}
        </Anchor>
      </Stack>
    );

  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });
  const logName = `lingvo-report-${report.id}.json`;
  const inLog = Object.entries(machines).filter(([, m]) => visited?.has(m.id));

  return (
    <Stack gap="md">
      <Anchor component={Link} to="/staff/reports" size="sm" underline="always">
        ← {t('detail.back')}
      </Anchor>
      <Group justify="space-between" align="center">
        <Title order={1}>{t('detail.title', { id: report.id })}</Title>
        <Badge
          size="lg"
          color={report.state === 'open' ? 'yellow.4' : 'teal.9'}
          autoContrast
          data-testid="report-state"
        >
          {t(`inbox.state.${report.state}`)}
        </Badge>
      </Group>
      <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="report-description">
        {report.description}
      </Text>
      <Table.ScrollContainer minWidth={320}>
        <Table withRowBorders={false} verticalSpacing={4}>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row">{t('inbox.received')}</Table.Th>
              <Table.Td>{date.format(new Date(report.created_at))}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">{t('inbox.from')}</Table.Th>
              <Table.Td>{report.reporter ?? t('inbox.visitor')}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">{t('report.page')}</Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{report.page}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">{t('report.version')}</Table.Th>
              <Table.Td>{report.app_version}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">{t('detail.userAgent')}</Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{report.user_agent}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">{t('detail.machines')}</Table.Th>
              <Table.Td>{report.machines.join(', ')}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">{t('inbox.records')}</Table.Th>
              <Table.Td>{report.record_count}</Table.Td>
            </Table.Tr>
            {report.resolved_at && (
              <Table.Tr>
                <Table.Th scope="row">{t('inbox.state.resolved')}</Table.Th>
                <Table.Td>{date.format(new Date(report.resolved_at))}</Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group gap="sm">
        {report.log ? (
          <>
            <Button onClick={() => setReplay(replayLog(report.log!, machines))}>{t('detail.replay')}</Button>
            <Button
              variant="light"
              onClick={() => {
                setLoadedLog({ name: logName, log: report.log! });
                void navigate({ to: '/flows' });
              }}
            >
              {t('detail.showFlows')}
            </Button>
            <Button
              variant="light"
              component="a"
              href={`/api/v1/staff/reports/${report.id}/log/`}
              download={logName}
            >
              {t('detail.download')}
            </Button>
          </>
        ) : (
          <Text c="dimmed">{t('detail.noLog')}</Text>
        )}
        <Button variant="default" loading={busy} onClick={toggleState}>
          {report.state === 'open' ? t('detail.resolve') : t('detail.reopen')}
        </Button>
      </Group>
      {replay && (
        <Stack gap="md" data-testid="replay">
          <ReplayResult name={logName} report={replay} />
          {inLog.map(([registryId, machine]) => (
            <MachineCard
              key={registryId}
              registryId={registryId}
              machine={machine}
              visited={visited?.get(machine.id)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
