import { Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LEVEL_BARS } from '../../machines/constants.ts';
import type { LevelOption } from '../../machines/onboarding/types.ts';
import classes from './onboarding.module.css';

/** SPEC §2 /select-level: each option drawn with 5 bars, filled up to its position. */
export function LevelChoice({
  options,
  onChoose,
}: {
  options: LevelOption[];
  onChoose: (id: number) => void;
}) {
  const { t } = useTranslation('onboarding');
  return (
    <Stack gap="md">
      {options.map((option, index) => (
        <UnstyledButton
          key={option.id}
          className={classes.choice}
          onClick={() => onChoose(option.id)}
          aria-label={t('level.optionLabel', {
            option: option.option,
            position: Math.min(index + 1, LEVEL_BARS),
            total: LEVEL_BARS,
          })}
        >
          <LevelBars filled={index + 1} />
          <Text fw={600} size="lg">
            {option.option}
          </Text>
        </UnstyledButton>
      ))}
    </Stack>
  );
}

export function LevelBars({ filled }: { filled: number }) {
  return (
    <span
      className={classes.bars}
      aria-hidden="true"
      data-testid="level-bars"
      data-filled-count={Math.min(filled, LEVEL_BARS)}
    >
      {Array.from({ length: LEVEL_BARS }, (_, i) => (
        <span
          key={i}
          className={classes.bar}
          style={{ height: `${8 + i * 5}px` }}
          data-filled={i < filled || undefined}
        />
      ))}
    </span>
  );
}
