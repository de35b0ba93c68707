import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Coach, Localized, Recast } from '../../machines/dialogue/types.ts';

/** The role's name in the interface language (the partner speaks English; its role is labelled). */
export function useRole(role: Localized): string {
  const { i18n } = useTranslation();
  const lang = (i18n.resolvedLanguage ?? i18n.language ?? 'en').slice(0, 2);
  return lang === 'uk' || lang === 'pl' ? role[lang] : role.en;
}

/** One recast: the note of its pattern and the words put right, in the interface language. */
export function RecastNote({ recast }: { recast: Recast }) {
  const { t } = useTranslation('dialogue');
  return (
    <Text fz="sm" data-testid="recast-note">
      <Text span fw={700} fz="sm">
        {t('recast.label')}:
      </Text>{' '}
      {t('recast.note', { wrong: recast.wrong, right: recast.right })}{' '}
      {t(`recast.patterns.${recast.pattern}`, { defaultValue: '' })}
    </Text>
  );
}

/** The notes under a partner message: recasts of the learner's mistakes, then the coaching line. */
export function MessageNotes({ recasts, coach }: { recasts?: Recast[]; coach?: Coach | null }) {
  const { t } = useTranslation('dialogue');
  if (!recasts?.length && !coach) return null;
  return (
    <Stack gap={4} mt={4}>
      {recasts?.map((r, i) => (
        <RecastNote key={i} recast={r} />
      ))}
      {coach && (
        <Text fz="sm" fs="italic" data-testid={`coach-${coach.kind}`}>
          {coach.kind === 'steer'
            ? t('coach.steer', { word: coach.word, example: coach.example })
            : coach.kind === 'hint'
              ? t('coach.hint', { example: coach.example })
              : t(`coach.${coach.kind}`)}
        </Text>
      )}
    </Stack>
  );
}
