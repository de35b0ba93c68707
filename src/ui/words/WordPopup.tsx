import { useEffect, useLayoutEffect, useRef } from 'react';
import {
  ActionIcon,
  Button,
  CloseButton,
  Divider,
  Group,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { IconVolume } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { WORD_POPUP_HEIGHT_PX, WORD_POPUP_WIDTH_PX } from '../../machines/constants.ts';
import { speakWord } from '../../machines/lesson/useLesson.ts';
import type { Anchor, TranslationErrorCode, TranslationResult } from '../../machines/word-lookup/types.ts';
import classes from '../lesson/lesson.module.css';

interface Props {
  word: string;
  anchor: Anchor;
  loading: boolean;
  result: TranslationResult | null;
  error: { code: TranslationErrorCode; detail: string | null } | null;
  signInNeeded: boolean;
  onSignIn: () => void;
  onClose: () => void;
}

const MARGIN = 8;
/** Other meanings listed under the one in context. */
const MAX_OTHER_SENSES = 6;
/** API expression types → i18n keys. */
const EXPRESSION_TYPE_KEYS: Record<string, string> = {
  'phrasal verb': 'phrasalVerb',
  idiom: 'idiom',
  'fixed phrase': 'fixedPhrase',
  compound: 'compound',
  number: 'number',
};
const GAP = 6;
/** Below this the popup overlaps the word rather than shrink further. */
const MIN_HEIGHT = 120;

/**
 * Where the popup goes (viewport coordinates): below the word, else above it, always inside the
 * viewport and never over the word; when it fits on neither side it takes the roomier one and
 * scrolls inside (`maxHeight`).
 */
export function placePopup(
  anchor: Anchor,
  size: { width: number; height: number },
  viewport: { width: number; height: number },
): { top: number; left: number; maxHeight?: number } {
  const width = Math.min(WORD_POPUP_WIDTH_PX, size.width, viewport.width - 2 * MARGIN);
  const height = Math.min(WORD_POPUP_HEIGHT_PX, size.height, viewport.height - 2 * MARGIN);
  const left = Math.max(MARGIN, Math.min(anchor.left, viewport.width - width - MARGIN));
  const belowTop = anchor.top + anchor.height + GAP;
  const below = viewport.height - MARGIN - belowTop;
  const above = anchor.top - GAP - MARGIN;
  if (height <= below) return { top: belowTop, left };
  if (height <= above) return { top: anchor.top - GAP - height, left };
  const room = Math.max(below, above);
  if (room < MIN_HEIGHT) return { top: Math.max(MARGIN, viewport.height - MARGIN - height), left };
  return below >= above ? { top: belowTop, left, maxHeight: below } : { top: MARGIN, left, maxHeight: above };
}

/**
 * The word popup (SPEC §2 Study Words): phonetic with the type in brackets, translation, forms by
 * type with translated grammar labels, an example and common mistakes. Escape and a click outside
 * close it.
 */
export function WordPopup({ word, anchor, loading, result, error, signInNeeded, onSignIn, onClose }: Props) {
  const { t, i18n } = useTranslation('words');
  const ref = useRef<HTMLDivElement>(null);
  // The page's scroll when the word was clicked (the anchor is in viewport coordinates of that moment).
  const scrollAtClick = useRef({ x: 0, y: 0 });
  useLayoutEffect(() => {
    scrollAtClick.current = { x: window.scrollX, y: window.scrollY };
  }, [anchor]);

  // Placed before the browser paints, written to the element's style (not state: no second render).
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.style.maxHeight = '';
    const place = placePopup(
      anchor,
      { width: el.offsetWidth, height: el.offsetHeight },
      { width: window.innerWidth, height: window.innerHeight },
    );
    // Page coordinates, made relative to the element the popup is positioned in.
    const container = el.offsetParent;
    const parent =
      container && (container !== document.body || getComputedStyle(container).position !== 'static')
        ? container.getBoundingClientRect()
        : { top: -window.scrollY, left: -window.scrollX };
    el.style.top = `${place.top + scrollAtClick.current.y - (parent.top + window.scrollY)}px`;
    el.style.left = `${place.left + scrollAtClick.current.x - (parent.left + window.scrollX)}px`;
    if (place.maxHeight !== undefined) el.style.maxHeight = `${place.maxHeight}px`;
  }, [anchor, loading, result, error]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    const onDown = (e: MouseEvent) => {
      const target = e.target as HTMLElement;
      if (ref.current?.contains(target) || target.closest('[data-word]')) return;
      onClose();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onDown);
    };
  }, [onClose]);

  const details = result
    ? Object.entries(result.details ?? {}).filter(([, v]) => v !== '' && v !== null && v !== undefined)
    : [];
  // The meaning in this sentence is `translation` (senses[0]); the others follow, so a wrong guess never hides the right one.
  const otherSenses = (result?.senses ?? []).slice(1, 1 + MAX_OTHER_SENSES);
  return (
    <Paper
      ref={ref}
      shadow="lg"
      withBorder
      radius="md"
      p="md"
      className={classes.popup}
      role="dialog"
      aria-label={t('popup.label', { word })}
      data-testid="word-popup"
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="xs">
        <div>
          <Group gap={6}>
            <Text fw={700} fz="lg">
              {result?.text ?? word}
            </Text>
            <ActionIcon
              variant="subtle"
              size="sm"
              aria-label={t('popup.listen')}
              onClick={() => speakWord(result?.lemma ?? word)}
            >
              <IconVolume size={16} />
            </ActionIcon>
          </Group>
          {result && (
            <Text size="sm" c="dimmed" data-testid="word-phonetic">
              {result.phonetic ? `${result.phonetic} ` : ''}(
              {t(`grammar.${result.type}`, { defaultValue: result.type })})
            </Text>
          )}
        </div>
        <CloseButton aria-label={t('popup.close')} onClick={onClose} />
      </Group>
      {loading && (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm">{t('popup.loading')}</Text>
        </Group>
      )}
      {error && (
        <Text c="red.8" role="alert" data-testid="word-error">
          {/* The server's detail is English: only the English interface shows it, the others their own text. */}
          {(i18n.language === 'en' && error.detail) || t(`errors.${error.code}`)}
        </Text>
      )}
      {result && (
        <Stack gap="sm">
          {result.expression && (
            <div data-testid="word-expression">
              <Text size="xs" tt="uppercase" c="dimmed" fw={600}>
                {t('popup.expression')} ·{' '}
                {t(`expressionType.${EXPRESSION_TYPE_KEYS[result.expression.type] ?? 'idiom'}`)}
              </Text>
              <Text fw={700}>
                {result.expression.text} → {result.expression.translation}
              </Text>
            </div>
          )}
          <div>
            <Text size="xs" tt="uppercase" c="dimmed" fw={600}>
              {t('popup.translation')}
            </Text>
            {result.lemma && result.lemma.toLowerCase() !== result.text.toLowerCase() && (
              <Text size="sm" c="dimmed" data-testid="word-form">
                {t('popup.form', { form: result.text, lemma: result.lemma })}
              </Text>
            )}
            {/* elementtiming: the popup bench reads the frame that painted the translation. */}
            <Text fw={600} data-testid="word-translation" {...{ elementtiming: 'word-translation' }}>
              {result.translation}
            </Text>
          </div>
          {otherSenses.length > 0 && (
            <div data-testid="word-other-senses">
              <Text size="xs" tt="uppercase" c="dimmed" fw={600}>
                {t('popup.otherMeanings')}
              </Text>
              {otherSenses.map((sense, i) => (
                <Text size="sm" key={i}>
                  <Text span c="dimmed">
                    ({t(`grammar.${sense.type}`, { defaultValue: sense.type })}){' '}
                  </Text>
                  {sense.translation}
                  {sense.gloss ? (
                    <Text span c="dimmed" fz="xs">
                      {' '}
                      — {sense.gloss}
                    </Text>
                  ) : null}
                </Text>
              ))}
            </div>
          )}
          {details.length > 0 && (
            <div>
              <Text size="xs" tt="uppercase" c="dimmed" fw={600}>
                {t('popup.forms')}
              </Text>
              <Table withRowBorders={false} verticalSpacing={2} fz="sm">
                <Table.Tbody>
                  {details.map(([key, value]) => (
                    <Table.Tr key={key}>
                      <Table.Td c="dimmed" pl={0}>
                        {t(`grammar.${key}`, { defaultValue: key })}
                      </Table.Td>
                      <Table.Td>
                        {typeof value === 'boolean' ? t(value ? 'grammar.yes' : 'grammar.no') : String(value)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </div>
          )}
          {result.usage_example && (
            <div>
              <Text size="xs" tt="uppercase" c="dimmed" fw={600}>
                {t('popup.example')}
              </Text>
              <Text size="sm" fs="italic">
                {result.usage_example}
              </Text>
            </div>
          )}
          {result.common_misunderstandings && (
            <div>
              <Text size="xs" tt="uppercase" c="dimmed" fw={600}>
                {t('popup.mistakes')}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {result.common_misunderstandings}
              </Text>
            </div>
          )}
          {signInNeeded && (
            <>
              <Divider />
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm">{t('signInToSave')}</Text>
                <Button size="xs" onClick={onSignIn} style={{ flexShrink: 0 }}>
                  {t('signIn')}
                </Button>
              </Group>
            </>
          )}
        </Stack>
      )}
    </Paper>
  );
}
