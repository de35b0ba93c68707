// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BOOT_LOADER, bootAfterFirstPaint } from '../../tools/boot-html.ts';

/** Issue 18: the built page paints its splash before it fetches any script or stylesheet. */
const built = `<!doctype html>
<html lang="en">
  <head>
    <title>Lingvo</title>
    <style>.boot-splash{display:flex}</style>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-1.js">
    <link rel="preload" as="style" crossorigin href="/assets/vendor-1.css" data-deferred-style>
  </head>
  <body>
    <div id="root"><div class="boot-splash">Lingvo</div></div>
  </body>
</html>`;

describe('the built index.html boots after its first paint', () => {
  const page = bootAfterFirstPaint(built);
  const head = page.slice(0, page.indexOf('</head>'));
  const template = /<template id="boot-assets">(.*?)<\/template>/.exec(page)?.[1] ?? '';

  it('fetches nothing from <head>: the entry, its preloads and the stylesheets wait in the template', () => {
    expect(head.replace(/<template[\s\S]*<\/template>/, '')).not.toMatch(
      /<script|<link rel="(module)?preload"/,
    );
    expect(template).toContain('<link rel="modulepreload" crossorigin href="/assets/vendor-1.js">');
    expect(template).toContain('href="/assets/vendor-1.css" data-deferred-style>');
    expect(template).toContain('<link rel="modulepreload" crossorigin href="/assets/index-1.js" data-entry>');
    // The inline styles of the splash stay where they were.
    expect(head).toContain('<style>.boot-splash{display:flex}</style>');
  });

  it('ends the body with the loader, which starts the entry after a frame', () => {
    expect(page).toContain(`<script>${BOOT_LOADER}</script>\n  </body>`);
    expect(BOOT_LOADER).toContain('requestAnimationFrame');
    expect(BOOT_LOADER).toContain("s.type='module'");
  });

  it('refuses a page with no entry script rather than building one that never starts', () => {
    expect(() => bootAfterFirstPaint('<html><head></head><body></body></html>')).toThrow(/no entry/);
  });
});
