import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { playSession } from '../../server/dialogue/partner.ts';
import { RECAST_PATTERNS, swapPerson } from '../../server/dialogue/recasts.ts';
import type { Scene } from '../../server/dialogue/scene.ts';
import { readScenes } from '../../server/dialogue/seed.ts';
import { MORE_PARAPHRASES, PARAPHRASES } from './dialogue-paraphrases.ts';
import { PLANTED } from './dialogue-planted.ts';

/**
 * Issue 17: for every lesson, a scripted session of learner turns (on-topic lines of each move,
 * questions about each fact of the scene, a line with each target word, off-topic lines and lines
 * with planted mistakes) played against the partner, with the properties asserted.
 */
const LESSONS = path.resolve(import.meta.dirname, '../../content/lessons');
const lessons = fs
  .readdirSync(LESSONS)
  .filter((f) => f.endsWith('.json'))
  .map(
    (f) =>
      JSON.parse(fs.readFileSync(path.join(LESSONS, f), 'utf8')) as { slug: string; targetWords: string[] },
  );
const scenes = readScenes();
const OFF_TOPIC = ['My grandmother has a purple bicycle.', 'Penguins cannot fly.'];

type Turn =
  | { kind: 'move'; text: string }
  | { kind: 'fact'; text: string; value: string }
  | { kind: 'word'; text: string; word: string }
  | { kind: 'off'; text: string }
  | { kind: 'error'; text: string; pattern: string; right: string };

function scriptFor(scene: Scene, targets: string[], index: number): Turn[] {
  const turns: Turn[] = [];
  const patterns = RECAST_PATTERNS.filter(
    (_, i) => (i - index * 5 + 1000 * RECAST_PATTERNS.length) % RECAST_PATTERNS.length < 5,
  );
  const errors = patterns.map((p) => ({
    kind: 'error' as const,
    text: PLANTED[p][0],
    pattern: p,
    right: PLANTED[p][1],
  }));
  const facts = scene.facts.flatMap((f) =>
    f.ask.slice(0, 2).map((text) => ({ kind: 'fact' as const, text, value: f.value })),
  );
  const moves = scene.moves.flatMap((m) =>
    m.intents.map((i) => ({ kind: 'move' as const, text: i.example })),
  );
  const words = targets.flatMap((w) =>
    scene.steer[w]!.slice(0, 2).map((text) => ({ kind: 'word' as const, text, word: w })),
  );
  // Interleaved as a learner might go: the scene's moves, questions, words, mistakes, a detour.
  const queues: Turn[][] = [moves, facts, words, errors];
  // The detour comes straight after the first line the partner understands (the scene's first move).
  turns.push(moves.shift() ?? words.shift()!);
  turns.push({ kind: 'off', text: OFF_TOPIC[0]! }, { kind: 'off', text: OFF_TOPIC[1]! });
  for (let i = 0; queues.some((q) => q.length); i++) {
    const q = queues[i % queues.length]!;
    if (q.length) turns.push(q.shift()!);
  }
  return turns;
}

