import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StaffRowLink, StaffTable } from '../ui/staff/StaffTable.tsx';
import { useStaffInbox } from '../machines/staff-reports/useStaffReports.ts';
import type { ReportFilters } from '../machines/staff-reports/types.ts';

/** /staff/reports: the QA inbox, newest first, filtered by page, machine and state on the server. */
export function Page() {
  const { t, i18n } = useTranslation('staff');
  const inbox = useStaffInbox();
  const { pageContains, machine, state, page } = inbox.filters;
  const { machines, pages } = inbox;
  const data = inbox.failed ? 'failed' : inbox.reports;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <Stack gap="md">
      <Title order={1}>{t('inbox.title')}</Title>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t('inbox.filterPage')}
          value={pageContains}
          onChange={(e) => inbox.filterPage(e.currentTarget.value)}
          w={{ base: '100%', sm: 240 }}
        />
        <Select
          label={t('inbox.filterMachine')}
          data={[
            { value: '', label: t('inbox.anyMachine') },
            ...machines.map((m) => ({ value: m, label: m })),
          ]}
          value={machine}
          onChange={(v) => inbox.filterMachine(v ?? '')}
          allowDeselect={false}
          w={{ base: '100%', sm: 220 }}
        />
        <Select
          label={t('inbox.filterState')}
          data={[
            { value: '', label: t('inbox.anyState') },
            { value: 'open', label: t('inbox.state.open') },
            { value: 'resolved', label: t('inbox.state.resolved') },
          ]}
          value={state}
          onChange={(v) => inbox.filterState((v ?? '') as ReportFilters['state'])}
          allowDeselect={false}
          w={{ base: '100%', sm: 180 }}
        />
      </Group>
      {data === null && (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text>{t('inbox.loading')}</Text>
        </Group>
      )}
      {data === 'failed' && (
        <Alert color="red" role="alert">
          {t('inbox.failed')}
        </Alert>
      )}
      {data && data !== 'failed' && (
        <>
          <Text size="sm" c="dimmed" role="status">
            {t('inbox.count', { count: data.count })}
          </Text>
          {data.results.length === 0 ? (
            <Text>{t('inbox.empty')}</Text>
          ) : (
            <StaffTable
              minWidth={640}
              testId="reports-table"
              headers={[
                '#',
                t('inbox.received'),
                t('inbox.description'),
                t('report.page'),
                t('inbox.from'),
                t('inbox.records'),
                t('inbox.filterState'),
              ]}
            >
              {data.results.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>
                    <StaffRowLink to="/staff/reports/$id" id={r.id} label={t('inbox.open', { id: r.id })}>
                      {r.id}
                    </StaffRowLink>
                  </Table.Td>
                  <Table.Td>{date.format(new Date(r.created_at))}</Table.Td>
                  <Table.Td maw={320} style={{ overflowWrap: 'anywhere' }}>
                    {r.description.length > 140 ? `${r.description.slice(0, 140)}…` : r.description}
                  </Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{r.page}</Table.Td>
                  <Table.Td>{r.reporter ?? t('inbox.visitor')}</Table.Td>
                  <Table.Td>{r.record_count}</Table.Td>
                  <Table.Td>
                    <Badge color={r.state === 'open' ? 'yellow.4' : 'teal.9'} autoContrast>
                      {t(`inbox.state.${r.state}`)}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </StaffTable>
          )}
          {pages > 1 && (
            <Group gap="xs">
              <Button variant="default" disabled={page <= 1} onClick={() => inbox.goToPage(page - 1)}>
                {t('inbox.previous')}
              </Button>
              <Text size="sm">
                {page} / {pages}
              </Text>
              <Button variant="default" disabled={page >= pages} onClick={() => inbox.goToPage(page + 1)}>
                {t('inbox.next')}
              </Button>
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
