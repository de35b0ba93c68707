import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type AnyEventObject, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { dialogueMachine } from '../../src/machines/dialogue/machine.ts';
import { dialogueLoaderMachine, type LoaderOutput } from '../../src/machines/dialogue/loader.ts';
import { dialogueTurnMachine } from '../../src/machines/dialogue/turn.ts';
import { dialogueCompletionMachine } from '../../src/machines/dialogue/completion.ts';
import { formatDuration } from '../../src/machines/dialogue/session.ts';
import { COMPLETION_MODAL_DELAY_MS } from '../../src/machines/constants.ts';
import { pathName, playPath, stateCoverage, type Model } from './support.ts';
import {
  selectCompletion,
  selectCompletionModalOpen,
  selectCorrections,
  selectProgressPercent,
  selectScreen,
  selectSummaryOpen,
} from '../../src/machines/dialogue/selectors.ts';
import { spotTargetWords } from '../../src/machines/dialogue/words.ts';
import type {
  CompletionPost,
  DialogueInput,
  DialogueScript,
  LoadedDialogue,
  PartnerReply,
  SavedDialogue,
  TurnInput,
} from '../../src/machines/dialogue/types.ts';

/**
 * Model-based tests of Dialogue Studio (SPEC §4 Dialogue, §9): shortest paths from the machine
 * (xstate/graph) replayed on a real actor on a SimulatedClock, plus the scenarios of issue 8:
 * resume, Start Over, completion with its delays, expiry after 7 days, corrupt saved data; and of
 * issue 17: the partner's reply comes from the server (an effect), shown 1 s after the message or
 * when it arrives if later, with its recasts and coaching; no connection → the offline note.
 */

const NOW = Date.UTC(2026, 10, 21, 12);
const DAY = 86_400_000;
const WORDS = ['coffee', 'book', 'table', 'pay', 'water'];
const INPUT: DialogueInput = { lessonId: 7, lessonName: 'At the Café', targetWords: WORDS, now: NOW };
const SCRIPT: DialogueScript = {
  topic: 'At the Café',
  partner: 'Tom',
  learner: 'Anna',
  partner_role: { en: 'Waiter', uk: 'Офіціант', pl: 'Kelner' },
  learner_role: { en: 'Customer', uk: 'Відвідувачка', pl: 'Klientka' },
  opening: 'Good morning! What would you like?',
  coach: { kind: 'steer', word: 'coffee', example: 'Can I have a coffee, please?' },
};
const REPLY: PartnerReply = {
  reply: 'How much does it cost? It is £9.50.',
  recasts: [{ pattern: 'do-support', wrong: 'How much it costs?', right: 'How much does it cost?' }],
  coach: { kind: 'steer', word: 'water', example: 'And some water, please.' },
};
const SAVED: SavedDialogue = {
  lessonId: 7,
  lessonName: 'At the Café',
  messages: [
    { sender: 'ai', text: 'Hi', id: 'm1' },
    { sender: 'user', text: 'A coffee please', id: 'm2' },
    { sender: 'ai', text: 'Nice', id: 'm3' },
  ],
  usedWords: ['coffee'],
  turnCount: 1,
  totalTimeInvested: 75,
  lastSaved: NOW - DAY,
  selectedTopic: 'At the Café',
  isCompleted: false,
  sessionId: 'd7-old-1',
};
const FIRST_HALF = 'I booked a table for two';
const SECOND_HALF = 'We paid for coffee and water';

type Snapshot = SnapshotFrom<typeof dialogueMachine>;
/** The completion child's snapshot (every target word used), or undefined. */
const ending = (s: Snapshot) => selectCompletion(s)?.getSnapshot();

/**
 * `partner`: 'answer' replies at once with the turns it was given; 'never' leaves the reply pending
 * (the model drives it by events); 'fail' rejects, as with no connection.
 */
