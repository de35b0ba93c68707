import type { AnyStateMachine, StateValue } from 'xstate';

/**
 * Mermaid `stateDiagram-v2` charts straight from the machine definitions: nested and parallel
 * states, each transition labelled by its event, guard and delay. Used by `npm run charts`
 * (docs/flows/*.md) and by the /flows page, which also marks the states a log visited.
 */

interface TransitionLike {
  eventType: string;
  target?: readonly NodeLike[];
  guard?: unknown;
  delay?: unknown;
}

interface NodeLike {
  key: string;
  path: string[];
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  states: Record<string, NodeLike>;
  initial?: { target: readonly NodeLike[] };
  transitions: Map<string, TransitionLike[]>;
  always?: TransitionLike[];
  invoke: { id: string; src: unknown }[];
  history?: 'shallow' | 'deep' | false;
}

const RESERVED = new Set([
  'state',
  'note',
  'end',
  'direction',
  'class',
  'classdef',
  'click',
  'style',
  'as',
  'left',
  'right',
  'of',
  'hide',
  'default',
]);

function allNodes(node: NodeLike): NodeLike[] {
  return [node, ...Object.values(node.states).flatMap(allNodes)];
}

/** Mermaid ids: the state key when it is unique in the machine, else its path. */
export function chartIds(machine: AnyStateMachine): Map<string, string> {
  const nodes = allNodes(machine.root as unknown as NodeLike).filter((n) => n.path.length);
  const counts = new Map<string, number>();
  for (const n of nodes) counts.set(n.key, (counts.get(n.key) ?? 0) + 1);
  const ids = new Map<string, string>();
  const taken = new Set<string>();
  for (const n of nodes) {
    let id = (counts.get(n.key) === 1 ? n.key : n.path.join('_')).replace(/[^A-Za-z0-9_]/g, '_');
    if (RESERVED.has(id.toLowerCase()) || /^\d/.test(id)) id = `s_${id}`;
    while (taken.has(id)) id = `${id}_`;
    taken.add(id);
    ids.set(n.path.join('.'), id);
  }
  return ids;
}

function guardText(guard: unknown): string {
  if (!guard) return '';
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && 'type' in guard) return String((guard as { type: unknown }).type);
  if (typeof guard === 'function') {
    const fn = guard as { name: string; guards?: unknown[]; stateValue?: unknown };
    if (fn.guards && ['not', 'and', 'or'].includes(fn.name)) {
      const inner = fn.guards.map(guardText);
      return fn.name === 'not' ? `not ${inner[0]}` : `(${inner.join(` ${fn.name} `)})`;
    }
    if (fn.name === 'stateIn') return `in ${JSON.stringify(fn.stateValue ?? '?')}`;
    return fn.name && fn.name !== 'guard' ? fn.name : 'inline guard';
  }
  return 'guard';
}

