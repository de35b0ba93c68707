/**
 * What the popup says for one word in one sentence, in uk and pl (for checking glossary edits).
 * Usage: npx tsx tools/context/probe.ts "She closes the shop at six." closes [occurrence]
 * Several sentences: separate them with " | "; the word is looked up in the first that holds it.
 */
import { createLanguageEngine } from '../../server/language/engine.ts';

const [text, word, occ] = process.argv.slice(2);
if (!text || !word) {
  console.error('usage: npx tsx tools/context/probe.ts "sentence" word [occurrence]');
  process.exit(1);
}
const sentences = text.split(' | ');
const phrase = Math.max(
  0,
  sentences.findIndex((s) => new RegExp(`\\b${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i').test(s)),
);
const engine = createLanguageEngine();
for (const language of ['uk', 'pl'] as const) {
  const r = engine.report(word, { language, sentences, phrase, occurrence: Number(occ ?? 1) });
  console.log(
    `${language}: ${r.type} | ${r.translation}${r.expression ? ` | expression "${r.expression.text}" → ${r.expression.translation}` : ''}`,
  );
}
