import { memo, useCallback, useMemo, useRef } from 'react';
import { ActionIcon, Alert, Badge, Group, Paper, Table, Tabs, Text, Tooltip } from '@mantine/core';
import { IconTrash, IconVolume } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { SavedSense, SavedWord } from './SavedWord.tsx';
import {
  selectAdded,
  selectEntries,
  selectLanguage,
  selectLemmas,
  selectLookupError,
  selectLookupResult,
  selectPopup,
  selectPopupLoading,
  selectSaveFailed,
  selectSignInNeeded,
  selectTooltip,
  selectTooltipWord,
} from '../../machines/lesson/selectors.ts';
import type { LessonDetail } from '../../machines/lesson/types.ts';
import {
  speakWord,
  wordIntents,
  type VocabularyActor,
  type WordLookupActor,
} from '../../machines/lesson/useLesson.ts';
import { WordPopup } from './WordPopup.tsx';
import classes from '../lesson/lesson.module.css';

import { occurrences, tokenize } from './tokenize.ts';

export { tokenize };

/** What a word span of the transcript does; one stable object, so phrases re-render only when they change. */
interface WordHandlers {
  open: (el: HTMLElement) => void;
  hover: (el: HTMLElement) => void;
  leave: () => void;
}

const wordOf = (el: HTMLElement) => ({
  word: el.dataset.word!,
  phrase: Number(el.dataset.phrase),
  occurrence: Number(el.dataset.occurrence ?? 1) || 1,
});

/**
 * One phrase of the transcript, its words clickable. Memoised: opening the popup, a tooltip or a
 * lookup does not re-render the transcript (hundreds of spans), only a change of which of this
 * phrase's words are saved (`saved`, one character per word) does.
 */
export const Phrase = memo(function Phrase({
  tokens,
  index,
  saved,
  handlers,
}: {
  tokens: { text: string; word: boolean }[];
  index: number;
  saved: string;
  handlers: WordHandlers;
}) {
  let w = 0;
  const nth = occurrences(tokens);
  return (
    <Text mb={6} lh={1.9}>
      {tokens.map((token, i) =>
        token.word ? (
          <span
            key={i}
            role="button"
            tabIndex={0}
            data-word={token.text}
            data-phrase={index}
            data-occurrence={nth[i]}
            className={`${classes.word} ${saved[w++] === '1' ? classes.wordSaved : ''}`}
            onClick={(e) => handlers.open(e.currentTarget)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' || e.key === ' ') {
                e.preventDefault();
                handlers.open(e.currentTarget);
              }
            }}
            onMouseEnter={(e) => handlers.hover(e.currentTarget)}
            onMouseLeave={handlers.leave}
          >
            {token.text}
          </span>
        ) : (
          <span key={i}>{token.text}</span>
        ),
      )}
    </Text>
  );
});

/**
 * What the transcript's word spans do: a click (or Enter) opens the word popup, a resting pointer
 * asks for the tooltip. The word-lookup actor's intents (`wordIntents`), with the hovered element
 * kept for the tooltip's placement.
 */
export function useWordHandlers(lookup: WordLookupActor) {
  const hovered = useRef<HTMLElement | null>(null);
  const handlers = useMemo<WordHandlers>(() => {
    const intents = wordIntents(lookup, null);
    return {
      open: (el) => {
        const r = el.getBoundingClientRect();
        intents.open(wordOf(el), { top: r.top, left: r.left, width: r.width, height: r.height });
      },
      hover: (el) => {
        hovered.current = el;
        intents.hover(wordOf(el));
      },
      leave: () => {
        hovered.current = null;
        intents.leave();
      },
    };
  }, [lookup]);
  return { handlers, hovered };
}

/**
 * A transcript with every word clickable, its tooltip and its word popup: the learner's Study Words
 * transcript without the dictionary (the staff lesson preview).
 */
export function WordTranscript({ lookup, phrases }: { lookup: WordLookupActor; phrases: string[] }) {
  const { handlers, hovered } = useWordHandlers(lookup);
  const key = JSON.stringify(phrases);
  const tokenized = useMemo(() => (JSON.parse(key) as string[]).map((phrase) => tokenize(phrase)), [key]);
  return (
    <>
      <div data-testid="study-transcript">
        {tokenized.map((tokens, p) => (
          <Phrase
            key={p}
            tokens={tokens}
            index={p}
            saved={''.padEnd(tokens.length, '0')}
            handlers={handlers}
          />
        ))}
      </div>
      <WordTooltip lookup={lookup} hovered={hovered} />
      <PopupHost lookup={lookup} />
    </>
  );
}

/** The 500 ms hover tooltip: one Mantine tooltip placed on the hovered word once its translation is known. */
export function WordTooltip({
  lookup,
  hovered,
}: {
  lookup: WordLookupActor;
  hovered: { current: HTMLElement | null };
}) {
  const hover = useSelector(lookup, selectTooltipWord);
  const tooltip = useSelector(lookup, selectTooltip);
  const el = hovered.current;
  const target =
    hover && el?.isConnected && el.dataset.word === hover.word && Number(el.dataset.phrase) === hover.phrase
      ? el
      : null;
  if (!target || !tooltip) return null;
  return <Tooltip label={tooltip} opened target={target} withArrow />;
}

