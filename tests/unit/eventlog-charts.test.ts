import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { and, not, setup } from 'xstate';
import { chartMarkdown, mermaidChart, statePaths } from '../../src/eventlog/charts.ts';
import { exampleSignInMachine } from '../replay/example-machine.ts';

const editor = setup({
  guards: { 'draft is valid': () => true, 'is offline': () => false },
  delays: { AUTOSAVE_DELAY: 30000 },
}).createMachine({
  id: 'editor',
  type: 'parallel',
  states: {
    document: {
      initial: 'clean',
      states: {
        clean: { on: { 'text.change': 'dirty' } },
        dirty: {
          after: { AUTOSAVE_DELAY: { guard: and(['draft is valid', not('is offline')]), target: 'clean' } },
        },
      },
    },
    toolbar: { initial: 'clean', states: { clean: { on: { 'toolbar.toggle': {} } } } },
  },
});

describe('flow charts', () => {
  it('labels transitions by event, guard, effect result and named delay', () => {
    const chart = mermaidChart(exampleSignInMachine);
    expect(chart.split('\n')[0]).toBe('stateDiagram-v2');
    expect(chart).toContain('[*] --> editing');
    expect(chart).toContain('editing --> submitting : form.submit [all fields filled]');
    expect(chart).toContain('submitting --> welcome : done signIn');
    expect(chart).toContain('submitting --> editing : error signIn');
    expect(chart).toContain('welcome --> done : after WELCOME_DELAY (1500 ms)');
    expect(chart).toContain('done --> [*]');
  });

  it('draws parallel regions inside a composite, with unique ids for repeated state names', () => {
    const chart = mermaidChart(editor);
    expect(chart).toContain('state editor_machine {');
    expect(chart).toMatch(/state document \{[\s\S]*\n\s+--\n\s+state toolbar \{/);
    expect(chart).toContain('state "clean" as document_clean');
    expect(chart).toContain('state "clean" as toolbar_clean');
    expect(chart).toContain(
      'dirty --> document_clean : after AUTOSAVE_DELAY (30000 ms) [(draft is valid and not is offline)]',
    );
    expect(chart).toContain('toolbar_clean --> toolbar_clean : toolbar.toggle');
  });

  it('draws machine-wide transitions from a box around the whole machine', () => {
    const app = setup({}).createMachine({
      id: 'app',
      initial: 'home',
      on: { 'session.expired': '.signedOut', 'notice.post': {} },
      states: { home: {}, signedOut: {} },
    });
    const chart = mermaidChart(app);
    expect(chart).toContain('[*] --> app_machine');
    expect(chart).toContain('state app_machine {');
    expect(chart).toContain('app_machine --> signedOut : session.expired');
    expect(chart).toContain('app_machine --> app_machine : notice.post');
  });

  it('marks the visited states of a log', () => {
    const visited = statePaths({ document: 'dirty', toolbar: 'clean' });
    expect(visited).toEqual(['document', 'document.dirty', 'toolbar', 'toolbar.clean']);
    const chart = mermaidChart(editor, { visited });
    expect(chart).toContain('class dirty,toolbar_clean visited');
    expect(chart).toContain('class document,toolbar visitedGroup');
  });

  it('writes a Markdown page with the chart, its effects and its delays', () => {
    const page = chartMarkdown('example.signIn', exampleSignInMachine);
    expect(page).toMatch(/^# example\.signIn\n/);
    expect(page).toContain('```mermaid\nstateDiagram-v2');
    expect(page).toContain('- `signIn`');
    expect(page).toContain('- `WELCOME_DELAY`: 1500 ms');
  });

  it('docs/flows is up to date with the machines (npm run charts -- --check)', () => {
    expect(() => execFileSync('npx', ['tsx', 'tools/charts.ts', '--check'], { stdio: 'pipe' })).not.toThrow();
  }, 60_000);
});
