import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ActionIcon, Alert, Badge, Group, Paper, Table, Tabs, Text, Tooltip } from '@mantine/core';
import { IconTrash, IconVolume } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useTranslation } from 'react-i18next';
import { SavedSense, SavedWord } from './SavedWord.tsx';
import { inspect } from '../../eventlog/recorder.ts';
import type { LessonDetail } from '../../machines/lesson-modes/types.ts';
import { createLessonVocabularyLogic, createWordLookupLogic } from '../../services/lesson.ts';
import { speakEnglish } from '../../services/sound.ts';
import { translationService } from '../../services/translation.ts';
import { WordPopup } from './WordPopup.tsx';
import classes from '../lesson/lesson.module.css';

import { occurrences, tokenize } from './tokenize.ts';

export { tokenize };

type WordLookupActor = ActorRefFrom<ReturnType<typeof createWordLookupLogic>>;
type VocabularyActor = ActorRefFrom<ReturnType<typeof createLessonVocabularyLogic>>;

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
const Phrase = memo(function Phrase({
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

/** The 500 ms hover tooltip: one Mantine tooltip placed on the hovered word once its translation is known. */
function WordTooltip({
  lookup,
  hovered,
}: {
  lookup: WordLookupActor;
  hovered: { current: HTMLElement | null };
}) {
  const hover = useSelector(lookup, (s) => (s.hasTag('tooltip.shown') ? s.context.hover : null));
  const tooltip = useSelector(lookup, (s) => s.context.tooltip);
  const el = hovered.current;
  const target =
    hover && el?.isConnected && el.dataset.word === hover.word && Number(el.dataset.phrase) === hover.phrase
      ? el
      : null;
  if (!target || !tooltip) return null;
  return <Tooltip label={tooltip} opened target={target} withArrow />;
}

/** The word popup, subscribed on its own so its states re-render only itself. */
function PopupHost({ lookup, vocabulary }: { lookup: WordLookupActor; vocabulary: VocabularyActor }) {
  const navigate = useNavigate();
  const popup = useSelector(lookup, (s) => s.context.popup);
  const loading = useSelector(lookup, (s) => s.hasTag('popup.loading'));
  const result = useSelector(lookup, (s) => s.context.result);
  const error = useSelector(lookup, (s) => s.context.error);
  // View state: the popup for which an anonymous visitor was asked to sign in after a lookup.
  const [signInFor, setSignInFor] = useState<object | null>(null);
  useEffect(() => {
    const sub = vocabulary.on('signin.needed', () => setSignInFor(lookup.getSnapshot().context.popup));
    return () => sub.unsubscribe();
  }, [lookup, vocabulary]);
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
      signInNeeded={signInFor === popup}
      onSignIn={onSignIn}
      onClose={onClose}
    />
  );
}

/**
 * Study Words (SPEC §2): 'Total Words' (the phrases of the transcript with every word clickable: a
 * 500 ms hover shows a tooltip, a click opens the popup) and 'Words in Dictionary' (the learner's
 * saved words of this lesson). A translated word with an id is added to the dictionary at once,
 * with a sound and a '+1' flash.
 */
export function WordsMode({
  lesson,
  signedIn,
  onWordSaved,
}: {
  lesson: LessonDetail;
  signedIn: boolean;
  /** After the server saved a word (the lesson page refreshes progress and stats). */
  onWordSaved?: () => void;
}) {
  const { t, i18n } = useTranslation('words');
  const lookupLogic = useMemo(() => createWordLookupLogic(), []);
  const vocabularyLogic = useMemo(() => createLessonVocabularyLogic(), []);
  const lookup = useActorRef(lookupLogic, {
    input: { lessonId: lesson.id, language: i18n.language },
    inspect,
  });
  const vocabulary = useActorRef(vocabularyLogic, { input: { lessonId: lesson.id, signedIn }, inspect });
  const entries = useSelector(vocabulary, (s) => s.context.entries);
  const added = useSelector(vocabulary, (s) => s.context.added);
  const saveFailed = useSelector(vocabulary, (s) => s.context.failed);
  const hovered = useRef<HTMLElement | null>(null);

  useEffect(() => lookup.send({ type: 'language.change', language: i18n.language }), [lookup, i18n.language]);

  useEffect(() => {
    const translated = lookup.on('word.translated', ({ result }) => {
      if (result.id !== null)
        vocabulary.send({
          type: 'vocabulary.add',
          entry: result.id,
          text: result.lemma ?? result.text,
          form: result.text,
          sense: result.translation,
          sentence: result.usage_example,
        });
    });
    const saved = vocabulary.on('word.added', () => onWordSaved?.());
    return () => {
      translated.unsubscribe();
      saved.unsubscribe();
    };
  }, [lookup, vocabulary, onWordSaved]);

  const handlers = useMemo<WordHandlers>(
    () => ({
      open: (el) => {
        const r = el.getBoundingClientRect();
        lookup.send({
          type: 'word.open',
          ...wordOf(el),
          anchor: { top: r.top, left: r.left, width: r.width, height: r.height },
        });
      },
      hover: (el) => {
        hovered.current = el;
        lookup.send({ type: 'word.hover', ...wordOf(el) });
      },
      leave: () => {
        hovered.current = null;
        lookup.send({ type: 'word.leave' });
      },
    }),
    [lookup],
  );

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
      const lemma = translationService.lemmaOf(word, i18n.language);
      return Boolean(lemma && saved.has(lemma.toLowerCase()));
    };
    return tokenized.map((tokens) =>
      tokens
        .filter((token) => token.word)
        .map((token) => (isSaved(token.text) ? '1' : '0'))
        .join(''),
    );
  }, [tokenized, entries, i18n.language]);

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
                          onClick={() => speakEnglish(entry.text)}
                        >
                          <IconVolume size={18} />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('list.delete', { word: entry.text })}
                          onClick={() => vocabulary.send({ type: 'vocabulary.delete', id: entry.id })}
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
      <PopupHost lookup={lookup} vocabulary={vocabulary} />
    </>
  );
}
