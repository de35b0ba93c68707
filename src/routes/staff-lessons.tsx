import { useState, type FormEvent } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  FileInput,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StaffRowLink, StaffTable } from '../ui/staff/StaffTable.tsx';
import { useStaffLessons } from '../machines/staff-lessons/useStaffLessons.ts';

const LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'];

/** /staff/lessons: import a lesson from a video and its subtitles; the imported lessons. */
export function Page() {
  const { t } = useTranslation('staff');
  const { lessons, categories, problem: importProblem, busy, submit: sendImport } = useStaffLessons();
  const [title, setTitle] = useState('');
  const [level, setLevel] = useState<string | null>('B1');
  const [category, setCategory] = useState<string | null>(null);
  const [video, setVideo] = useState<File | null>(null);
  const [subtitles, setSubtitles] = useState<File | null>(null);
  const problem =
    importProblem &&
    (importProblem.kind === 'server'
      ? importProblem.message
      : t(importProblem.kind === 'incomplete' ? 'lessons.incomplete' : 'lessons.failed'));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    sendImport({ title, level, category, video, subtitles });
  };

  return (
    <Stack gap="lg">
      <Title order={1}>{t('lessons.title')}</Title>
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="import-title">
        <form onSubmit={submit}>
          <Stack gap="md">
            <Title order={2} size="h3" id="import-title">
              {t('lessons.importTitle')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('lessons.importHint')}
            </Text>
            <TextInput
              label={t('lessons.lessonTitle')}
              value={title}
              onChange={(e) => setTitle(e.currentTarget.value)}
              maxLength={200}
              required
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select label={t('lessons.level')} data={LEVELS} value={level} onChange={setLevel} required />
              <Select
                label={t('lessons.category')}
                data={categories}
                value={category}
                onChange={setCategory}
                searchable
                required
              />
              <FileInput
                label={t('lessons.video')}
                accept="video/mp4,video/webm"
                value={video}
                onChange={setVideo}
                clearable
                required
              />
              <FileInput
                label={t('lessons.subtitles')}
                accept=".srt,.vtt,text/vtt,application/x-subrip"
                value={subtitles}
                onChange={setSubtitles}
                clearable
                required
              />
            </SimpleGrid>
            {problem && (
              <Alert color="red" role="alert" data-testid="import-problem">
                {problem}
              </Alert>
            )}
            <Group>
              <Button type="submit" loading={busy}>
                {t('lessons.import')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
      <Stack gap="sm" component="section" aria-labelledby="imported-title">
        <Title order={2} size="h3" id="imported-title">
          {t('lessons.imported')}
        </Title>
        {lessons === null ? (
          <Loader size="sm" />
        ) : lessons.length === 0 ? (
          <Text>{t('lessons.none')}</Text>
        ) : (
          <StaffTable
            minWidth={480}
            headers={[
              t('lessons.lessonTitle'),
              t('lessons.level'),
              t('lessons.category'),
              t('inbox.filterState'),
            ]}
          >
            {lessons.map((l) => (
              <Table.Tr key={l.id}>
                <Table.Td>
                  <StaffRowLink to="/staff/lessons/$id" id={l.id}>
                    {l.name}
                  </StaffRowLink>
                </Table.Td>
                <Table.Td>{l.level}</Table.Td>
                <Table.Td>{l.category}</Table.Td>
                <Table.Td>
                  <Badge color={l.published ? 'teal.9' : 'yellow.4'} autoContrast>
                    {t(l.published ? 'lessons.published' : 'lessons.draft')}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </StaffTable>
        )}
      </Stack>
    </Stack>
  );
}
