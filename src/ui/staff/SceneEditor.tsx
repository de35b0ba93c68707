import { useMemo } from 'react';
import {
  Accordion,
  Alert,
  Button,
  Card,
  CloseButton,
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
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { MOVE_KINDS } from '../../api-contract/scene.ts';
import type { StaffScene } from '../../api-contract/staff.ts';
import {
  newFact,
  sceneToForm,
  todoCount,
  validateSceneForm,
  type SceneError,
  type SceneForm,
} from '../../machines/staff-lessons/scene-form.ts';
import { useSceneEditor } from '../../machines/staff-lessons/useStaffLessons.ts';

const LANGUAGES = ['en', 'uk', 'pl'] as const;
/** The "then go to" choice that stays on the step (a step id never has this form). */
const STAY = '(stay)';

/**
 * The dialogue scene of a lesson, edited by staff (issue 19): setting and roles, target words with
 * their steering lines, facts and the conversation's steps. The form checks what the server checks
 * (scene-form.ts) and shows the server's own errors by field when it refuses.
 */
export function SceneEditor({ lessonId }: { lessonId: number }) {
  const { t } = useTranslation('staff');
  const editor = useSceneEditor(lessonId);
  return (
    <Stack gap="sm" component="section" aria-labelledby="scene-title" data-testid="scene-editor">
      <Title order={2} size="h3" id="scene-title">
        {t('scene.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('scene.intro')}
      </Text>
      {editor.scene === null ? (
        <Loader size="sm" aria-label={t('scene.title')} />
      ) : editor.scene === 'failed' ? (
        <Alert color="red" role="alert">
          <Group justify="space-between">
            <span>{t('scene.loadFailed')}</span>
            <Button size="xs" variant="white" onClick={editor.retry}>
              {t('scene.retry')}
            </Button>
          </Group>
        </Alert>
      ) : (
        // The form starts again from each saved scene.
        <SceneFormView key={editor.version} scene={editor.scene} editor={editor} />
      )}
    </Stack>
  );
}

function SceneFormView({ scene, editor }: { scene: StaffScene; editor: ReturnType<typeof useSceneEditor> }) {
  const { t } = useTranslation('staff');
  const initialValues = useMemo(() => sceneToForm(scene), [scene]);
  const message = (e: SceneError) => t(`scene.errors.${e.key}`, e.params ?? {});
  const form = useForm<SceneForm>({
    mode: 'controlled',
    initialValues,
    validate: (values) =>
      Object.fromEntries(Object.entries(validateSceneForm(values)).map(([path, e]) => [path, message(e)])),
  });
  const values = form.getValues();
  const todo = todoCount(values);
  const moveIds = values.moves.map((m) => ({ value: m.id, label: m.id }));
  // The server's refusal, by field: its paths are the body's (scene.facts.0.answer.1).
  const serverErrors = editor.message?.kind === 'refused' ? editor.message.errors : {};
  const status = editor.message && {
    ok: editor.message.kind === 'saved',
    text:
      editor.message.kind === 'saved'
        ? t('scene.saved')
        : editor.message.kind === 'invalid'
          ? t('scene.invalid')
          : editor.message.kind === 'refused'
            ? (editor.message.text ?? t('scene.saveFailed'))
            : t('scene.saveFailed'),
  };
  const lines = (label: string, path: string, hint = t('scene.linesHint'), minRows = 2) => (
    <Textarea
      size="sm"
      label={label}
      description={hint}
      autosize
      minRows={minRows}
      {...form.getInputProps(path)}
      key={form.key(path)}
    />
  );

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(
        (v) => editor.save(v),
        // Errors stay on their fields; the machine says the form needs fixing.
        () => editor.save(form.getValues()),
      )}
    >
      <Stack gap="md">
        {scene.drafted && (
          <Alert color="yellow" variant="light">
            {t('scene.drafted')}
          </Alert>
        )}
        {scene.generic && (
          <Alert color="blue" variant="light">
            {t('scene.generic')}
          </Alert>
        )}
        {todo > 0 && (
          <Alert color="orange" variant="light" data-testid="scene-todo">
            {t('scene.todo', { count: todo })}
          </Alert>
        )}
        <Card withBorder radius="md" padding="md" component="fieldset">
          <Text component="legend" fw={600} px={4}>
            {t('scene.setting')}
          </Text>
          <Stack gap="sm">
            <TextInput
              size="sm"
              label={t('scene.topic')}
              {...form.getInputProps('topic')}
              key={form.key('topic')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                size="sm"
                label={t('scene.partnerName')}
                {...form.getInputProps('partnerName')}
                key={form.key('partnerName')}
              />
              <TextInput
                size="sm"
                label={t('scene.learnerName')}
                {...form.getInputProps('learnerName')}
                key={form.key('learnerName')}
              />
            </SimpleGrid>
            <Textarea
              size="sm"
              label={t('scene.partnerGoal')}
              autosize
              minRows={1}
              {...form.getInputProps('partnerGoal')}
              key={form.key('partnerGoal')}
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              {LANGUAGES.map((lang) => (
                <TextInput
                  size="sm"
                  key={form.key(`partnerRole.${lang}`)}
                  label={t('scene.partnerRole', { language: lang.toUpperCase() })}
                  lang={lang}
                  {...form.getInputProps(`partnerRole.${lang}`)}
                />
              ))}
              {LANGUAGES.map((lang) => (
                <TextInput
                  size="sm"
                  key={form.key(`learnerRole.${lang}`)}
                  label={t('scene.learnerRole', { language: lang.toUpperCase() })}
                  lang={lang}
                  {...form.getInputProps(`learnerRole.${lang}`)}
                />
              ))}
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {lines(t('scene.opening'), 'opening')}
              {lines(t('scene.closing'), 'closing')}
            </SimpleGrid>
          </Stack>
        </Card>

        <Card withBorder radius="md" padding="md" component="fieldset">
          <Text component="legend" fw={600} px={4}>
            {t('scene.targetWords')}
          </Text>
          <Stack gap="sm">
            {values.targetWords.map((word, i) => (
              <SimpleGrid key={i} cols={{ base: 1, sm: 3 }} spacing="sm" data-testid={`scene-word-${i}`}>
                <TextInput
                  size="sm"
                  label={t('scene.targetWord', { n: i + 1 })}
                  {...form.getInputProps(`targetWords.${i}`)}
                  key={form.key(`targetWords.${i}`)}
                />
                <div style={{ gridColumn: 'span 2' }}>
                  <Textarea
                    size="sm"
                    label={t('scene.steer', { word: word.trim() || '…' })}
                    description={t('scene.steerHint')}
                    autosize
                    minRows={1}
                    {...form.getInputProps(`steer.${i}`)}
                    error={form.errors[`steer.${i}`] ?? serverErrors[`scene.steer.${word.trim()}`]?.[0]}
                    key={form.key(`steer.${i}`)}
                  />
                </div>
              </SimpleGrid>
            ))}
          </Stack>
        </Card>

        <Accordion variant="separated" multiple defaultValue={['facts']}>
          <Accordion.Item value="facts">
            <Accordion.Control>{t('scene.facts', { count: values.facts.length })}</Accordion.Control>
            <Accordion.Panel>
              <Stack gap="sm">
                {values.facts.map((fact, i) => (
                  <Card key={fact.id} withBorder radius="md" padding="sm" data-testid={`scene-fact-${i}`}>
                    <Group justify="space-between" mb={4}>
                      <Text fw={600} size="sm">
                        {t('scene.fact', { n: i + 1 })}
                      </Text>
                      <CloseButton
                        aria-label={t('scene.removeFact', { n: i + 1 })}
                        onClick={() => form.removeListItem('facts', i)}
                      />
                    </Group>
                    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                      <TextInput
                        size="sm"
                        label={t('scene.factValue')}
                        {...form.getInputProps(`facts.${i}.value`)}
                        key={form.key(`facts.${i}.value`)}
                      />
                      {lines(t('scene.factAbout'), `facts.${i}.about`, t('scene.ideasHint'), 1)}
                      {lines(t('scene.factAnswer'), `facts.${i}.answer`)}
                      {lines(t('scene.factAsk'), `facts.${i}.ask`)}
                    </SimpleGrid>
                  </Card>
                ))}
                <Group>
                  <Button variant="light" onClick={() => form.insertListItem('facts', newFact(values))}>
                    {t('scene.addFact')}
                  </Button>
                </Group>
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="moves">
            <Accordion.Control>{t('scene.moves', { count: values.moves.length })}</Accordion.Control>
            <Accordion.Panel>
              <Stack gap="sm">
                {values.moves.map((move, i) => (
                  <Card key={move.id} withBorder radius="md" padding="sm" data-testid={`scene-move-${i}`}>
                    <Text fw={600} size="sm" mb={4}>
                      {t('scene.move', { n: i + 1, id: move.id })}
                    </Text>
                    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                      <Select
                        size="sm"
                        label={t('scene.moveKind')}
                        data={MOVE_KINDS.map((k) => ({ value: k, label: t(`scene.kinds.${k}`) }))}
                        allowDeselect={false}
                        {...form.getInputProps(`moves.${i}.kind`)}
                        key={form.key(`moves.${i}.kind`)}
                      />
                      {lines(t('scene.moveSay'), `moves.${i}.say`, t('scene.linesHint'), 1)}
                    </SimpleGrid>
                    {move.intents.map((intent, j) => (
                      <Stack
                        key={intent.id}
                        gap="xs"
                        mt="sm"
                        pl="sm"
                        style={{ borderLeft: '3px solid var(--mantine-color-gray-4)' }}
                      >
                        <Text size="sm" fw={500}>
                          {t('scene.intent', { id: intent.id })}
                        </Text>
                        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                          {lines(
                            t('scene.intentIdeas'),
                            `moves.${i}.intents.${j}.ideas`,
                            t('scene.ideasHint'),
                            1,
                          )}
                          <TextInput
                            size="sm"
                            label={t('scene.intentExample')}
                            {...form.getInputProps(`moves.${i}.intents.${j}.example`)}
                            key={form.key(`moves.${i}.intents.${j}.example`)}
                          />
                          {lines(
                            t('scene.intentReply'),
                            `moves.${i}.intents.${j}.reply`,
                            t('scene.linesHint'),
                            1,
                          )}
                          <Select
                            size="sm"
                            label={t('scene.intentNext')}
                            data={[{ value: STAY, label: t('scene.stay') }, ...moveIds]}
                            allowDeselect={false}
                            value={intent.next ?? STAY}
                            onChange={(v) =>
                              form.setFieldValue(`moves.${i}.intents.${j}.next`, v && v !== STAY ? v : null)
                            }
                            error={form.errors[`moves.${i}.intents.${j}.next`]}
                            key={form.key(`moves.${i}.intents.${j}.next`)}
                          />
                        </SimpleGrid>
                      </Stack>
                    ))}
                  </Card>
                ))}
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>

        {status && (
          <Alert
            color={status.ok ? 'teal' : 'red'}
            role={status.ok ? 'status' : 'alert'}
            data-testid="scene-message"
          >
            {status.text}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={editor.busy}>
            {t('scene.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
