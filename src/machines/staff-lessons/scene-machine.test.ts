import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { StaffScene, StaffSceneBody } from '../../api-contract/staff.ts';
import { sceneEditorMachine, type SceneSaveAnswer } from './scene-machine.ts';
import { formToBody, sceneToForm, todoCount, validateSceneForm } from './scene-form.ts';

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};
const WORDS = ['coffee', 'large', 'much', 'here', 'enjoy'];
const SCENE: StaffScene = {
  lesson: 7,
  target_words: WORDS,
  drafted: true,
  generic: false,
  scene: {
    slug: 'cafe',
    topic: 'At the café',
    partner: {
      name: 'Barista',
      role: { en: 'Barista', uk: 'TODO Barista', pl: 'TODO Barista' },
      goal: 'Sell.',
    },
    learner: { name: 'Anna', role: { en: 'Customer', uk: 'Клієнтка', pl: 'Klientka' } },
    opening: ['Hello! What can I get you?'],
    facts: [
      {
        id: 'fact-1',
        about: [['much', 'cost']],
        answer: ['That is £3.50.'],
        value: '£3.50',
        ask: ['How much?'],
      },
    ],
    moves: [
      {
        id: 'm1',
        kind: 'greeting',
        say: ['Hello!'],
        intents: [
          { id: 'i1', ideas: [['coffee']], reply: ['Sure.'], next: 'm2', example: 'A coffee, please.' },
        ],
      },
      { id: 'm2', kind: 'closing', say: ['Goodbye!'], intents: [] },
    ],
    steer: Object.fromEntries(WORDS.map((w) => [w, [`A line with ${w}.`]])),
    closing: ['Enjoy your coffee!'],
  },
};

function editor(save: (body: StaffSceneBody) => Promise<SceneSaveAnswer>, load = async () => SCENE) {
  const sent: StaffSceneBody[] = [];
  const actor = createActor(
    sceneEditorMachine.provide({
      actors: {
        loadScene: fromPromise(load),
        saveScene: fromPromise(({ input }: { input: { id: number; body: StaffSceneBody } }) => {
          sent.push(input.body);
          return save(input.body);
        }),
      },
    }),
    { input: { id: 7 } },
  ).start();
  return { actor, sent };
}

describe('scene form', () => {
  it('round-trips a scene through the form unchanged', () => {
    expect(formToBody(sceneToForm(SCENE), SCENE.scene)).toEqual({ target_words: WORDS, scene: SCENE.scene });
    expect(validateSceneForm(sceneToForm(SCENE))).toEqual({});
    expect(todoCount(sceneToForm(SCENE))).toBe(2);
  });

  it('finds what the server refuses, by field', () => {
    const form = sceneToForm(SCENE);
    form.targetWords[1] = 'Coffee';
    form.steer[4] = ' ';
    form.facts[0]!.answer = 'It is cheap.';
    form.moves[0]!.intents[0]!.next = 'm9';
    form.partnerRole.pl = '';
    expect(validateSceneForm(form)).toEqual({
      'targetWords.1': { key: 'duplicateWord', params: { word: 'coffee' } },
      'steer.4': { key: 'steerMissing', params: { word: 'enjoy' } },
      'facts.0.answer': { key: 'answerWithoutValue', params: { value: '£3.50' } },
      'moves.0.intents.0.next': { key: 'noSuchMove', params: { move: 'm1', next: 'm9' } },
      'partnerRole.pl': { key: 'required' },
    });
  });
});

describe('scene editor machine', () => {
  it('loads the scene, saves a valid form once and moves the version; the saved scene replaces it', async () => {
    const { actor, sent } = editor(async (body) => ({
      ok: true,
      scene: { ...SCENE, ...body, drafted: false },
    }));
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await flush();
    const form = sceneToForm(SCENE);
    form.opening = 'Good morning!\n\nWhat would you like?';
    actor.send({ type: 'scene.save', form });
    actor.send({ type: 'scene.save', form }); // busy: ignored
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await flush();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.scene.opening).toEqual(['Good morning!', 'What would you like?']);
    expect(actor.getSnapshot().context).toMatchObject({
      version: 1,
      message: { kind: 'saved' },
      scene: { drafted: false, scene: { opening: ['Good morning!', 'What would you like?'] } },
    });
  });

  it('does not send a form with errors; shows the server’s refusal with its field errors', async () => {
    const { actor, sent } = editor(async () => ({
      ok: false,
      message: 'Give at least one line with “enjoy”.',
      errors: { 'scene.steer.enjoy': ['Give at least one line with “enjoy”.'] },
    }));
    await flush();
    const bad = sceneToForm(SCENE);
    bad.topic = '';
    actor.send({ type: 'scene.save', form: bad });
    expect(sent).toHaveLength(0);
    expect(actor.getSnapshot().context.message).toEqual({ kind: 'invalid' });
    actor.send({ type: 'scene.save', form: sceneToForm(SCENE) });
    await flush();
    expect(sent).toHaveLength(1);
    expect(actor.getSnapshot().context).toMatchObject({
      version: 0,
      message: { kind: 'refused', errors: { 'scene.steer.enjoy': [expect.stringMatching(/enjoy/)] } },
    });
  });

  it('a failed load can be tried again; a failed save says so', async () => {
    let calls = 0;
    const { actor } = editor(
      async () => Promise.reject(new TypeError('network')),
      async () => {
        calls++;
        if (calls === 1) throw new Error('offline');
        return SCENE;
      },
    );
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'scene.retry' });
    await flush();
    expect(actor.getSnapshot().context.scene).toEqual(SCENE);
    actor.send({ type: 'scene.save', form: sceneToForm(SCENE) });
    await flush();
    expect(actor.getSnapshot().context.message).toEqual({ kind: 'failed' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
  });
});
