import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GeneratedLesson, GeneratedSite } from '../../server/catalogue/seed-content.ts';
import { lessonSourceHash } from '../../tools/content/media.ts';
import { iconSvg } from '../../tools/content/scene.ts';
import {
  GENERATED_DIR,
  LEVEL_NAMES,
  MEDIA_DIR,
  containsWord,
  loadCategories,
  loadScripts,
  topCategoryOf,
  transcriptOf,
} from '../../tools/content/script.ts';

const categories = loadCategories();
const scripts = loadScripts();
const readGenerated = (slug: string) =>
  JSON.parse(fs.readFileSync(path.join(GENERATED_DIR, `${slug}.json`), 'utf8')) as GeneratedLesson;
const mediaSize = (key: string) => fs.statSync(path.join(MEDIA_DIR, key)).size;

describe('demo lesson scripts', () => {
  it('has the seven topics as top-level categories, with SPEC names', () => {
    const top = categories.filter((c) => c.parent === null).map((c) => [c.slug, c.name]);
    expect(top).toEqual([
      ['travel', 'Travel'],
      ['education', 'Education'],
      ['work', 'Work'],
      ['health', 'Health'],
      ['news-technology', 'News & Technology'],
      ['leisure', 'Leisure'],
      ['daily-life', 'Daily Life'],
    ]);
  });

  it('gives every topic one to three subcategories, each with a known parent, a tabler icon and uk/pl names', () => {
    const slugs = categories.map((c) => c.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    const iconTypes = fs.readFileSync(
      'node_modules/@tabler/icons-react/dist/tabler-icons-react.d.ts',
      'utf8',
    );
    for (const c of categories) {
      if (c.parent !== null) expect(slugs, c.slug).toContain(c.parent);
      expect(iconTypes, c.icon).toContain(`declare const ${c.icon}:`);
      expect(() => iconSvg(c.icon)).not.toThrow();
      expect(c.names.uk).not.toBe(c.name);
      expect(c.names.pl.length).toBeGreaterThan(0);
    }
    for (const top of categories.filter((c) => c.parent === null)) {
      const children = categories.filter((c) => c.parent === top.slug).length;
      expect(children, top.slug).toBeGreaterThanOrEqual(1);
      expect(children, top.slug).toBeLessThanOrEqual(3);
    }
  });

  it('has at least 21 lessons, each level at least three times and every topic covered', () => {
    expect(scripts.length).toBeGreaterThanOrEqual(21);
    for (const level of LEVEL_NAMES)
      expect(scripts.filter((s) => s.level === level).length, level).toBeGreaterThanOrEqual(3);
    const topics = new Set(scripts.map((s) => topCategoryOf(s.category, categories).slug));
    expect(topics.size).toBe(7);
  });

  it.each(scripts.map((s) => [s.slug, s] as const))(
    '%s: category exists, five target words in the transcript',
    (_, s) => {
      expect(categories.map((c) => c.slug)).toContain(s.category);
      expect(new Set(s.targetWords).size).toBe(5);
      const transcript = transcriptOf(s);
      for (const word of s.targetWords) expect(containsWord(transcript, word), word).toBe(true);
      const speakers = new Set(s.lines.map((l) => l.speaker));
      expect(speakers.size).toBe(s.speakers.length);
    },
  );
});

describe('generated lessons (npm run content:build)', () => {
  it.each(scripts.map((s) => [s.slug, s] as const))(
    '%s: up to date, 60–120 s, cues follow the script',
    (_, s) => {
      const g = readGenerated(s.slug);
      const category = categories.find((c) => c.slug === s.category)!;
      expect(g.sourceHash, 'script changed: run npm run content:build').toBe(
        lessonSourceHash(s, category, topCategoryOf(s.category, categories)),
      );
      expect(g.transcription).toBe(transcriptOf(s));
      expect(g.split_transcription).toEqual(s.lines.map((l) => l.text));
      expect(g.cues.map((c) => [c.speaker, c.text])).toEqual(s.lines.map((l) => [l.speaker, l.text]));
      let previousEnd = 0;
      for (const cue of g.cues) {
        expect(cue.start).toBeGreaterThanOrEqual(previousEnd);
        expect(cue.end).toBeGreaterThan(cue.start);
        previousEnd = cue.end;
      }
      expect(previousEnd).toBeLessThanOrEqual(g.duration);
      expect(g.duration).toBeGreaterThanOrEqual(60);
      expect(g.duration).toBeLessThanOrEqual(120);
      expect(g.video).toMatch(new RegExp(`^${s.slug}-[0-9a-f]{10}\\.mp4$`));
      expect(g.thumbnail).toMatch(new RegExp(`^${s.slug}-[0-9a-f]{10}\\.jpg$`));
      expect(mediaSize(g.video)).toBeGreaterThan(10_000);
      expect(mediaSize(g.thumbnail)).toBeLessThanOrEqual(30 * 1024);
    },
  );

  it('keeps a hero video under 1.5 MB and all media under 25 MB', () => {
    const site = JSON.parse(fs.readFileSync(path.join(GENERATED_DIR, 'site.json'), 'utf8')) as GeneratedSite;
    expect(site.hero).toMatch(/^hero-[0-9a-f]{10}\.mp4$/);
    expect(mediaSize(site.hero)).toBeLessThanOrEqual(1.5 * 1024 * 1024);
    expect(mediaSize(site.heroPoster)).toBeLessThanOrEqual(30 * 1024);
    const total = fs.readdirSync(MEDIA_DIR).reduce((n, f) => n + mediaSize(f), 0);
    expect(total).toBeLessThanOrEqual(25 * 1024 * 1024);
  });

  it('has no generated lesson without a script', () => {
    const generated = fs.readdirSync(GENERATED_DIR).filter((f) => f !== 'site.json');
    expect(generated.sort()).toEqual(scripts.map((s) => `${s.slug}.json`).sort());
  });
});

describe('containsWord (the Dialogue Studio rule)', () => {
  it('matches whole words, ignoring case', () => {
    expect(containsWord('Can I pay by card?', 'pay')).toBe(true);
    expect(containsWord('PAY here', 'pay')).toBe(true);
    expect(containsWord('The payment failed', 'pay')).toBe(false);
    expect(containsWord('', 'pay')).toBe(false);
  });
});