function harness(
  saved: unknown,
  {
    failLoad = false,
    partner = 'answer' as 'answer' | 'never' | 'fail',
    completion = 'answer' as 'answer' | 'never',
  } = {},
) {
  const calls: { type: string; params: unknown }[] = [];
  const turns: TurnInput[] = [];
  const record = (type: string) => (_: unknown, params: unknown) => void calls.push({ type, params });
  const clock = new SimulatedClock();
  const actor = createActor(
    dialogueMachine.provide({
      actors: {
        loader: dialogueLoaderMachine.provide({
          actors: {
            loadDialogue: fromPromise<LoadedDialogue, { lessonId: number }>(async () => {
              if (failLoad) throw new Error('offline');
              return { script: SCRIPT, saved };
            }),
          },
        }),
        turn: dialogueTurnMachine.provide({
          actors: {
            partnerTurn: fromPromise<PartnerReply, TurnInput>(({ input }) => {
              turns.push(input);
              if (partner === 'never') return new Promise<PartnerReply>(() => {});
              if (partner === 'fail') return Promise.reject(new Error('offline'));
              return Promise.resolve({ ...REPLY, reply: `${REPLY.reply} (${input.turns.at(-1)})` });
            }),
          },
        }),
        completion: dialogueCompletionMachine.provide({
          actors: {
            recordCompletion: fromPromise<boolean, CompletionPost>(async ({ input }) => {
              calls.push({ type: 'report', params: input });
              return completion === 'never' ? new Promise<boolean>(() => {}) : true;
            }),
          },
        }),
      },
      actions: {
        saveSession: record('save'),
        removeSaved: record('remove'),
        speak: record('speak'),
        navigate: record('navigate'),
      },
    }),
    { input: INPUT, clock },
  );
  const completed: unknown[] = [];
  actor.on('dialogue.completed', (e) => completed.push(e));
  actor.start();
  const settle = async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  const of = (type: string) => calls.filter((c) => c.type === type);
  return { actor, clock, calls, of, settle, completed, turns };
}

function assertInvariants(s: Snapshot) {
  const c = s.context;
  expect(c.usedWords.every((w) => c.targetWords.includes(w))).toBe(true);
  expect(c.usedWords.length <= 5).toBe(true);
  // The completion child (modal, summary) runs exactly while the session is complete.
  expect(ending(s) !== undefined).toBe(s.matches({ chat: { stage: 'complete' } }));
  if (s.matches({ chat: { stage: 'complete' } })) expect(c.isCompleted).toBe(true);
  if (s.matches('resume')) expect(c.saved).not.toBeNull();
  if (s.matches('chat')) {
    expect(c.messages[0]?.sender).toBe('ai');
    expect(c.messages.filter((m) => m.sender === 'user')).toHaveLength(c.turnCount);
  }
}

