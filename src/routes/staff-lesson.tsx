import { useState } from 'react';
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
import { useStaffLesson } from '../machines/staff-lessons/useStaffLessons.ts';
import type { AuthoredQuestion, StaffLesson } from '../machines/staff-lessons/types.ts';
import { ideasToText, textToIdeas, type KeyIdea } from '../machines/staff-lessons/ideas.ts';
import { SceneEditor } from '../ui/staff/SceneEditor.tsx';
import { TranscriptPreview } from '../ui/staff/TranscriptPreview.tsx';

const route = getRouteApi('/staff/lessons/$id');
const TYPES = ['yes_no', 'open_ended', 'word_order'] as const;
const lines = (s: string) =>
  s
    .split('\n')
    .map((x) => x.trim())
    .filter(Boolean);

/**
 * An open question's key ideas, one a line (`label: paraphrase | paraphrase`): the text being typed
 * stays as typed; the question gets the ideas it reads as (none: the grader derives them).
 */
function KeyIdeasField({
  question,
  onChange,
}: {
  question: AuthoredQuestion;
  onChange: (q: AuthoredQuestion) => void;
}) {
  const { t } = useTranslation('staff');
  const before = question.ideas as KeyIdea[] | undefined;
  const [text, setText] = useState(() => ideasToText(before));
  const change = (value: string) => {
    setText(value);
    const { ideas: _old, ...rest } = question;
    const ideas = textToIdeas(value, before);
    onChange(ideas.length ? { ...rest, ideas } : rest);
  };
  return (
    <Textarea
      label={t('lesson.ideas')}
      description={t('lesson.ideasHint')}
      value={text}
      onChange={(e) => change(e.currentTarget.value)}
      autosize
      minRows={2}
    />
  );
}

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
          <>
            <Textarea
              label={t('lesson.answers')}
              description={t('lesson.answersHint')}
              value={(question.answers ?? []).join('\n')}
              onChange={(e) => set({ answers: lines(e.currentTarget.value) })}
              autosize
              minRows={2}
            />
            <KeyIdeasField question={question} onChange={onChange} />
          </>
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
  const { id } = route.useParams();
  // One actor per lesson: another id is another lesson.
  return <LessonPage key={id} lessonId={Number(id)} />;
}

function LessonPage({ lessonId }: { lessonId: number }) {
  const { t } = useTranslation('staff');
  const view = useStaffLesson(lessonId);
  const { lesson } = view;
  if (lesson === null) return <Loader size="sm" />;
  if (lesson === 'missing')
    return (
      <Alert color="red" role="alert">
        {t('lesson.notFound')}
      </Alert>
    );
  // The edit form starts again from each saved version of the lesson.
  return <LessonEditor key={view.version} lesson={lesson} view={view} />;
}

function LessonEditor({ lesson, view }: { lesson: StaffLesson; view: ReturnType<typeof useStaffLesson> }) {
  const { t } = useTranslation('staff');
  const [name, setName] = useState(lesson.name);
  const [words, setWords] = useState(lesson.target_words.join(', '));
  const [bank, setBank] = useState<AuthoredQuestion[]>(lesson.questions);
  const busy = view.busy;
  const message = view.message && {
    ok: view.message.ok,
    text: view.message.ok
      ? t(`lesson.${view.message.reason}`)
      : (view.message.text ?? t('lesson.saveFailed')),
  };
  const saveAll = () =>
    view.save(
      {
        name: name.trim(),
        target_words: words
          .split(',')
          .map((w) => w.trim().toLowerCase())
          .filter(Boolean),
        questions: bank,
      },
      'saved',
    );

  return (
    <Stack gap="xl">
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
        <TranscriptPreview lessonId={lesson.id} phrases={lesson.transcript} />
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
          {lesson.review.questionDraftError && (
            <Alert color="orange">{lesson.review.questionDraftError}</Alert>
          )}
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
          <Button onClick={saveAll} loading={busy}>
            {t('lesson.save')}
          </Button>
          <Button
            variant={lesson.published ? 'default' : 'filled'}
            color={lesson.published ? undefined : 'teal.9'}
            loading={busy}
            onClick={() =>
              view.save(
                { published: !lesson.published },
                lesson.published ? 'unpublishedNow' : 'publishedNow',
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
      {/* The scene is saved on its own, below the lesson's sticky save bar. */}
      <SceneEditor lessonId={lesson.id} />
    </Stack>
  );
}
