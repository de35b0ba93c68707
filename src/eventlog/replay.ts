import {
  SimulatedClock,
  createActor,
  createMachine,
  fromCallback,
  type AnyActorRef,
  type AnyEventObject,
  type AnyStateMachine,
  type StateValue,
} from 'xstate';
import type { ActorRecord, EventLog, EventRecord, SnapshotRecord } from './types.ts';

/**
 * Replays a recorded event log (browser and Node): each recorded machine actor is rebuilt from its
 * machine with every effect stubbed (an effect's result is the `xstate.done.actor.*` /
 * `xstate.error.actor.*` event recorded in the log), delays run on a SimulatedClock advanced by the
 * recorded offsets, the events are folded in order, and the states it passes through are compared
 * with the recorded ones.
 */

export interface Divergence {
  /** Index of the step (snapshot) where replay and record first differ. */
  step: number;
  /** ms offset of the recorded step in the log. */
  t: number;
  recorded: string;
  replayed: string;
}

export interface ActorReplay {
  key: string;
  id: string;
  machine: string;
  outcome: 'reproduced' | 'diverged' | 'skipped';
  /** Why an actor was skipped (no machine in the registry, log starts after the actor began). */
  reason?: string;
  /** States the replay went through, consecutive repeats folded. */
  path: string[];
  steps: number;
  divergence?: Divergence;
}

export interface ReplayReport {
  ok: boolean;
  actors: ActorReplay[];
}

/** `{ form: { email: 'valid', password: 'empty' } }` → `form.(email.valid, password.empty)`. */
export function formatState(value: StateValue | undefined): string {
  if (value === undefined) return '∅';
  if (typeof value === 'string') return value;
  const parts = Object.entries(value).map(([key, child]) =>
    child === undefined || (typeof child === 'object' && !Object.keys(child).length)
      ? key
      : `${key}.${formatState(child)}`,
  );
  return parts.length === 1 ? parts[0]! : `(${parts.join(', ')})`;
}

const describeStep = (step: { eventType: string; value: StateValue; status: string } | undefined) =>
  step
    ? `${formatState(step.value)}${step.status === 'active' ? '' : ` [${step.status}]`} after ${step.eventType}`
    : 'nothing (no such step)';

function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
}

/** An effect that does nothing: its outcome is replayed from the log instead. */
const recordedEffect = fromCallback(() => {});

function isBuiltInAction(action: unknown): boolean {
  const type = (action as { type?: unknown } | null)?.type;
  return typeof type === 'string' && type.startsWith('xstate.');
}

type ConfigNode = {
  invoke?: unknown;
  states?: Record<string, ConfigNode>;
  [key: string]: unknown;
};

/** Inline `invoke: { src: fromPromise(…) }` is not a named slot: swap it in a copy of the config. */
function stubInlineInvokes(node: ConfigNode): { node: ConfigNode; changed: boolean } {
  let changed = false;
  const copy: ConfigNode = { ...node };
  if (node.invoke) {
    const invokes = (Array.isArray(node.invoke) ? node.invoke : [node.invoke]) as { src: unknown }[];
    const stubbed = invokes.map((inv) => {
      if (typeof inv.src === 'string') return inv;
      changed = true;
      return { ...inv, src: recordedEffect };
    });
    copy.invoke = Array.isArray(node.invoke) ? stubbed : stubbed[0];
  }
  if (node.states) {
    copy.states = {};
    for (const [key, child] of Object.entries(node.states)) {
      const result = stubInlineInvokes(child);
      changed ||= result.changed;
      copy.states[key] = result.node;
    }
  }
  return { node: copy, changed };
}

/**
 * The machine as replay runs it: every actor slot and every custom action is inert (no fetch, no
 * navigation, no storage), while assign, raise, sendTo, guards and delays behave as recorded.
 */
export function replayableMachine(machine: AnyStateMachine): AnyStateMachine {
  const { node, changed } = stubInlineInvokes(machine.config as ConfigNode);
  const base = changed ? createMachine(node as never, machine.implementations as never) : machine;
  const actors = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((k) => [k, recordedEffect]),
  );
  const actions = Object.fromEntries(
    Object.entries(machine.implementations.actions)
      .filter(([, action]) => !isBuiltInAction(action))
      .map(([k]) => [k, () => {}]),
  );
  return base.provide({ actors, actions } as never) as AnyStateMachine;
}

interface Step {
  eventType: string;
  value: StateValue;
  status: string;
}

export function findMachine(
  machines: Record<string, AnyStateMachine>,
  id: string | undefined,
): AnyStateMachine | undefined {
  if (!id) return undefined;
  return machines[id] ?? Object.values(machines).find((m) => m.id === id);
}

function descendantsOf(log: EventLog, key: string): Set<string> {
  const out = new Set<string>();
  let grew = true;
  while (grew) {
    grew = false;
    for (const a of log.actors) {
      if (a.parent && (a.parent === key || out.has(a.parent)) && !out.has(a.key)) {
        out.add(a.key);
        grew = true;
      }
    }
  }
  return out;
}