/** Keeps a label inside Mermaid's grammar. */
const safe = (text: string) =>
  text
    .replace(/[#;:{}"]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

function delayText(delay: unknown, machine: AnyStateMachine): string {
  if (typeof delay === 'number') return `after ${delay} ms`;
  const value = (machine.implementations.delays as Record<string, unknown>)[String(delay)];
  return typeof value === 'number' ? `after ${String(delay)} (${value} ms)` : `after ${String(delay)}`;
}

function srcName(src: unknown): string {
  if (typeof src === 'string') return src.startsWith('xstate.invoke.') ? 'inline effect' : src;
  return 'inline effect';
}

function eventLabel(t: TransitionLike, machine: AnyStateMachine, invokes: Map<string, string>): string {
  const type = t.eventType;
  let label: string;
  if (t.delay !== undefined) label = delayText(t.delay, machine);
  else if (type === '') label = 'always';
  else if (type.startsWith('xstate.done.actor.'))
    label = `done ${invokes.get(type.slice('xstate.done.actor.'.length)) ?? 'effect'}`;
  else if (type.startsWith('xstate.error.actor.'))
    label = `error ${invokes.get(type.slice('xstate.error.actor.'.length)) ?? 'effect'}`;
  else if (type.startsWith('xstate.done.state.')) label = 'done';
  else if (type === '*') label = 'any event';
  else label = type;
  const guard = guardText(t.guard);
  return safe(guard ? `${label} [${guard}]` : label);
}

export interface ChartOptions {
  /** State paths (`form.email.valid`, dot-joined keys from the root) to mark as visited. */
  visited?: Iterable<string>;
}

export function mermaidChart(machine: AnyStateMachine, options: ChartOptions = {}): string {
  const root = machine.root as unknown as NodeLike;
  const ids = chartIds(machine);
  // Mermaid separates regions (`--`) only inside a composite state, and a transition needs a
  // state to start from: a parallel machine, or one with machine-wide transitions, is wrapped in one.
  const rootTransitions = [...root.transitions.values()].flat().concat(root.always ?? []);
  const wrap = root.type === 'parallel' || rootTransitions.length > 0;
  const rootId = `${machine.id.replace(/[^A-Za-z0-9_]/g, '_')}_machine`;
  const idOf = (n: NodeLike) => (n.path.length ? ids.get(n.path.join('.'))! : rootId);
  const invokes = new Map<string, string>();
  for (const n of allNodes(root)) for (const inv of n.invoke) invokes.set(inv.id, srcName(inv.src));

  const lines = ['stateDiagram-v2'];
  const edges: string[] = [];

  function declare(node: NodeLike, indent: string) {
    const children = Object.values(node.states);
    if (node.initial?.target.length && node.type !== 'parallel') {
      for (const target of node.initial.target) lines.push(`${indent}[*] --> ${idOf(target)}`);
    }
    children.forEach((child, index) => {
      if (node.type === 'parallel' && index > 0) lines.push(`${indent}--`);
      const id = idOf(child);
      if (Object.keys(child.states).length) {
        lines.push(`${indent}state ${id} {`);
        declare(child, `${indent}  `);
        lines.push(`${indent}}`);
        if (id !== child.key) lines.push(`${indent}${id} : ${safe(child.key)}`);
      } else if (child.type === 'history') {
        lines.push(`${indent}state "${child.key} (${child.history || 'shallow'} history)" as ${id}`);
      } else if (id !== child.key) {
        lines.push(`${indent}state "${child.key}" as ${id}`);
      } else {
        lines.push(`${indent}${id}`);
      }
      if (child.type === 'final') lines.push(`${indent}${id} --> [*]`);
    });
  }

  function connect(node: NodeLike) {
    if (node.path.length || wrap) {
      const from = idOf(node);
      const transitions = [...node.transitions.values()].flat().concat(node.always ?? []);
      for (const t of transitions) {
        const label = eventLabel(t, machine, invokes);
        const targets = t.target?.length ? t.target : [node];
        for (const target of targets) edges.push(`  ${from} --> ${idOf(target)} : ${label}`);
      }
    }
    for (const child of Object.values(node.states)) connect(child);
  }

  if (wrap) {
    lines.push(`  [*] --> ${rootId}`, `  state "${safe(machine.id)}" as ${rootId}`, `  state ${rootId} {`);
    declare(root, '    ');
    lines.push('  }');
  } else declare(root, '  ');
  connect(root);
  lines.push(...edges);
  const visitedPaths = new Set(options.visited ?? []);
  const composite = new Set(
    allNodes(root)
      .filter((n) => Object.keys(n.states).length)
      .map((n) => n.path.join('.')),
  );
  const idsOf = (paths: string[]) => paths.map((p) => ids.get(p)).filter((id): id is string => !!id);
  // Visited leaves are filled; visited composites only outlined, so their unvisited children still show.
  const leaves = idsOf([...visitedPaths].filter((p) => !composite.has(p)));
  const groups = idsOf([...visitedPaths].filter((p) => composite.has(p)));
  if (leaves.length) {
    lines.push('  classDef visited fill:#ffd43b,stroke:#e67700,stroke-width:3px,color:#212529');
    lines.push(`  class ${leaves.join(',')} visited`);
  }
  if (groups.length) {
    lines.push('  classDef visitedGroup stroke:#e67700,stroke-width:3px');
    lines.push(`  class ${groups.join(',')} visitedGroup`);
  }
  return lines.join('\n');
}

/** Every state path a state value is in: `{ a: { b: 'c' } }` → `a`, `a.b`, `a.b.c`. */
export function statePaths(value: StateValue, prefix: string[] = []): string[] {
  if (typeof value === 'string') return [[...prefix, value].join('.')];
  return Object.entries(value).flatMap(([key, child]) => {
    const here = [...prefix, key];
    return [here.join('.'), ...(child === undefined ? [] : statePaths(child, here))];
  });
}

/** The Markdown file `npm run charts` writes for one machine. */
export function chartMarkdown(registryId: string, machine: AnyStateMachine): string {
  const delays = Object.entries(machine.implementations.delays as Record<string, unknown>)
    .map(([name, value]) => `- \`${name}\`: ${typeof value === 'number' ? `${value} ms` : 'computed'}`)
    .sort();
  const effects = Object.keys(machine.implementations.actors)
    .sort()
    .map((name) => `- \`${name}\``);
  const parts = [
    `# ${registryId}`,
    '',
    '<!-- Generated by `npm run charts` from the machine definition. Do not edit: run `npm run charts`. -->',
    '',
    `Machine \`${machine.id}\`. Transitions are labelled by event, \`[guard]\` and \`after DELAY\`;`,
    '`done X` / `error X` are the results of effect `X`.',
    '',
    '```mermaid',
    mermaidChart(machine),
    '```',
    '',
  ];
  if (effects.length) parts.push('## Effects', '', ...effects, '');
  if (delays.length) parts.push('## Delays', '', ...delays, '');
  return parts.join('\n');
}

/** File name of a machine's chart under docs/flows/. */
export const chartFileName = (registryId: string) => `${registryId.replace(/[^A-Za-z0-9._-]/g, '-')}.md`;