describe('the dialogue partner in every lesson', () => {
  it('has a scene for every lesson, with each target word steered', () => {
    expect(lessons).toHaveLength(21);
    for (const lesson of lessons) {
      const scene = scenes.get(lesson.slug);
      expect(scene, lesson.slug).toBeDefined();
      expect(Object.keys(scene!.steer).sort()).toEqual([...lesson.targetWords].sort());
    }
  });

  it('plants every mistake pattern somewhere across the lessons', () => {
    const planted = new Set(
      lessons.flatMap((l, i) =>
        scriptFor(scenes.get(l.slug)!, l.targetWords, i).flatMap((t) =>
          t.kind === 'error' ? [t.pattern] : [],
        ),
      ),
    );
    expect([...planted].sort()).toEqual([...RECAST_PATTERNS].sort());
  });

  describe.each(lessons.map((l, i) => [l.slug, l, i] as const))('%s', (slug, lesson, index) => {
    const scene = scenes.get(slug)!;
    const targets = lesson.targetWords;
    const script = scriptFor(scene, targets, index);
    const { opening, replies } = playSession(
      scene,
      targets,
      `session-${slug}`,
      script.map((t) => t.text),
    );

    it('a session of at least 20 turns', () => {
      expect(script.length).toBeGreaterThanOrEqual(20);
      expect(replies).toHaveLength(script.length);
    });

    it('never says a line twice', () => {
      const sentences = [opening.text, ...replies.map((r) => r.text)].flatMap((t) =>
        t.split(/(?<=[.!?])\s+/).filter(Boolean),
      );
      const seen = new Set<string>();
      for (const s of sentences) {
        expect(seen.has(s), `repeated: ${s}`).toBe(false);
        seen.add(s);
      }
    });

    it('answers every question about a fact of the scene with that fact', () => {
      script.forEach((t, i) => {
        if (t.kind !== 'fact') return;
        expect(replies[i]!.text.toLowerCase(), `${t.text} → ${replies[i]!.text}`).toContain(
          t.value.toLowerCase(),
        );
      });
    });

    it('recasts every planted mistake', () => {
      script.forEach((t, i) => {
        if (t.kind !== 'error') return;
        const r = replies[i]!;
        expect(r.recasts.map((x) => x.pattern)).toContain(t.pattern);
        const fixed = r.recasts.find((x) => x.pattern === t.pattern)!.right.toLowerCase();
        const said = r.text.toLowerCase();
        expect(
          said.includes(fixed) || said.includes(swapPerson(fixed).toLowerCase()),
          `${t.text} → ${r.text}`,
        ).toBe(true);
      });
    });

    it('asks what the learner means after an off-topic line, then gives a hint of the learner’s role', () => {
      const first = script.findIndex((t) => t.kind === 'off');
      expect(replies[first]!.understood).toBe('clarify');
      expect(replies[first + 1]!.understood).toBe('hint');
      expect(replies[first + 1]!.coach).toMatchObject({ kind: 'hint' });
    });

    it('reaches every target word, and steers with lines of the learner’s role only', () => {
      expect(replies.at(-1)!.usedWords.sort()).toEqual([...targets].sort());
      const partnerLines = new Set([
        ...scene.opening,
        ...scene.closing,
        ...scene.facts.flatMap((f) => f.answer),
        ...scene.moves.flatMap((m) => [...m.say, ...m.intents.flatMap((i) => i.reply)]),
      ]);
      for (const word of targets) {
        const { replies: alone } = playSession(scene, targets, 'steer', [scene.steer[word]![0]!]);
        expect(alone[0]!.newlyUsed, word).toContain(word);
        expect(['clarify', 'hint']).not.toContain(alone[0]!.understood);
        for (const line of scene.steer[word]!) expect(partnerLines.has(line), line).toBe(false);
      }
      for (const r of [opening, ...replies])
        if (r.coach?.kind === 'steer') expect(partnerLines.has(r.coach.example)).toBe(false);
    });

    it('answers every question about a fact, as a learner may ask it, with that fact', () => {
      for (const fact of scene.facts)
        for (const ask of fact.ask) {
          const { replies: alone } = playSession(scene, targets, `ask-${fact.id}`, [ask]);
          expect(alone[0]!.text.toLowerCase(), `${ask} → ${alone[0]!.text}`).toContain(
            fact.value.toLowerCase(),
          );
        }
    });

    it('gives a reply of the scene, not a clarifying question, to on-topic lines in other words', () => {
      const lines = [...(PARAPHRASES[slug] ?? []), ...(MORE_PARAPHRASES[slug] ?? [])];
      expect(lines.length).toBeGreaterThanOrEqual(5);
      const ids = new Set([
        ...scene.moves.flatMap((m) => m.intents.map((i) => i.id)),
        ...scene.facts.map((f) => `fact:${f.id}`),
      ]);
      for (const line of lines) {
        const { replies: alone } = playSession(scene, targets, 'paraphrase', [line]);
        expect(ids.has(alone[0]!.understood), `${line} → [${alone[0]!.understood}] ${alone[0]!.text}`).toBe(
          true,
        );
      }
    });

    it('is deterministic for the same session and turns', () => {
      const again = playSession(
        scene,
        targets,
        `session-${slug}`,
        script.map((t) => t.text),
      );
      expect(again.replies.map((r) => r.text)).toEqual(replies.map((r) => r.text));
    });
  });
});
