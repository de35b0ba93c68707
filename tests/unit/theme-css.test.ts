import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { THEME_CSS_FILE, themeCss } from '../../tools/theme-css.tsx';

/**
 * App.tsx renders MantineProvider without its runtime CSS variables (issue 18) and imports
 * src/ui/theme-variables.css instead: the file must be what the provider would inject for the theme.
 */
describe('theme CSS variables (src/ui/theme-variables.css)', () => {
  it('is what MantineProvider computes from src/ui/theme.ts (run npx tsx tools/theme-css.tsx)', () => {
    expect(fs.readFileSync(THEME_CSS_FILE, 'utf8')).toBe(themeCss());
  });

  it('holds the theme: its primary colour and the dark scheme', () => {
    const css = themeCss();
    expect(css).toContain('--mantine-color-brand-9: #244a8f');
    expect(css).toContain('[data-mantine-color-scheme="dark"]');
  });
});