describe('dialogue model', () => {
  /** What the loader child decides for each stored value (its own model is below). */
  const LOADED: [unknown, LoaderOutput][] = [
    [null, { script: SCRIPT, saved: null, discard: false }],
    [SAVED, { script: SCRIPT, saved: SAVED, discard: false }],
    [
      { ...SAVED, lastSaved: NOW - 8 * DAY },
      { script: SCRIPT, saved: null, discard: true },
    ],
    ['{not json', { script: SCRIPT, saved: null, discard: true }],
  ];
  const EVENTS = [
    ...LOADED.map(([, output]) => ({ type: 'xstate.done.actor.loader', output })),
    { type: 'dialogue.start' },
    { type: 'dialogue.continue' },
    { type: 'dialogue.restart' },
    { type: 'message.send', text: FIRST_HALF },
    { type: 'message.send', text: SECOND_HALF },
    { type: 'xstate.done.actor.turn', output: REPLY },
    { type: 'autosave.due' },
    // From the completion child (its own model is below).
    { type: 'completion.recorded', completed: true },
    { type: 'adventure.begin' },
  ];
  // Messages and turns grow without bound; the model state is the screen, the words and the flags.
  const paths = getShortestPaths(dialogueMachine, {
    input: INPUT,
    events: EVENTS as never,
    serializeState: (s) =>
      JSON.stringify([
        s.value,
        s.context.usedWords,
        s.context.isCompleted,
        s.context.saved?.sessionId ?? null,
      ]),
  });

  it('reaches welcome, resume and the completed session', () => {
    const reached = (check: (s: Snapshot) => boolean) => paths.some((p) => check(p.state as Snapshot));
    expect(reached((s) => s.matches('welcome'))).toBe(true);
    expect(reached((s) => s.matches('resume'))).toBe(true);
    expect(reached((s) => s.matches({ chat: { stage: 'complete' } }))).toBe(true);
    expect(stateCoverage(dialogueMachine, paths).missing).toEqual([]);
  });

  it('every shortest path replays on a real actor with the same states and invariants', async () => {
    expect(paths.length).toBeGreaterThan(10);
    for (const path of paths) {
      const steps = path.steps.filter((s) => (s.event as { type: string }).type !== 'xstate.init');
      if (!steps.length) continue;
      const first = steps[0]?.event as { output?: LoaderOutput } | undefined;
      const stored = LOADED.find(([, output]) => output === first?.output)?.[0] ?? null;
      const h = harness(stored, { partner: 'never', completion: 'never' });
      await h.settle();
      expect(h.actor.getSnapshot().value).toEqual(steps[0]?.state.value);
      const completed = h.completed.length;
      for (const step of steps.slice(1)) {
        // Children's ends and delays are delivered as the model orders them; the clock never runs here.
        h.actor.send(step.event as never);
        const snap = h.actor.getSnapshot();
        expect(snap.value, steps.map((s) => s.event.type).join(' → ')).toEqual(step.state.value);
        expect(snap.context.usedWords).toEqual(step.state.context.usedWords);
        assertInvariants(snap);
      }
      // dialogue.completed once the completion child says the server answered the post.
      const posted = steps.filter((s) => (s.event as AnyEventObject).type === 'completion.recorded').length;
      expect(h.completed.length - completed).toBe(posted);
      h.actor.stop();
    }
  });
});

describe('loader model', () => {
  const stored: [string, unknown][] = [
    ['nothing', null],
    ['a usable session', SAVED],
    ['an expired session', { ...SAVED, lastSaved: NOW - 8 * DAY }],
    ['a finished session', { ...SAVED, isCompleted: true }],
    ["another lesson's session", { ...SAVED, lessonId: 8 }],
    ['something corrupt', '{not json'],
  ];
  const paths = getShortestPaths(dialogueLoaderMachine, {
    input: { lessonId: 7, now: NOW },
    events: [
      ...stored.map(([, saved]) => ({
        type: 'xstate.done.actor.loadDialogue',
        output: { script: SCRIPT, saved },
      })),
      { type: 'xstate.error.actor.loadDialogue', error: new Error('offline') },
    ] as never,
    serializeState: (s) =>
      JSON.stringify([
        s.value,
        s.context.script !== null,
        s.context.saved?.sessionId ?? null,
        s.context.discard,
      ]),
  });

  it('offers only a usable session and discards anything else found', () => {
    const outputs = paths.filter((p) => p.state.value === 'done').map((p) => p.state.output);
    expect(outputs).toContainEqual({ script: SCRIPT, saved: SAVED, discard: false });
    expect(outputs).toContainEqual({ script: SCRIPT, saved: null, discard: true });
    expect(outputs).toContainEqual({ script: SCRIPT, saved: null, discard: false });
    expect(outputs).toContainEqual({ script: null, saved: null, discard: false });
  });

  it.each(stored)('replays on a real loader: %s', async (_name, saved) => {
    const [path] = getShortestPaths(dialogueLoaderMachine, {
      input: { lessonId: 7, now: NOW },
      events: [{ type: 'xstate.done.actor.loadDialogue', output: { script: SCRIPT, saved } }] as never,
    }).filter((p) => p.state.value === 'done');
    const actor = createActor(
      dialogueLoaderMachine.provide({
        actors: {
          loadDialogue: fromPromise<LoadedDialogue, { lessonId: number }>(async () => ({
            script: SCRIPT,
            saved,
          })),
        },
      }),
      { input: { lessonId: 7, now: NOW } },
    ).start();
    for (let i = 0; i < 5; i++) await Promise.resolve();
    expect(path).toBeDefined();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual(path!.state.output);
  });
});