function replayActor(log: EventLog, actor: ActorRecord, machine: AnyStateMachine): ActorReplay {
  const own = log.records.filter((r) => r.actor === actor.key);
  const events = own.filter((r): r is EventRecord => r.kind === 'event');
  const recorded = own.filter((r): r is SnapshotRecord => r.kind === 'snapshot');
  const base = { key: actor.key, id: actor.id, machine: actor.machine ?? machine.id };
  const init = events[0];
  if (init?.event.type !== 'xstate.init') {
    return {
      ...base,
      outcome: 'skipped',
      reason: 'the log starts after this actor started',
      path: [],
      steps: 0,
    };
  }

  const clock = new SimulatedClock();
  const replayed: Step[] = [];
  const watched: { ref?: AnyActorRef } = {};
  const sink = createActor(recordedEffect, { clock });
  sink.system.inspect((inspection) => {
    if (inspection.type !== '@xstate.snapshot' || inspection.actorRef !== watched.ref) return;
    const snapshot = inspection.snapshot as { value?: StateValue; status?: string };
    if (snapshot.value === undefined) return;
    replayed.push({
      eventType: inspection.event.type,
      value: JSON.parse(JSON.stringify(snapshot.value)) as StateValue,
      status: snapshot.status ?? 'active',
    });
  });
  sink.start();
  // Other actors the machine may address by system id answer nothing, as in a quiet system.
  const mine = descendantsOf(log, actor.key);
  const systemIds = new Set(
    log.actors.filter((a) => a.systemId && a.key !== actor.key && !mine.has(a.key)).map((a) => a.systemId!),
  );
  for (const systemId of systemIds) createActor(recordedEffect, { parent: sink, systemId }).start();

  // Always under a silent parent, so `sendParent` of a child machine has somewhere to go.
  const replaying: AnyActorRef = createActor(replayableMachine(machine), {
    parent: sink,
    id: actor.id,
    input: actor.input,
    ...(actor.systemId && !systemIds.has(actor.systemId) ? { systemId: actor.systemId } : {}),
  } as never);
  watched.ref = replaying;
  replaying.subscribe({ error: () => {} }); // a failing step is a divergence, not an uncaught error

  const t0 = init.t;
  const advance = (t: number) => clock.set(Math.max(clock.now(), t - t0));
  replaying.start();
  for (const record of own) {
    if (record.kind === 'snapshot') {
      // The clock passes every recorded step, not only the events fed in: a delay started by
      // another delay (a reply that marks the session changed) then starts when it did.
      advance(record.t);
      if (record.eventType === 'xstate.stop') (replaying as unknown as { _stop(): void })._stop();
      continue;
    }
    if (record === init || record.source === actor.key) continue; // raised again by the machine itself
    advance(record.t);
    if (record.event.type === 'xstate.init') {
      // Started again after a stop (React StrictMode mounts twice in development): do the same.
      replaying.start();
      continue;
    }
    replaying.send(record.event as AnyEventObject);
  }
  const last = own[own.length - 1];
  if (last) advance(last.t);
  sink.stop();

  let divergence: Divergence | undefined;
  const steps = Math.max(recorded.length, replayed.length);
  for (let i = 0; i < steps; i++) {
    const rec = recorded[i];
    const rep = replayed[i];
    const same =
      rec &&
      rep &&
      rec.eventType === rep.eventType &&
      rec.status === rep.status &&
      canonical(rec.value) === canonical(rep.value);
    if (!same) {
      divergence = {
        step: i,
        t: rec?.t ?? last?.t ?? 0,
        recorded: describeStep(rec),
        replayed: describeStep(rep),
      };
      break;
    }
  }
  const path: string[] = [];
  for (const step of replayed) {
    const name = formatState(step.value);
    if (path[path.length - 1] !== name) path.push(name);
  }
  return {
    ...base,
    outcome: divergence ? 'diverged' : 'reproduced',
    path,
    steps: replayed.length,
    divergence,
  };
}

export function replayLog(log: EventLog, machines: Record<string, AnyStateMachine>): ReplayReport {
  const actors: ActorReplay[] = [];
  for (const actor of log.actors) {
    if (!actor.machine) continue; // promises, callbacks: their results are events of their parent
    const machine = findMachine(machines, actor.machine);
    if (!machine) {
      actors.push({
        key: actor.key,
        id: actor.id,
        machine: actor.machine,
        outcome: 'skipped',
        reason: `no machine '${actor.machine}' in the registry`,
        path: [],
        steps: 0,
      });
      continue;
    }
    try {
      actors.push(replayActor(log, actor, machine));
    } catch (err) {
      actors.push({
        key: actor.key,
        id: actor.id,
        machine: actor.machine,
        outcome: 'diverged',
        path: [],
        steps: 0,
        divergence: {
          step: 0,
          t: actor.t,
          recorded: 'a running actor',
          replayed: `replay failed: ${String(err)}`,
        },
      });
    }
  }
  return { ok: actors.every((a) => a.outcome !== 'diverged'), actors };
}

/** Plain-text report for the terminal (`npm run replay`). */
export function formatReport(report: ReplayReport): string {
  const lines: string[] = [];
  for (const a of report.actors) {
    lines.push(`${a.machine} (${a.id}): ${a.outcome}${a.reason ? ` — ${a.reason}` : ''}`);
    if (a.path.length) lines.push(`  path: ${a.path.join(' → ')}`);
    if (a.divergence) {
      lines.push(`  first divergence at step ${a.divergence.step} (t=${a.divergence.t} ms):`);
      lines.push(`    recorded: ${a.divergence.recorded}`);
      lines.push(`    replayed: ${a.divergence.replayed}`);
    }
  }
  if (!report.actors.length) lines.push('no machine actors in this log');
  const diverged = report.actors.filter((a) => a.outcome === 'diverged').length;
  lines.push(
    diverged
      ? `${diverged} actor(s) diverged`
      : `all ${report.actors.length} actor(s) replayed without divergence`,
  );
  return lines.join('\n');
}
