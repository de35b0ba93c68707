// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What a screen reader announces or a tooltip shows comes from the interface texts, never an
 * English literal in the markup (aria-label="Loading" read English to every learner).
 */
function files(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((d) =>
      d.isDirectory()
        ? files(path.join(dir, d.name))
        : d.name.endsWith('.tsx')
          ? [path.join(dir, d.name)]
          : [],
    );
}

const ATTRIBUTES =
  /\b(aria-label|aria-description|title|placeholder|alt|label|closeButtonLabel)=(["'])([^"']*[A-Za-z]{2,}[^"']*)\2/g;

describe('no English literals in what a person hears or reads', () => {
  it.each(files('src').map((f) => [f]))('%s', (file) => {
    const text = fs.readFileSync(file, 'utf8');
    const literals = [...text.matchAll(ATTRIBUTES)].map((m) => m[0]);
    expect(literals).toEqual([]);
  });

  it('the splash in index.html is the only literal, and the server translates it', () => {
    const html = fs.readFileSync('index.html', 'utf8');
    expect(html).toContain('aria-label="Loading"');
    expect(fs.readFileSync('server/web.ts', 'utf8')).toContain("t('common:loading')");
  });
});