describe('completion model', () => {
  const POST: CompletionPost = {
    lessonId: 7,
    sessionId: 's',
    wordsUsed: WORDS,
    messages: [FIRST_HALF, SECOND_HALF],
    exchanges: 2,
    seconds: 40,
  };
  const delay = 'xstate.after.completion modal delay.dialogueCompletion.screen.completing';
  const walked = dialogueCompletionMachine.provide({
    actions: { 'tell the studio it was recorded': () => {}, 'ask for a new adventure': () => {} },
  });
  const paths = getShortestPaths(walked, {
    input: POST,
    events: [
      { type: 'xstate.done.actor.recordCompletion', output: true },
      { type: 'xstate.done.actor.recordCompletion', output: false },
      { type: 'xstate.error.actor.recordCompletion', error: new Error('offline') },
      { type: delay },
      { type: 'completion.continue' },
      { type: 'completion.finish' },
      { type: 'summary.exit' },
      { type: 'summary.newAdventure' },
    ] as never,
  });
  const model: Model<typeof dialogueCompletionMachine> = {
    effects: ['recordCompletion'],
    input: POST,
    delays: { [delay]: COMPLETION_MODAL_DELAY_MS },
    parentLog: (e) => (e.type === 'completion.recorded' ? `recorded:${String(e.completed)}` : e.type),
  };

  it('visits every state: the modal, the summary, Continue Chat, closed, the post sent', () => {
    expect(stateCoverage(dialogueCompletionMachine, paths).missing).toEqual([]);
  });

  it.each(paths.map((p) => [pathName(p), p] as const))('%s', async (_name, path) => {
    await playPath(dialogueCompletionMachine, model, path, {
      invariants: (s) => {
        // The modal and the summary are never open together; the modal only after the delay.
        expect(selectCompletionModalOpen(s) && selectSummaryOpen(s)).toBe(false);
      },
      // The studio hears of the server's answer once (false when the post failed), and of New Adventure.
      effects: (before, event) => {
        if (event.type === 'xstate.done.actor.recordCompletion')
          return [`parent:recorded:${String(event.output)}`];
        if (event.type === 'xstate.error.actor.recordCompletion') return ['parent:recorded:false'];
        if (event.type === 'summary.newAdventure' && before.matches({ screen: 'summary' }))
          return ['parent:adventure.begin'];
        return [];
      },
    });
  });
});

describe('turn model', () => {
  const paths = getShortestPaths(dialogueTurnMachine, {
    input: { lessonId: 7, sessionId: 's', turns: ['hello'] },
    events: [
      { type: 'xstate.done.actor.partnerTurn', output: REPLY },
      { type: 'xstate.error.actor.partnerTurn', error: new Error('offline') },
      { type: 'xstate.after.reply delay.dialogueTurn.waiting' },
    ] as never,
    serializeState: (s) => JSON.stringify([s.value, s.context.reply]),
  });

  it('every path ends with the reply, or the offline note, and never before the second', async () => {
    const ends = paths.filter((p) => p.state.value === 'shown');
    expect(ends.map((p) => p.state.context.reply)).toContainEqual(REPLY);
    expect(ends.map((p) => p.state.context.reply)).toContainEqual({
      reply: '',
      recasts: [],
      coach: { kind: 'offline' },
    });
    for (const path of ends)
      expect(path.steps.map((s) => s.event.type)).toContain('xstate.after.reply delay.dialogueTurn.waiting');
  });
});

