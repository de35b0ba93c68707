import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useStaffWordLookup } from '../../machines/staff-lessons/useStaffLessons.ts';
import { WordTranscript } from '../words/WordsMode.tsx';

/**
 * The lesson's transcript with every word clickable, as learners get it (the word-lookup machine
 * and its popup): staff check the translations of a draft before publishing it.
 */
export function TranscriptPreview({ lessonId, phrases }: { lessonId: number; phrases: string[] }) {
  const { t, i18n } = useTranslation('staff');
  return (
    <Stack gap="xs" component="section" aria-labelledby="transcript-title">
      <Title order={2} size="h3" id="transcript-title">
        {t('lesson.transcript')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('lesson.transcriptHint')}
      </Text>
      {phrases.length === 0 ? (
        <Text c="dimmed">{t('lesson.noTranscript')}</Text>
      ) : (
        <Paper withBorder radius="md" p="md" mah={360} style={{ overflowY: 'auto' }}>
          {/* One lookup per interface language: translations follow the language. */}
          <Lookup key={i18n.language} lessonId={lessonId} phrases={phrases} language={i18n.language} />
        </Paper>
      )}
    </Stack>
  );
}

function Lookup({ lessonId, phrases, language }: { lessonId: number; phrases: string[]; language: string }) {
  const lookup = useStaffWordLookup(lessonId, language);
  return <WordTranscript lookup={lookup} phrases={phrases} />;
}
