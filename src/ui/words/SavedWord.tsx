import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { VocabularyEntry } from '../../machines/lesson-vocabulary/machine.ts';

/** The saved word in the dictionary list: its lemma and, when it differs, the form clicked ("book ← booked"). */
export function SavedWord({ entry }: { entry: VocabularyEntry }) {
  const { t } = useTranslation('words');
  const form = entry.form?.trim();
  const shown = form && form.toLowerCase() !== entry.text.toLowerCase();
  return (
    <Stack gap={0}>
      <Text fw={600} span>
        {entry.text}
      </Text>
      {shown && (
        <Text size="xs" c="dimmed" data-testid="dictionary-form">
          {t('list.form', { form })}
        </Text>
      )}
    </Stack>
  );
}

/** The sense the learner saw and the sentence it came from, the clicked form in bold. */
export function SavedSense({ entry }: { entry: VocabularyEntry }) {
  const { t } = useTranslation('words');
  const sentence = entry.sentence?.trim();
  const form = entry.form?.trim() || entry.text;
  const at = sentence ? sentence.toLowerCase().indexOf(form.toLowerCase()) : -1;
  return (
    <Stack gap={2}>
      <Text span>{entry.translation}</Text>
      {sentence && (
        <Text size="xs" c="dimmed" fs="italic" data-testid="dictionary-sentence" title={t('list.sentence')}>
          {at < 0 ? (
            sentence
          ) : (
            <>
              {sentence.slice(0, at)}
              <b>{sentence.slice(at, at + form.length)}</b>
              {sentence.slice(at + form.length)}
            </>
          )}
        </Text>
      )}
    </Stack>
  );
}
