import fs from 'node:fs';
import path from 'node:path';
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import type * as Graph from 'xstate/graph';

/**
 * What `npm run machine-coverage` measures (tools/machine-coverage.ts): while the machine tests
 * run with MACHINE_COVERAGE_DIR set, every path xstate/graph generates is recorded here — the
 * state nodes its steps rest in and the transitions its events take — one JSON line per call.
 * tests/unit/setup.ts wraps xstate/graph with it (only when the variable is set).
 */

export interface CoverageRecord {
  machine: string;
  paths: number;
  /** State node ids the paths' steps rest in. */
  states: string[];
  /** Transitions taken: `<source id>|<event type>|<index among that event's transitions>`. */
  transitions: string[];
}

/** A transition's key: its source, its event, its place among that source's transitions for the event. */
export function transitionKey(t: AnyTransitionDefinition): string {
  const source = t.source as AnyStateNode;
  const list = t.eventType === '' ? source.always : source.transitions.get(t.eventType);
  return `${source.id}|${t.eventType || 'always'}|${list?.indexOf(t) ?? -1}`;
}

type Path = { steps: readonly { event: { type: string }; state: AnyMachineSnapshot }[] };

const activeIds = (s: AnyMachineSnapshot) =>
  new Set(((s as unknown as { _nodes: AnyStateNode[] })._nodes ?? []).map((n) => n.id));

/** The states and transitions a set of generated paths covers. */
export function pathCoverage(machine: AnyStateMachine, paths: readonly Path[]): CoverageRecord {
  const states = new Set<string>();
  const transitions = new Set<string>();
  for (const path of paths) {
    let before: AnyMachineSnapshot | null = null;
    for (const { event, state } of path.steps) {
      const after = activeIds(state);
      for (const id of after) states.add(id);
      if (before && event.type !== 'xstate.init') {
        for (const t of machine.getTransitionData(before as never, event as never) ?? [])
          transitions.add(transitionKey(t));
      }
      // Eventless transitions are taken inside a step: one counts when its source was active
      // before the step (or is left at once) and every target is active after it.
      const was = before ? activeIds(before) : new Set<string>();
      for (const node of allNodes(machine.root))
        for (const t of node.always ?? [])
          if (
            (was.has(node.id) || (node.always?.length && !after.has(node.id))) &&
            (t.target ?? []).every((target: AnyStateNode) => after.has(target.id)) &&
            (t.target?.length ?? 0) > 0
          )
            transitions.add(transitionKey(t));
      before = state;
    }
  }
  return { machine: machine.id, paths: paths.length, states: [...states], transitions: [...transitions] };
}

export function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states ?? {}).flatMap((child) => allNodes(child as AnyStateNode))];
}

/** xstate/graph with every generated path recorded to `dir`. */
export function recordingGraph(graph: typeof Graph, dir: string): typeof Graph {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${process.pid}-${Math.random().toString(36).slice(2)}.jsonl`);
  const record = <A extends unknown[], R extends readonly Path[]>(
    generate: (logic: never, ...rest: A) => R,
  ) =>
    ((logic: AnyStateMachine, ...rest: A) => {
      const paths = generate(logic as never, ...rest);
      if (logic && typeof logic === 'object' && 'root' in logic)
        fs.appendFileSync(file, `${JSON.stringify(pathCoverage(logic, paths))}\n`);
      return paths;
    }) as never;
  return {
    ...graph,
    getShortestPaths: record(graph.getShortestPaths as never),
    getSimplePaths: record(graph.getSimplePaths as never),
  };
}
