import { useCallback, useEffect, useMemo, useState, type MouseEvent as ReactMouseEvent } from 'react';
import { ActionIcon, Alert, Badge, Group, Paper, Table, Tabs, Text, Tooltip } from '@mantine/core';
import { IconTrash, IconVolume } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { inspect } from '../../eventlog/recorder.ts';
import type { LessonDetail } from '../../machines/lesson-modes/types.ts';
import { createLessonVocabularyLogic, createWordLookupLogic } from '../../services/lesson.ts';
import { speakEnglish } from '../../services/sound.ts';
import { translationService } from '../../services/translation.ts';
import { WordPopup } from './WordPopup.tsx';
import classes from '../lesson/lesson.module.css';

/** Splits a phrase into words (kept clickable) and the spaces and punctuation between them. */
export function tokenize(phrase: string): { text: string; word: boolean }[] {
  return phrase
    .split(/([\p{L}\p{N}]+(?:['’.-][\p{L}\p{N}]+)*)/u)
    .filter(Boolean)
    .map((text) => ({ text, word: /[\p{L}\p{N}]/u.test(text) }));
}

/**
 * Study Words (SPEC §2): 'Total Words' (the phrases of the transcript with every word clickable: a
 * 500 ms hover shows a tooltip, a click opens the popup) and 'Words in Dictionary' (the learner's
 * saved words of this lesson). A translated word with an id is added to the dictionary at once,
 * with a sound and a '+1' flash.
 */
export function WordsMode({ lesson, signedIn }: { lesson: LessonDetail; signedIn: boolean }) {
  const { t, i18n } = useTranslation('words');
  const navigate = useNavigate();
  const lookupLogic = useMemo(() => createWordLookupLogic(), []);
  const vocabularyLogic = useMemo(() => createLessonVocabularyLogic(), []);
  const lookup = useActorRef(lookupLogic, {
    input: { lessonId: lesson.id, language: i18n.language },
    inspect,
  });
  const vocabulary = useActorRef(vocabularyLogic, { input: { lessonId: lesson.id, signedIn }, inspect });
  const popup = useSelector(lookup, (s) => s.context.popup);
  const popupLoading = useSelector(lookup, (s) => s.hasTag('popup.loading'));
  const result = useSelector(lookup, (s) => s.context.result);
  const error = useSelector(lookup, (s) => s.context.error);
  const hover = useSelector(lookup, (s) => (s.hasTag('tooltip.shown') ? s.context.hover : null));
  const tooltip = useSelector(lookup, (s) => s.context.tooltip);
  const entries = useSelector(vocabulary, (s) => s.context.entries);
  const added = useSelector(vocabulary, (s) => s.context.added);
  const saveFailed = useSelector(vocabulary, (s) => s.context.failed);
  // View state: the popup asks an anonymous visitor to sign in after a lookup.
  const [signInNeeded, setSignInNeeded] = useState(false);

  useEffect(() => lookup.send({ type: 'language.change', language: i18n.language }), [lookup, i18n.language]);

  useEffect(() => {
    const translated = lookup.on('word.translated', ({ result }) => {
      if (result.id !== null)
        vocabulary.send({ type: 'vocabulary.add', entry: result.id, text: result.lemma ?? result.text });
    });
    const signIn = vocabulary.on('signin.needed', () => setSignInNeeded(true));
    return () => {
      translated.unsubscribe();
      signIn.unsubscribe();
    };
  }, [lookup, vocabulary]);

  const saved = useMemo(() => new Set(entries.map((e) => e.text.toLowerCase())), [entries]);
  const isSaved = useCallback(
    (word: string) => {
      const lower = word.toLowerCase();
      if (saved.has(lower)) return true;
      const known = translationService.cached(word, i18n.language);
      return Boolean(known?.lemma && saved.has(known.lemma.toLowerCase()));
    },
    [saved, i18n.language],
  );

  const open = (e: ReactMouseEvent<HTMLElement>, word: string, phrase: number) => {
    const r = e.currentTarget.getBoundingClientRect();
    setSignInNeeded(false);
    lookup.send({
      type: 'word.open',
      word,
      phrase,
      anchor: { top: r.top, left: r.left, width: r.width, height: r.height },
    });
  };

  const phrases = lesson.video.split_transcription ?? [];

  return (
    <>
      <Tabs defaultValue="total" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="total" data-testid="tab-total">
            {t('tabs.total')}{' '}
            <Badge variant="light" ml={4}>
              {phrases.length}
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
          {phrases.length === 0 ? (
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
                {phrases.map((phrase, p) => (
                  <Text key={p} mb={6} lh={1.9}>
                    {tokenize(phrase).map((token, i) =>
                      token.word ? (
                        <Tooltip
                          key={i}
                          label={tooltip ?? ''}
                          opened={Boolean(tooltip) && hover?.word === token.text && hover?.phrase === p}
                          withArrow
                        >
                          <span
                            role="button"
                            tabIndex={0}
                            data-word={token.text}
                            className={`${classes.word} ${isSaved(token.text) ? classes.wordSaved : ''}`}
                            onClick={(e) => open(e, token.text, p)}
                            onKeyDown={(e) => {
                              if (e.key === 'Enter' || e.key === ' ') {
                                e.preventDefault();
                                open(e as unknown as ReactMouseEvent<HTMLElement>, token.text, p);
                              }
                            }}
                            onMouseEnter={() =>
                              lookup.send({ type: 'word.hover', word: token.text, phrase: p })
                            }
                            onMouseLeave={() => lookup.send({ type: 'word.leave' })}
                          >
                            {token.text}
                          </span>
                        </Tooltip>
                      ) : (
                        <span key={i}>{token.text}</span>
                      ),
                    )}
                  </Text>
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
                    <Table.Td fw={600}>{entry.text}</Table.Td>
                    <Table.Td>{entry.translation}</Table.Td>
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
      {popup && (
        <WordPopup
          word={popup.word}
          anchor={popup.anchor}
          loading={popupLoading}
          result={result}
          error={error}
          signInNeeded={signInNeeded}
          onSignIn={() => void navigate({ to: '/signin' })}
          onClose={() => lookup.send({ type: 'popup.close' })}
        />
      )}
    </>
  );
}
