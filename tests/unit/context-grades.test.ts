// @vitest-environment node
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contextEngine } from './context-support.ts';
import { analyticGrade, gradeOf, loadComparatives } from '../../server/language/grades.ts';
import { comparativeCandidates, comparativesFile } from '../../tools/glossary/comparatives.ts';

/** Comparatives and superlatives in the target language (grades.ts, tools/glossary/comparatives.ts). */
const { read } = contextEngine();
const comparatives = loadComparatives();

describe('the comparatives table', () => {
  const rows = fs
    .readFileSync(comparativesFile, 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((l) => l.split('\t'));

  it('is well-formed: language, part of speech, positive, comparative, in the language’s script', () => {
    expect(rows.length).toBeGreaterThan(1500);
    for (const [lang, pos, positive, comparative, ...rest] of rows) {
      expect(rest).toEqual([]);
      expect(['uk', 'pl']).toContain(lang);
      expect(['adjective', 'adverb']).toContain(pos);
      const script = lang === 'uk' ? /^[а-яіїєґ’']+$/ : /^[a-ząćęłńóśźż]+$/;
      expect(positive).toMatch(script);
      expect(comparative).toMatch(script);
    }
  });

  it('drops the suffix -к- and alternates consonants where the grammar does', () => {
    const form = (lang: 'uk' | 'pl', pos: 'adjective' | 'adverb', word: string) =>
      comparatives.grade(lang, pos, [word], 'comparative')[0];
    expect(form('uk', 'adjective', 'широкий')).toBe('ширший');
    expect(form('uk', 'adjective', 'високий')).toBe('вищий');
    expect(form('uk', 'adjective', 'здоровий')).toBe('здоровіший');
    expect(form('uk', 'adverb', 'голосно')).toBe('голосніше');
    expect(form('pl', 'adjective', 'szeroki')).toBe('szerszy');
    expect(form('pl', 'adjective', 'głośny')).toBe('głośniejszy');
    expect(form('pl', 'adverb', 'szybko')).toBe('szybciej');
    expect(form('pl', 'adjective', 'dobry')).toBe('lepszy');
  });

  it('candidates try the regular forms; a word Hunspell knows only as another word gets none', () => {
    expect(comparativeCandidates('uk', 'adjective', 'тонкий')[0]).toBe('тонший');
    expect(comparativeCandidates('pl', 'adjective', 'ładny')).toContain('ładniejszy');
    expect(comparativeCandidates('pl', 'adverb', 'gorzko')).toEqual([]);
  });
});

describe('grading a rendering', () => {
  it('a superlative is the comparative with най- / naj-; unknown adjectives are graded with більш / bardziej', () => {
    expect(comparatives.grade('uk', 'adjective', ['широкий'], 'superlative')).toEqual(['найширший']);
    expect(comparatives.grade('pl', 'adjective', ['szeroki'], 'superlative')).toEqual(['najszerszy']);
    expect(comparatives.grade('uk', 'adjective', ['електричний'], 'comparative')).toEqual([
      'більш електричний',
    ]);
    expect(comparatives.grade('pl', 'adjective', ['elektryczny'], 'superlative')).toEqual([
      'najbardziej elektryczny',
    ]);
    // A phrase is no adjective to grade.
    expect(comparatives.grade('uk', 'adjective', ['не проти'], 'comparative')).toEqual([]);
  });

  it('gradeOf finds -er / -est forms of the lemma; analyticGrade the word after more / most', () => {
    expect(gradeOf('healthier', 'healthy', 'adjective')).toBe('comparative');
    expect(gradeOf('widest', 'wide', 'adjective')).toBe('superlative');
    expect(gradeOf('faster', 'fast', 'adverb')).toBe('comparative');
    expect(gradeOf('healthy', 'healthy', 'adjective')).toBeUndefined();
    expect(gradeOf('better', 'good', 'adjective')).toBeUndefined();
    expect(analyticGrade('important', 'important', 'most')).toBe('superlative');
    expect(analyticGrade('important', 'important', 'very')).toBeUndefined();
  });
});

describe('the engine reads a graded word in its degree', () => {
  it('healthier, the widest and wider read as comparatives and superlatives', () => {
    expect(read('healthier', 'I feel much healthier these days.').translation).toMatch(/^здоровіший/);
    // Of food, the sense is корисний (healthy food → корисна їжа), graded too.
    expect(read('healthier', 'I want to eat healthier food.').translation).toMatch(/^корисніший/);
    expect(read('widest', 'It is the widest river in Europe.', 'pl').translation).toBe('najszerszy');
    expect(read('happier', 'She seems happier now.', 'pl').translation).toMatch(/^szczęśliwszy/);
    expect(read('happy', 'She seems happy now.', 'pl').translation).toMatch(/^szczęśliwy/);
  });

  it('an -er form the tagger took for a noun, known only as an adjective, is the comparative', () => {
    expect(read('quieter', 'Could we find a quieter table?', 'pl')).toMatchObject({
      type: 'adjective',
      translation: expect.stringMatching(/^cichszy/),
    });
    expect(read('computer', 'My computer is slow.').type).toBe('noun');
  });

  it('after "most" the word keeps its meaning and the pair is the expression', () => {
    const important = read('important', 'What is the most important thing?');
    expect(important.translation).toMatch(/^важливий/);
    expect(important.expression).toMatchObject({
      text: 'most important',
      translation: expect.stringMatching(/^найважливіший/),
    });
    expect(read('important', 'It is very important.').expression).toBeUndefined();
  });
});
