import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_BUTTONS, useInterfaceLanguage } from '../session/language.ts';

export function LanguageButtons({ grow = false }: { grow?: boolean }) {
  const { t } = useTranslation();
  const { language, change } = useInterfaceLanguage();
  return (
    <Group gap={4} grow={grow} role="group" aria-label={t('header.languageGroup')}>
      {LANGUAGE_BUTTONS.map((b) => (
        <Button
          key={b.language}
          size="compact-sm"
          radius="md"
          variant={b.language === language ? 'filled' : 'subtle'}
          color={b.language === language ? undefined : 'gray'}
          aria-pressed={b.language === language}
          lang={b.language}
          title={b.name}
          onClick={() => change(b.language)}
        >
          {b.label}
        </Button>
      ))}
    </Group>
  );
}
