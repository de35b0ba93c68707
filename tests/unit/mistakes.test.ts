import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadGlossary, type MistakeNote } from '../../server/language/glossary';

const file = path.resolve('data/glossary/mistakes.jsonl');
const lines = fs
  .readFileSync(file, 'utf8')
  .split('\n')
  .filter((line) => line.trim());
const notes = lines.map((line) => JSON.parse(line) as MistakeNote);

const KINDS = [
  'false-friend',
  'confusable',
  'article',
  'tense',
  'preposition',
  'grammar',
  'spelling',
  'usage',
];
const FIELDS = ['id', 'kind', 'lemmas', 'uk', 'pl', 'en'];
const RUSSIAN_ONLY = /[ыэъёЫЭЪЁ]/;
const POLISH_LETTER = /[ąćęłńóśźż]/i;
// Polish prose: a Polish letter or one of the commonest Polish words.
const POLISH = /[ąćęłńóśźż]|\b(nie|albo|lub|się|jest|czyli|znaczy|w|z|na|po|dla)\b/i;

describe('common-mistake notes (data/glossary/mistakes.jsonl)', () => {
  it('has at least 150 notes for Ukrainian speakers and 150 for Polish speakers', () => {
    expect(notes.filter((n) => n.uk).length).toBeGreaterThanOrEqual(150);
    expect(notes.filter((n) => n.pl).length).toBeGreaterThanOrEqual(150);
  });

  it('is sorted by id with no duplicate ids, one note per line', () => {
    const ids = notes.map((n) => n.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...ids].sort());
  });

  it('writes each note as one compact JSON object with fields in the documented order', () => {
    const canonical = (note: MistakeNote) =>
      JSON.stringify(
        Object.fromEntries(FIELDS.filter((k) => k in note).map((k) => [k, note[k as keyof MistakeNote]])),
      );
    expect(lines).toEqual(notes.map(canonical));
  });

  it.each(notes.map((n) => [n.id, n] as const))('%s is well formed', (_id, note) => {
    expect(note.id).toMatch(/^[a-z0-9]+(-[a-z0-9ąćęłńóśźżа-щьюяіїєґ]+)*$/);
    expect(KINDS).toContain(note.kind);
    expect(Object.keys(note).filter((k) => !FIELDS.includes(k))).toEqual([]);
    expect(note.lemmas.length).toBeGreaterThan(0);
    for (const lemma of note.lemmas) expect(lemma).toMatch(/^[a-z][a-z' -]*$/);
    expect(new Set(note.lemmas).size).toBe(note.lemmas.length);
    expect(Boolean(note.uk) || Boolean(note.pl)).toBe(true);
  });

  it('writes each text in its language (uk, pl, optional en) with a wrong and a right English example', () => {
    const problems: string[] = [];
    for (const note of notes) {
      for (const lang of ['uk', 'pl', 'en'] as const) {
        const text = note[lang];
        if (text === undefined) continue;
        const fail = (why: string) => problems.push(`${note.id} (${lang}): ${why}`);
        if (text.trim() !== text) fail('surrounding spaces');
        if (!/✗ .+✓ /.test(text)) fail('needs "✗ wrong example" followed by "✓ right example"');
        // Outside the English examples the prose is Ukrainian (Cyrillic), Polish (Latin) or English.
        const prose = text.replace(/[✗✓][^✗✓]*?(?=[✗✓]|$)/g, ' ');
        if (lang === 'en') {
          if (/[а-яіїєґ]/i.test(text) || POLISH_LETTER.test(prose)) fail('English text in another language');
        } else if (lang === 'uk') {
          if (!/[а-яіїєґ]{3}/i.test(prose)) fail('no Ukrainian prose');
          if (RUSSIAN_ONLY.test(text)) fail('Russian-only letter');
        } else {
          if (!POLISH.test(prose)) fail('no Polish prose');
          if (/[а-яіїєґ]/i.test(prose)) fail('Cyrillic in Polish text');
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('is reachable through the glossary index by every lemma it concerns', () => {
    const glossary = loadGlossary();
    for (const note of notes) {
      for (const lemma of note.lemmas)
        expect(glossary.mistakesFor(lemma).map((n) => n.id)).toContain(note.id);
    }
    expect(glossary.mistakesFor('Actually').map((n) => n.id)).toContain('actually-aktualnie');
    expect(glossary.mistakesFor('magazine').map((n) => n.id)).toContain('magazine-magazyn');
  });
});