/** The word popup, subscribed on its own so its states re-render only itself. */
export function PopupHost({ lookup }: { lookup: WordLookupActor }) {
  const navigate = useNavigate();
  const popup = useSelector(lookup, selectPopup);
  const loading = useSelector(lookup, selectPopupLoading);
  const result = useSelector(lookup, selectLookupResult);
  const error = useSelector(lookup, selectLookupError);
  // An anonymous visitor's translated word could not be saved: the popup asks them to sign in.
  const signInNeeded = useSelector(lookup, selectSignInNeeded);
  const onClose = useCallback(() => lookup.send({ type: 'popup.close' }), [lookup]);
  const onSignIn = useCallback(() => void navigate({ to: '/signin' }), [navigate]);
  if (!popup) return null;
  return (
    <WordPopup
      word={popup.word}
      anchor={popup.anchor}
      loading={loading}
      result={result}
      error={error}
      signInNeeded={signInNeeded}
      onSignIn={onSignIn}
      onClose={onClose}
    />
  );
}

/**
 * Study Words (SPEC §2): 'Total Words' (the phrases of the transcript with every word clickable: a
 * 500 ms hover shows a tooltip, a click opens the popup) and 'Words in Dictionary' (the learner's
 * saved words of this lesson). The lesson actor adds a translated word with an id to the dictionary
 * at once (a sound and a '+1' flash); this component shows the two child actors it was given.
 */
export function WordsMode({
  lookup,
  vocabulary,
  lesson,
  signedIn,
}: {
  lookup: WordLookupActor;
  vocabulary: VocabularyActor;
  lesson: LessonDetail;
  signedIn: boolean;
}) {
  const { t } = useTranslation('words');
  const entries = useSelector(vocabulary, selectEntries);
  const added = useSelector(vocabulary, selectAdded);
  const saveFailed = useSelector(vocabulary, selectSaveFailed);
  const lemmas = useSelector(lookup, selectLemmas);
  const language = useSelector(lookup, selectLanguage);
  const intents = useMemo(() => wordIntents(lookup, vocabulary), [lookup, vocabulary]);
  const { handlers, hovered } = useWordHandlers(lookup);

  // Keyed by the text, not the array: the lesson page reloads the lesson (progress refresh after a
  // saved word) and a new but equal transcript must not re-render every phrase.
  const phrasesKey = JSON.stringify(lesson.video.split_transcription ?? []);
  const tokenized = useMemo(
    () => (JSON.parse(phrasesKey) as string[]).map((phrase) => tokenize(phrase)),
    [phrasesKey],
  );
  // Which words are saved, per phrase: the word itself or its lemma (known from a cached lookup).
  const savedMasks = useMemo(() => {
    const saved = new Set(entries.map((e) => e.text.toLowerCase()));
    const isSaved = (word: string) => {
      if (saved.has(word.toLowerCase())) return true;
      if (saved.size === 0) return false;
      const lemma = lemmas[`${language}:${word.toLowerCase()}`];
      return Boolean(lemma && saved.has(lemma.toLowerCase()));
    };
    return tokenized.map((tokens) =>
      tokens
        .filter((token) => token.word)
        .map((token) => (isSaved(token.text) ? '1' : '0'))
        .join(''),
    );
  }, [tokenized, entries, lemmas, language]);

  return (
    <>
      <Tabs defaultValue="total" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="total" data-testid="tab-total">
            {t('tabs.total')}{' '}
            <Badge variant="light" ml={4}>
              {tokenized.length}
            </Badge>
          </Tabs.Tab>
          <Tabs.Tab value="dictionary" data-testid="tab-dictionary">
            {t('tabs.dictionary')}{' '}
            <Badge variant="light" ml={4} data-testid="dictionary-count">
              {entries.length}
            </Badge>
            {added > 0 && (
              <Text
                key={added}
                span
                c="teal.8"
                fw={700}
                ml={4}
                className={classes.flash}
                data-testid="added-flash"
                aria-live="polite"
              >
                {t('added')}
              </Text>
            )}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="total">
          {tokenized.length === 0 ? (
            <Text c="dimmed">{t('emptyTranscript')}</Text>
          ) : (
            <Paper withBorder radius="md" p="md">
              <Text size="sm" c="dimmed" mb="sm">
                {t('hint')}
              </Text>
              {saveFailed && (
                <Alert color="red" mb="sm">
                  {t('saveFailed')}
                </Alert>
              )}
              <div data-testid="study-transcript">
                {tokenized.map((tokens, p) => (
                  <Phrase key={p} tokens={tokens} index={p} saved={savedMasks[p]!} handlers={handlers} />
                ))}
              </div>
            </Paper>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="dictionary">
          {!signedIn ? (
            <Group>
              <Text>{t('signInToSave')}</Text>
            </Group>
          ) : entries.length === 0 ? (
            <Text c="dimmed">{t('emptyDictionary')}</Text>
          ) : (
            <Table striped highlightOnHover data-testid="dictionary-list">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={40}>{t('list.index')}</Table.Th>
                  <Table.Th>{t('list.word')}</Table.Th>
                  <Table.Th>{t('list.translation')}</Table.Th>
                  <Table.Th w={90}>{t('list.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {entries.map((entry, i) => (
                  <Table.Tr key={entry.id} data-testid="dictionary-row">
                    <Table.Td>{i + 1}</Table.Td>
                    <Table.Td>
                      <SavedWord entry={entry} />
                    </Table.Td>
                    <Table.Td>
                      <SavedSense entry={entry} />
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('list.listen', { word: entry.text })}
                          onClick={() => speakWord(entry.text)}
                        >
                          <IconVolume size={18} />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('list.delete', { word: entry.text })}
                          onClick={() => intents.remove(entry.id)}
                        >
                          <IconTrash size={18} />
                        </ActionIcon>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Tabs.Panel>
      </Tabs>
      <WordTooltip lookup={lookup} hovered={hovered} />
      <PopupHost lookup={lookup} />
    </>
  );
}
