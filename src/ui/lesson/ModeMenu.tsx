import { NavLink, Paper } from '@mantine/core';
import { IconBook2, IconMessages, IconPlayerPlay, IconChecklist } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LESSON_MODES, type LessonMode } from '../../machines/lesson/types.ts';
import classes from './lesson.module.css';

const ICONS = {
  video: IconPlayerPlay,
  words: IconBook2,
  test: IconChecklist,
  dialogue: IconMessages,
} as const;

/** The right-hand menu of the four lesson modes (SPEC §2): exactly one is active. */
export function ModeMenu({ mode, onSelect }: { mode: LessonMode; onSelect: (mode: LessonMode) => void }) {
  const { t } = useTranslation('lesson');
  return (
    <Paper withBorder radius="md" p={6} className={classes.menu} component="nav" aria-label={t('modesLabel')}>
      {LESSON_MODES.map((m) => {
        const Icon = ICONS[m];
        return (
          <NavLink
            key={m}
            component="button"
            active={m === mode}
            aria-current={m === mode ? 'page' : undefined}
            label={t(`modes.${m}.title`)}
            description={t(`modes.${m}.subtitle`)}
            leftSection={<Icon size={20} aria-hidden="true" />}
            onClick={() => onSelect(m)}
            data-testid={`mode-${m}`}
            style={{ borderRadius: 8 }}
          />
        );
      })}
    </Paper>
  );
}
