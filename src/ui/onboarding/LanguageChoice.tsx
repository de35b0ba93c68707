import { Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../machines/onboarding/types.ts';
import { LANGUAGE_BUTTONS } from '../session/language.ts';
import classes from './onboarding.module.css';

/** SPEC §2 /language: English, Ukrainian or Polish, each in its own name. */
export function LanguageChoice({
  busy,
  onChoose,
}: {
  busy: boolean;
  onChoose: (language: Language) => void;
}) {
  const { t } = useTranslation('onboarding');
  return (
    <Stack gap="md">
      {LANGUAGE_BUTTONS.map((b) => (
        <UnstyledButton
          key={b.language}
          className={classes.choice}
          disabled={busy}
          onClick={() => onChoose(b.language)}
          data-testid={`language-${b.language}`}
        >
          <span className={classes.badge} aria-hidden="true">
            {b.label}
          </span>
          <span>
            <Text fw={700} size="lg" lang={b.language}>
              {b.name}
            </Text>
            <Text size="sm" c="dimmed">
              {t(`language.hint.${b.language}`)}
            </Text>
          </span>
        </UnstyledButton>
      ))}
    </Stack>
  );
}