describe('dialogue scenarios', () => {
  it('welcome, then chat: the partner opens, its reply comes from the server and shows after 1 s', async () => {
    const h = harness(null);
    await h.settle();
    expect(selectScreen(h.actor.getSnapshot())).toBe('welcome');
    h.actor.send({ type: 'dialogue.start' });
    expect(h.actor.getSnapshot().context.messages).toEqual([
      {
        sender: 'ai',
        text: 'Good morning! What would you like?',
        id: 'm1',
        recasts: [],
        coach: SCRIPT.coach,
      },
    ]);
    h.actor.send({ type: 'message.send', text: FIRST_HALF });
    await h.settle();
    const s = h.actor.getSnapshot();
    expect(s.context).toMatchObject({ turnCount: 1, usedWords: ['book', 'table'] });
    expect(h.turns).toEqual([{ lessonId: 7, sessionId: s.context.sessionId, turns: [FIRST_HALF] }]);
    expect(selectProgressPercent(s)).toBe(40);
    h.clock.increment(999);
    expect(h.actor.getSnapshot().context.messages).toHaveLength(2);
    h.clock.increment(1);
    const reply = h.actor.getSnapshot().context.messages.at(-1)!;
    expect(reply).toMatchObject({
      sender: 'ai',
      text: `${REPLY.reply} (${FIRST_HALF})`,
      recasts: REPLY.recasts,
      coach: REPLY.coach,
    });
    expect(h.of('speak').at(-1)!.params).toEqual({ text: reply.text });
    expect(selectCorrections(h.actor.getSnapshot())).toEqual(REPLY.recasts);
    // The next turn sends every learner message of the session, oldest first.
    h.actor.send({ type: 'message.send', text: SECOND_HALF });
    await h.settle();
    expect(h.turns.at(-1)!.turns).toEqual([FIRST_HALF, SECOND_HALF]);
  });

  it('a reply slower than 1 s shows when it arrives; a new message replaces the turn in flight', async () => {
    const h = harness(null, { partner: 'never' });
    await h.settle();
    h.actor.send({ type: 'dialogue.start' });
    h.actor.send({ type: 'message.send', text: 'hello there' });
    h.clock.increment(1000);
    const turn = () => h.actor.getSnapshot().children.turn!;
    expect(turn().getSnapshot().matches('late')).toBe(true);
    h.actor.send({ type: 'message.send', text: 'and again' });
    expect(h.turns.map((x) => x.turns)).toEqual([['hello there'], ['hello there', 'and again']]);
    // The reply to the second message arrives at once (the turn in flight was replaced).
    turn().send({ type: 'xstate.done.actor.partnerTurn', output: REPLY } as never);
    expect(h.actor.getSnapshot().context.messages).toHaveLength(3); // not before the second passed
    h.clock.increment(1000);
    expect(h.actor.getSnapshot().context.messages.at(-1)!.text).toBe(REPLY.reply);
    expect(h.actor.getSnapshot().matches({ chat: { turn: 'listening' } })).toBe(true);
  });

  it('no connection: the offline note shows instead of a reply, and the chat goes on', async () => {
    const h = harness(null, { partner: 'fail' });
    await h.settle();
    h.actor.send({ type: 'dialogue.start' });
    h.actor.send({ type: 'message.send', text: 'hello there' });
    await h.settle();
    h.clock.increment(1000);
    expect(h.actor.getSnapshot().context.messages.at(-1)).toMatchObject({
      sender: 'ai',
      text: '',
      coach: { kind: 'offline' },
    });
    expect(h.actor.getSnapshot().matches({ chat: { turn: 'listening' } })).toBe(true);
  });

  it('saves 1 s after the last change and on page exit; not before anything was said', async () => {
    const h = harness(null);
    await h.settle();
    h.actor.send({ type: 'dialogue.start' });
    h.actor.send({ type: 'page.exit' });
    expect(h.of('save')).toHaveLength(0);
    h.actor.send({ type: 'message.send', text: 'hello there friend' });
    await h.settle();
    h.clock.increment(999);
    expect(h.of('save')).toHaveLength(0);
    h.clock.increment(1); // the reply arrives (a change): the save waits another second
    expect(h.of('save')).toHaveLength(0);
    h.clock.increment(1000);
    expect(h.of('save')).toHaveLength(1);
    const saved = (h.of('save')[0]!.params as { session: SavedDialogue }).session;
    expect(saved).toMatchObject({
      lessonId: 7,
      turnCount: 1,
      isCompleted: false,
      selectedTopic: 'At the Café',
    });
    expect(saved.totalTimeInvested).toBe(2);
    h.actor.send({ type: 'page.exit' });
    expect(h.of('save')).toHaveLength(2);
  });

  it('resume: Welcome Back! offers the saved session; Continue Session restores it', async () => {
    const h = harness(SAVED);
    await h.settle();
    expect(selectScreen(h.actor.getSnapshot())).toBe('resume');
    expect(h.actor.getSnapshot().context.saved).toEqual(SAVED);
    h.actor.send({ type: 'dialogue.continue' });
    expect(h.actor.getSnapshot().context).toMatchObject({
      messages: SAVED.messages,
      usedWords: ['coffee'],
      turnCount: 1,
      totalTimeInvested: 75,
      sessionId: 'd7-old-1',
    });
    expect(h.of('remove')).toHaveLength(0);
  });

  it('Start Over removes the saved session and starts a fresh one', async () => {
    const h = harness(SAVED);
    await h.settle();
    h.actor.send({ type: 'dialogue.restart' });
    const c = h.actor.getSnapshot().context;
    expect(h.of('remove')).toEqual([{ type: 'remove', params: { lessonId: 7 } }]);
    expect(c).toMatchObject({ usedWords: [], turnCount: 0, totalTimeInvested: 0 });
    expect(c.messages).toHaveLength(1);
    expect(c.sessionId).not.toBe(SAVED.sessionId);
  });

  it('completion: marked complete at once, saved progress removed, modal after 1.5 s, summary, New Adventure', async () => {
    const h = harness(null);
    await h.settle();
    h.actor.send({ type: 'dialogue.start' });
    h.actor.send({ type: 'message.send', text: FIRST_HALF });
    await h.settle();
    h.clock.increment(1000);
    h.actor.send({ type: 'message.send', text: SECOND_HALF });
    let s = h.actor.getSnapshot();
    expect(s.context.isCompleted).toBe(true);
    expect(s.context.usedWords).toEqual(WORDS);
    expect(h.of('remove')).toHaveLength(1);
    expect(h.of('report')[0]!.params).toMatchObject({
      lessonId: 7,
      wordsUsed: WORDS,
      exchanges: 2,
      seconds: 1,
    });
    // dialogue.completed once the server has answered the completion post.
    expect(h.completed).toHaveLength(0);
    await h.settle();
    expect(h.completed).toEqual([
      expect.objectContaining({ type: 'dialogue.completed', lessonId: 7, completed: true, usedWords: WORDS }),
    ]);
    h.clock.increment(1499);
    expect(selectCompletionModalOpen(ending(h.actor.getSnapshot()))).toBe(false);
    h.clock.increment(1);
    s = h.actor.getSnapshot();
    expect(selectCompletionModalOpen(ending(s))).toBe(true);
    // A completed session is never saved again.
    h.clock.increment(5000);
    h.actor.send({ type: 'page.exit' });
    expect(h.of('save')).toHaveLength(0);
    h.actor.send({ type: 'completion.finish' });
    expect(selectSummaryOpen(ending(h.actor.getSnapshot()))).toBe(true);
    h.actor.send({ type: 'summary.newAdventure' });
    expect(h.of('navigate')).toEqual([{ type: 'navigate', params: { to: '/' } }]);
    expect(h.of('remove')).toHaveLength(2);
    expect(h.of('report')).toHaveLength(1);
  });

  it('Continue Chat keeps talking without a second completion', async () => {
    const h = harness(null);
    await h.settle();
    h.actor.send({ type: 'dialogue.start' });
    h.actor.send({ type: 'message.send', text: `${FIRST_HALF}. ${SECOND_HALF}` });
    h.clock.increment(1500);
    h.actor.send({ type: 'completion.continue' });
    h.actor.send({ type: 'message.send', text: 'More coffee please' });
    h.clock.increment(1000);
    expect(ending(h.actor.getSnapshot())?.matches({ screen: 'chatting' })).toBe(true);
    expect(h.of('report')).toHaveLength(1);
  });

  it.each([
    ['older than 7 days', { ...SAVED, lastSaved: NOW - 7 * DAY - 1 }],
    ['completed', { ...SAVED, isCompleted: true }],
    ['of another lesson', { ...SAVED, lessonId: 8 }],
    ['a string', '{"lessonId":7'],
    ['missing fields', { lessonId: 7, messages: [] }],
    ['with a broken message', { ...SAVED, messages: [{ sender: 'bot', text: 1 }] }],
    ['with a negative time', { ...SAVED, totalTimeInvested: -5 }],
  ])('a saved session %s is removed and the welcome screen shows', async (_name, saved) => {
    const h = harness(saved);
    await h.settle();
    expect(selectScreen(h.actor.getSnapshot())).toBe('welcome');
    expect(h.of('remove')).toEqual([{ type: 'remove', params: { lessonId: 7 } }]);
  });

  it('a session saved just under 7 days ago is still offered', async () => {
    const h = harness({ ...SAVED, lastSaved: NOW - 7 * DAY + 1000 });
    await h.settle();
    expect(selectScreen(h.actor.getSnapshot())).toBe('resume');
  });

  it('a failed script load still opens the studio, steering toward the first target word', async () => {
    const h = harness(null, { failLoad: true });
    await h.settle();
    h.actor.send({ type: 'dialogue.start' });
    expect(h.actor.getSnapshot().context.messages[0]!.coach).toMatchObject({ kind: 'steer', word: 'coffee' });
  });

  it('mute stops speaking; replies are then not spoken', async () => {
    const h = harness(null);
    await h.settle();
    h.actor.send({ type: 'dialogue.start' });
    h.actor.send({ type: 'sound.toggle' });
    h.actor.send({ type: 'message.send', text: 'one two three' });
    await h.settle();
    h.clock.increment(1000);
    expect(h.of('speak').at(-1)!.params).toEqual({ text: '' });
  });
});

describe('target words and time', () => {
  it('whole words, any case, inflected forms; not other words that contain them', () => {
    expect(spotTargetWords('I BOOKED it, we paid, two Tables, bookings', WORDS)).toEqual([
      'book',
      'table',
      'pay',
    ]);
    expect(spotTargetWords('a notebook on the tablet, coffeeshop', WORDS)).toEqual([]);
    expect(spotTargetWords('She is booking; he pays; watered', WORDS)).toEqual(['book', 'pay', 'water']);
    expect(
      spotTargetWords('Two sandwiches, it stopped, the bigger cities, we went', [
        'sandwich',
        'stop',
        'big',
        'city',
        'go',
      ]),
    ).toEqual(['sandwich', 'stop', 'big', 'city', 'go']);
  });

  it('shows minutes:seconds', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(75)).toBe('1:15');
    expect(formatDuration(600)).toBe('10:00');
  });
});
