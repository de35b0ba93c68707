import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildDialogueScript, type LessonScene } from '../../server/dialogue/script.ts';
import { openingMessage, sceneAnswer, studioReply } from '../../src/machines/dialogue/reply.ts';
import { spotTargetWords } from '../../src/machines/dialogue/words.ts';

/**
 * The scripted studio (issue 8) on the real café scene: it plays the scene's other role, answers a
 * line of the learner's role as the scene does, keeps coaching apart in brackets, steers toward
 * the first unused word, and is deterministic.
 */

const scene = JSON.parse(fs.readFileSync('content/lessons/ordering-at-a-cafe.json', 'utf8')) as LessonScene;
const script = buildDialogueScript(scene);
const targets = scene.targetWords;

/** Plays a conversation: the studio's reply to each learner message. */
function talk(messages: string[]) {
  let used: string[] = [];
  return messages.map((text, i) => {
    const newly = spotTargetWords(text, targets).filter((w) => !used.includes(w));
    used = targets.filter((w) => used.includes(w) || newly.includes(w));
    return studioReply({
      script,
      targetWords: targets,
      usedWords: used,
      newlyUsed: newly,
      text,
      turn: i + 1,
    });
  });
}

describe('the scripted studio', () => {
  it('builds the café script: roles, opening in character, one turn per learner line', () => {
    expect(script).toMatchObject({ partner: 'Tom', learner: 'Anna' });
    expect(script.opening).toBe(
      'Let\'s act out "Ordering at a Café" (me: Tom, you: Anna). Good morning! Welcome to Green Cup Café. What would you like?',
    );
    const learnerLines = scene.lines.filter((l) => l.speaker === 'anna').length;
    expect(script.exchanges!.length).toBe(learnerLines - (scene.lines.at(-1)!.speaker === 'anna' ? 1 : 0));
    expect(script.exchanges![0]!.cue).toBe(scene.lines[1]!.text);
    expect(script.exchanges![0]!.reply).toBe(scene.lines[2]!.text);
    // Coaching is bracketed; the first note about a word quotes the scene line that uses it.
    for (const prompts of Object.values(script.prompts))
      for (const p of prompts) expect(p).toMatch(/^\(.*\)$/);
    expect(script.prompts['pay']![0]).toBe('(Your word now: "pay". From the scene: "Can I pay by card?")');
    expect(openingMessage(script, targets)).toContain('(Your word now: "coffee".');
  });

  it('answers a line of the learner role as the scene does, also in other words', () => {
    expect(sceneAnswer(script, 'Yes. Do you have sandwiches?')).toBe(
      'We have a cheese sandwich, a chicken sandwich and an egg sandwich.',
    );
    expect(sceneAnswer(script, 'Is the cheese sandwich fresh?')).toContain('very fresh');
    expect(sceneAnswer(script, 'My cat likes jazz.')).toBeNull();
  });

  it('praises a new word, answers in role, then coaches the next unused word', () => {
    const [first, second, third] = talk([
      'Good morning. Can I have a coffee, please?',
      'A large coffee, please. With milk, but no sugar.',
      'ok',
    ]);
    expect(first).toMatch(
      /^Nice! You used "coffee"! Of course\. Small, medium or large\? \(Your word now: "sandwich"\./,
    );
    // Nothing new: no praise, the scene's answer, a short reminder (no second quote).
    expect(second).toBe('A large coffee with milk. Anything else? (Try to use "sandwich" in your answer.)');
    expect(third).toMatch(
      /^(Could you say a little more\?|Can you tell me more\?|Try a full sentence, please\.) /,
    );
  });

  it('closes when the last word is used, and says the same for the same inputs', () => {
    const messages = [
      'I would like a coffee and a sandwich, please.',
      'And a bottle of water.',
      'Can I pay at the table?',
    ];
    const replies = talk(messages);
    expect(replies.at(-1)).toBe(
      'Perfect use of "pay" and "table"! Yes, of course. Please put your card here. (Wonderful! You used all five words in this scene.)',
    );
    expect(talk(messages)).toEqual(replies);
  });

  it('a hand-written script without scene turns still answers in role from its lines', () => {
    const { exchanges: _, ...plain } = script;
    const reply = studioReply({
      script: plain,
      targetWords: targets,
      usedWords: [],
      newlyUsed: [],
      text: 'What is on the menu today?',
      turn: 2,
    });
    expect(script.lines.slice(1, -1).some((line) => reply.includes(line))).toBe(true);
    expect(reply).toContain('"coffee"');
  });

  it('a scene whose sides speak in runs: the studio opens with its whole first run, answers each learner line with the next run, and quotes a word once', () => {
    const news = JSON.parse(
      fs.readFileSync('content/lessons/space-mission-news.json', 'utf8'),
    ) as LessonScene;
    const s = buildDialogueScript(news);
    expect(s.opening).toContain('James, what happened today?');
    expect(sceneAnswer(s, news.lines[2]!.text)).toBe('What is the aim of the mission?');
    // The model line for a word is one of the learner's role.
    const reporterLines = news.lines.filter((l) => l.speaker === 'reporter').map((l) => `"${l.text}")`);
    expect(reporterLines.some((l) => s.prompts['mission']![0]!.endsWith(l))).toBe(true);
    const words = news.targetWords;
    const replies: string[] = [];
    let used: string[] = [];
    for (const [i, text] of [news.lines[2]!.text, news.lines[3]!.text, news.lines[5]!.text].entries()) {
      const newly = spotTargetWords(text, words).filter((w) => !used.includes(w));
      used = words.filter((w) => used.includes(w) || newly.includes(w));
      replies.push(
        studioReply({ script: s, targetWords: words, usedWords: used, newlyUsed: newly, text, turn: i + 1 }),
      );
    }
    const quotes = replies.filter((r) => r.includes('(Your word now: "mission".'));
    expect(quotes).toHaveLength(0); // the opening quoted it already
    expect(replies[2]).toMatch(
      /^Perfect use of "scientists" and "water"! Why is water on the Moon so important\? \(/,
    );
  });
});
