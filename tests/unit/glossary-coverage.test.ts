// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { entryIndex, readEntries } from '../../tools/glossary/entries.ts';
import { lessonLemmas, readLessons } from '../../tools/glossary/lessons.ts';
import { lemmatise } from '../../server/language/lemmas.ts';

describe('glossary lemmatiser (the one the coverage test and targets use)', () => {
  it('reads irregular forms, contractions and context', () => {
    const read = (text: string) => lemmatise(text).map((t) => `${t.lemma}/${t.pos}`);
    expect(read('She went home with the children.')).toEqual([
      'she/pronoun',
      'go/verb',
      'home/adverb',
      'with/preposition',
      'the/determiner',
      'child/noun',
    ]);
    expect(read("I'm sure we can't.")).toEqual([
      'i/pronoun',
      'be/verb',
      'sure/adjective',
      'we/pronoun',
      'can/verb',
      'not/adverb',
    ]);
  });

  it('a capital at the start of a sentence does not make a name', () => {
    const [check] = lemmatise('Check the board.');
    expect(check).toMatchObject({ lemma: 'check', sentenceStart: true });
    expect(check?.pos).not.toBe('name');
  });
});

describe('lesson coverage', () => {
  const index = entryIndex(readEntries().lines);

  it('every lemma of every lesson transcript has a glossary entry with both translations', () => {
    expect(readLessons().length).toBeGreaterThan(0);
    const { words } = lessonLemmas((lemma) => index.has(lemma));
    const missing = [
      ...new Set(
        words.filter((w) => !index.has(w.lemma)).map((w) => `${w.lemma} (${w.lesson}: "${w.text}")`),
      ),
    ];
    expect(missing).toEqual([]);
  });
});
