import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Question } from '../../machines/test-run/types.ts';
import classes from './quiz.module.css';

/**
 * Word order (SPEC §3 template_segments / draggable_words): pick a word, then a gap — by mouse,
 * touch or keyboard (both are buttons) — or drag a word onto a gap. A filled gap clears on press.
 */
export function WordOrder({
  question,
  placements,
  locked,
  onFill,
  onClear,
}: {
  question: Question;
  placements: Record<string, string>;
  locked: boolean;
  onFill: (gapId: string, wordId: string) => void;
  onClear: (gapId: string) => void;
}) {
  const { t } = useTranslation('quiz');
  const [picked, setPicked] = useState<string | null>(null);
  const words = question.draggable_words ?? [];
  const byId = new Map(words.map((w) => [w.word_id, w.content]));
  const placed = new Set(Object.values(placements));
  let gapNumber = 0;

  const fill = (gapId: string, wordId: string | null) => {
    if (locked || !wordId) return;
    onFill(gapId, wordId);
    setPicked(null);
  };

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('wordOrderHelp')}
      </Text>
      <div className={classes.sentence} data-testid="template">
        {(question.template_segments ?? []).map((segment, i) => {
          if (segment.type === 'fixed') return <span key={i}>{segment.content}</span>;
          const n = ++gapNumber;
          const wordId = placements[segment.gap_id];
          const word = wordId ? byId.get(wordId) : undefined;
          return (
            <button
              key={i}
              type="button"
              className={classes.gap}
              data-filled={word ? true : undefined}
              disabled={locked}
              aria-label={word ? t('gapFilled', { n, word }) : t('gapEmpty', { n })}
              onClick={() => (word ? onClear(segment.gap_id) : fill(segment.gap_id, picked))}
              onDragOver={(e) => e.preventDefault()}
              onDrop={(e) => {
                e.preventDefault();
                fill(segment.gap_id, e.dataTransfer.getData('text/plain'));
              }}
            >
              {word ?? '\u00a0'}
            </button>
          );
        })}
      </div>
      <Group gap="xs" aria-label={t('words')} role="group">
        {words
          .filter((w) => !placed.has(w.word_id))
          .map((w) => (
            <Button
              key={w.word_id}
              variant={picked === w.word_id ? 'filled' : 'light'}
              radius="xl"
              size="sm"
              disabled={locked}
              aria-pressed={picked === w.word_id}
              draggable={!locked}
              onDragStart={(e) => e.dataTransfer.setData('text/plain', w.word_id)}
              onClick={() => setPicked(picked === w.word_id ? null : w.word_id)}
            >
              {w.content}
            </Button>
          ))}
      </Group>
    </Stack>
  );
}
