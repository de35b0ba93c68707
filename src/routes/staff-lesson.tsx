import { useEffect, useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { staffLessons, type AuthoredQuestion, type StaffLesson } from '../services/staff.ts';

const route = getRouteApi('/staff/lessons/$id');
const TYPES = ['yes_no', 'open_ended', 'word_order'] as const;
const lines = (s: string) =>
  s
    .split('\n')
    .map((x) => x.trim())
    .filter(Boolean);

/** One question's fields for its type (the server checks it against the bank schema on save). */
function QuestionEditor({
  index,
  question,
  onChange,
}: {
  index: number;
  question: AuthoredQuestion;
  onChange: (q: AuthoredQuestion) => void;
}) {
  const { t } = useTranslation('staff');
  const set = (patch: Partial<AuthoredQuestion>) => onChange({ ...question, ...patch });
  const changeType = (type: AuthoredQuestion['type']) => {
    const {
      answer: _a,
      answers: _b,
      sentence: _c,
      gaps: _d,
      distractors: _e,
      accepted: _f,
      key: _g,
      ...rest
    } = question;
    if (type === 'yes_no') onChange({ ...rest, type, answer: 'yes' });
    else if (type === 'open_ended') onChange({ ...rest, type, answers: question.answers ?? [''] });
    else onChange({ ...rest, type, sentence: question.sentence ?? '', gaps: question.gaps ?? [] });
  };
  return (
    <Card withBorder radius="md" padding="md" component="fieldset" data-testid={`question-${index}`}>
      <Stack gap="xs">
        <Text component="legend" fw={600}>
          {t('lesson.question', { n: index + 1 })}
        </Text>
        <Select
          label={t('lesson.type')}
          data={TYPES.map((type) => ({ value: type, label: t(`lesson.types.${type}`) }))}
          value={question.type}
          onChange={(v) => v && changeType(v as AuthoredQuestion['type'])}
          allowDeselect={false}
        />
        <Textarea
          label={t('lesson.text')}
          value={question.text}
          onChange={(e) => set({ text: e.currentTarget.value })}
          autosize
          minRows={1}
        />
        {question.type === 'yes_no' && (
          <Select
            label={t('lesson.answer')}
            data={[
              { value: 'yes', label: t('lesson.yes') },
              { value: 'no', label: t('lesson.no') },
            ]}
            value={question.answer ?? 'yes'}
            onChange={(v) => set({ answer: (v ?? 'yes') as 'yes' | 'no' })}
            allowDeselect={false}
          />
        )}
        {question.type === 'open_ended' && (
          <Textarea
            label={t('lesson.answers')}
            description={t('lesson.answersHint')}
            value={(question.answers ?? []).join('\n')}
            onChange={(e) => set({ answers: lines(e.currentTarget.value) })}
            autosize
            minRows={2}
          />
        )}
        {question.type === 'word_order' && (
          <>
            <TextInput
              label={t('lesson.sentence')}
              value={question.sentence ?? ''}
              onChange={(e) => set({ sentence: e.currentTarget.value })}
            />
            <TextInput
              label={t('lesson.gaps')}
              description={t('lesson.gapsHint')}
              value={(question.gaps ?? []).join(', ')}
              onChange={(e) =>
                set({
                  gaps: e.currentTarget.value
                    .split(',')
                    .map((g) => g.trim())
                    .filter(Boolean),
                })
              }
            />
          </>
        )}
      </Stack>
    </Card>
  );
}

/** /staff/lessons/$id: review an imported lesson, edit its title, words and questions, publish it. */
export function Page() {
  const { t } = useTranslation('staff');
  const { id } = route.useParams();
  const lessonId = Number(id);
  const [lesson, setLesson] = useState<StaffLesson | null | 'missing'>(null);
  const [name, setName] = useState('');
  const [words, setWords] = useState('');
  const [bank, setBank] = useState<AuthoredQuestion[]>([]);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const show = (l: StaffLesson) => {
    setLesson(l);
    setName(l.name);
    setWords(l.target_words.join(', '));
    setBank(l.questions);
  };

  useEffect(() => {
    const controller = new AbortController();
    staffLessons
      .get(lessonId, controller.signal)
      .then((l) => (l ? show(l) : setLesson('missing')))
      .catch(() => {
        if (!controller.signal.aborted) setLesson('missing');
      });
    return () => controller.abort();
  }, [lessonId]);

  if (lesson === null) return <Loader size="sm" />;
  if (lesson === 'missing')
    return (
      <Alert color="red" role="alert">
        {t('lesson.notFound')}
      </Alert>
    );

  const save = async (changes: Parameters<typeof staffLessons.save>[1], done: string) => {
    setBusy(true);
    setMessage(null);
    const answer = await staffLessons
      .save(lesson.id, changes)
      .catch(() => ({ ok: false as const, message: null }));
    setBusy(false);
    if (answer.ok) {
      show(answer.lesson);
      setMessage({ ok: true, text: done });
    } else setMessage({ ok: false, text: answer.message ?? t('lesson.saveFailed') });
  };
  const saveAll = () =>
    save(
      {
        name: name.trim(),
        target_words: words
          .split(',')
          .map((w) => w.trim().toLowerCase())
          .filter(Boolean),
        questions: bank,
      },
      t('lesson.saved'),
    );

  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/staff/lessons" size="sm" underline="always">
        ← {t('lesson.back')}
      </Anchor>
      <Group justify="space-between">
        <Title order={1}>{lesson.name}</Title>
        <Badge
          size="lg"
          color={lesson.published ? 'teal.9' : 'yellow.4'}
          autoContrast
          data-testid="lesson-state"
        >
          {t(lesson.published ? 'lessons.published' : 'lessons.draft')}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <video
          src={lesson.video}
          poster={lesson.poster ?? undefined}
          controls
          preload="metadata"
          style={{ width: '100%', borderRadius: 8, background: '#000' }}
          aria-label={t('lesson.preview')}
        />
        <Stack gap="sm">
          <Text size="sm">
            {t('lesson.facts', {
              level: lesson.level ?? '',
              category: lesson.category ?? '',
              cues: lesson.cues.length,
              seconds: Math.round(lesson.duration ?? 0),
            })}
          </Text>
          {(lesson.review.repairs?.length ?? 0) > 0 && (
            <Alert color="blue" title={t('lesson.repairs')}>
              {lesson.review.repairs!.join(' ')}
            </Alert>
          )}
          <div>
            <Text fw={600} size="sm">
              {t('lesson.missing')}
            </Text>
            <Text size="sm" data-testid="missing-words">
              {lesson.review.missingFromGlossary?.length
                ? lesson.review.missingFromGlossary.join(', ')
                : t('lesson.noneMissing')}
            </Text>
          </div>
        </Stack>
      </SimpleGrid>
      <Stack gap="sm">
        <TextInput
          label={t('lessons.lessonTitle')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <TextInput
          label={t('lesson.targetWords')}
          description={t('lesson.targetWordsHint')}
          value={words}
          onChange={(e) => setWords(e.currentTarget.value)}
        />
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="questions-title">
        <Title order={2} size="h3" id="questions-title">
          {t('lesson.questions', { count: bank.length })}
        </Title>
        {lesson.review.questionDraftError && <Alert color="orange">{lesson.review.questionDraftError}</Alert>}
        {bank.map((q, i) => (
          <QuestionEditor
            key={q.slug}
            index={i}
            question={q}
            onChange={(next) => setBank(bank.map((old, j) => (j === i ? next : old)))}
          />
        ))}
      </Stack>
      {message && (
        <Alert
          color={message.ok ? 'teal' : 'red'}
          role={message.ok ? 'status' : 'alert'}
          data-testid="lesson-message"
        >
          {message.text}
        </Alert>
      )}
      <Group
        gap="sm"
        pos="sticky"
        bottom={0}
        py="sm"
        style={{ background: 'var(--mantine-color-body)', zIndex: 1 }}
      >
        <Button onClick={() => void saveAll()} loading={busy}>
          {t('lesson.save')}
        </Button>
        <Button
          variant={lesson.published ? 'default' : 'filled'}
          color={lesson.published ? undefined : 'teal.9'}
          loading={busy}
          onClick={() =>
            void save(
              { published: !lesson.published },
              t(lesson.published ? 'lesson.unpublishedNow' : 'lesson.publishedNow'),
            )
          }
        >
          {t(lesson.published ? 'lesson.unpublish' : 'lesson.publish')}
        </Button>
        {lesson.published && (
          <Anchor
            underline="always"
            renderRoot={(props) => <Link {...props} to="/lesson/$id" params={{ id: String(lesson.id) }} />}
          >
            {t('lesson.open')}
          </Anchor>
        )}
      </Group>
    </Stack>
  );
}
