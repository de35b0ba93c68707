// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadGlossary } from '../../server/language/glossary.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'glossary-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function write(file: string, lines: object[]) {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
}

write('entries/b.jsonl', [
  { lemma: 'book', pos: 'noun', uk: ['книга'], pl: ['książka'] },
  { lemma: 'book', pos: 'verb', uk: ['бронювати'], pl: ['rezerwować'] },
]);
write('entries/e.jsonl', [{ lemma: 'English', pos: 'adjective', uk: ['англійський'], pl: ['angielski'] }]);
write('mistakes.jsonl', [
  { id: 'actually-aktualnie', kind: 'false-friend', lemmas: ['actually'], pl: 'Actually to nie aktualnie.' },
  { id: 'book-reserve', kind: 'usage', lemmas: ['book', 'Book'], uk: 'book a table = забронювати столик.' },
]);

describe('loadGlossary', () => {
  const glossary = loadGlossary(dir);

  it('indexes every entry by lemma, case-insensitively, and by part of speech', () => {
    expect(glossary.size).toBe(3);
    expect(glossary.lookup('BOOK').map((e) => e.pos)).toEqual(['noun', 'verb']);
    expect(glossary.get('book', 'verb')?.pl).toEqual(['rezerwować']);
    expect(glossary.get('english', 'adjective')?.uk).toEqual(['англійський']);
    expect(glossary.get('book', 'adverb')).toBeUndefined();
    expect(glossary.lookup('unknown')).toEqual([]);
  });

  it('ties each mistake note to its lemmas once', () => {
    expect(glossary.mistakesFor('Actually').map((n) => n.id)).toEqual(['actually-aktualnie']);
    expect(glossary.mistakesFor('book').map((n) => n.id)).toEqual(['book-reserve']);
  });

  it('reports its load figures', () => {
    expect(glossary.stats).toMatchObject({ files: 2, entries: 3, lemmas: 2, mistakes: 2 });
    expect(glossary.stats!.loadMs).toBeGreaterThanOrEqual(0);
  });

  it('names the file and line of a broken entry', () => {
    write('entries/z.jsonl', [{ lemma: 'zoo', pos: 'noun', uk: ['зоопарк'], pl: ['zoo'] }]);
    fs.appendFileSync(path.join(dir, 'entries/z.jsonl'), '{"lemma": "zero",\n');
    expect(() => loadGlossary(dir)).toThrow(/z\.jsonl:2/);
  });

  it('loads the real glossary quickly', () => {
    const real = loadGlossary();
    expect(real.size).toBeGreaterThan(1000);
    expect(real.stats!.loadMs).toBeLessThan(2000);
  });
});
