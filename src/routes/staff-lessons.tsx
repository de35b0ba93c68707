import { useEffect, useState, type FormEvent } from 'react';
import {
  Alert,
  Anchor,
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
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { api } from '../services/api.ts';
import { staffLessons, type StaffLessonSummary } from '../services/staff.ts';

const LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'];

/** /staff/lessons: import a lesson from a video and its subtitles; the imported lessons. */
export function Page() {
  const { t } = useTranslation('staff');
  const navigate = useNavigate();
  const [lessons, setLessons] = useState<StaffLessonSummary[] | null>(null);
  const [categories, setCategories] = useState<{ value: string; label: string }[]>([]);
  const [title, setTitle] = useState('');
  const [level, setLevel] = useState<string | null>('B1');
  const [category, setCategory] = useState<string | null>(null);
  const [video, setVideo] = useState<File | null>(null);
  const [subtitles, setSubtitles] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    staffLessons.list(controller.signal).then(
      (l) => setLessons(l ?? []),
      () => undefined,
    );
    api
      .get<{ results: { id: number; name: string; slug: string; parent: number | null }[] }>(
        'v1/videoCategory/',
        controller.signal,
      )
      .then(
        (res) => {
          const all = res.body?.results ?? [];
          const byId = new Map(all.map((c) => [c.id, c]));
          setCategories(
            all.map((c) => ({
              value: c.slug,
              label: c.parent ? `${byId.get(c.parent)?.name ?? ''} › ${c.name}` : c.name,
            })),
          );
        },
        () => undefined,
      );
    return () => controller.abort();
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!video || !subtitles || !title.trim() || !level || !category) {
      setProblem(t('lessons.incomplete'));
      return;
    }
    setBusy(true);
    setProblem(null);
    const form = new FormData();
    form.set('title', title.trim());
    form.set('level', level);
    form.set('category', category);
    form.set('video', video);
    form.set('subtitles', subtitles);
    try {
      const answer = await staffLessons.importLesson(form);
      if (answer.ok) {
        void navigate({ to: '/staff/lessons/$id', params: { id: String(answer.id) } });
        return;
      }
      setProblem(answer.message ?? t('lessons.failed'));
    } catch {
      setProblem(t('lessons.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="lg">
      <Title order={1}>{t('lessons.title')}</Title>
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="import-title">
        <form onSubmit={(e) => void submit(e)}>
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
          <Table.ScrollContainer minWidth={480}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('lessons.lessonTitle')}</Table.Th>
                  <Table.Th>{t('lessons.level')}</Table.Th>
                  <Table.Th>{t('lessons.category')}</Table.Th>
                  <Table.Th>{t('inbox.filterState')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {lessons.map((l) => (
                  <Table.Tr key={l.id}>
                    <Table.Td>
                      <Anchor
                        underline="always"
                        renderRoot={(props) => (
                          <Link {...props} to="/staff/lessons/$id" params={{ id: String(l.id) }} />
                        )}
                      >
                        {l.name}
                      </Anchor>
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
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Stack>
  );
}
