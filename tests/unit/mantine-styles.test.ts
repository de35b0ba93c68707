import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * src/ui/mantine-styles.ts imports Mantine's stylesheets one component at a time (issue 18): every
 * Mantine component the app imports must have its stylesheet there, and those of the components it
 * is built on, in the order of @mantine/core/styles.css.
 */
const stylesDir = path.resolve('node_modules/@mantine/core/styles');
const list = fs.readFileSync(path.resolve('src/ui/mantine-styles.ts'), 'utf8');
const imported = [...list.matchAll(/@mantine\/core\/styles\/([A-Za-z-]+)\.css/g)].map((m) => m[1]!);

/** Components whose look comes from other components' stylesheets (Mantine's docs list them). */
const BUILT_ON: Record<string, string[]> = {
  Accordion: ['UnstyledButton'],
  ActionIcon: ['UnstyledButton', 'Loader'],
  Button: ['UnstyledButton', 'Loader'],
  Burger: ['UnstyledButton'],
  Checkbox: ['InlineInput', 'CheckboxIndicator'],
  Chip: ['Checkbox'],
  CloseButton: ['UnstyledButton'],
  Drawer: ['ModalBase', 'Overlay', 'CloseButton'],
  FileInput: ['Input'],
  Modal: ['ModalBase', 'Overlay', 'CloseButton'],
  NavLink: ['UnstyledButton'],
  PasswordInput: ['Input', 'ActionIcon'],
  Select: ['Input', 'Combobox', 'Popover', 'ScrollArea'],
  Spoiler: ['Anchor'],
  Switch: ['InlineInput'],
  Tabs: ['UnstyledButton'],
  TextInput: ['Input'],
  Textarea: ['Input'],
  Tooltip: [],
  Anchor: ['Text'],
  Card: ['Paper'],
  Alert: ['CloseButton'],
};

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory()
        ? sourceFiles(path.join(dir, e.name))
        : /\.tsx?$/.test(e.name)
          ? [path.join(dir, e.name)]
          : [],
    );
}

function mantineComponentsUsed(): Set<string> {
  const used = new Set<string>();
  for (const file of sourceFiles(path.resolve('src'))) {
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@mantine\/core'/g))
      for (const name of m[1]!.split(',').map((s) => s.trim()))
        if (/^[A-Z]/.test(name) && !name.startsWith('type ')) used.add(name.split(/\s+as\s+/)[0]!);
  }
  return used;
}

describe('Mantine stylesheets (src/ui/mantine-styles.ts)', () => {
  it('starts with the baseline, the default CSS variables and the global styles', () => {
    expect(imported.slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
  });

  it('has the stylesheet of every Mantine component the app imports, and of what it is built on', () => {
    const missing: string[] = [];
    for (const component of mantineComponentsUsed()) {
      const needed = [component, ...(BUILT_ON[component] ?? [])];
      for (const name of needed)
        if (fs.existsSync(path.join(stylesDir, `${name}.css`)) && !imported.includes(name))
          missing.push(`${name} (for ${component})`);
    }
    expect(missing).toEqual([]);
  });

  it('keeps the order of @mantine/core/styles.css', () => {
    const full = fs.readFileSync(path.resolve('node_modules/@mantine/core/styles.css'), 'utf8');
    const at = imported.map((name) => {
      const own = fs.readFileSync(path.join(stylesDir, `${name}.css`), 'utf8').trim();
      return full.indexOf(own.slice(0, 200));
    });
    expect(at.every((i) => i >= 0)).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));
  });
});
