/**
 * Which words of a set of transcripts get no translation (every click, as the popup sends it).
 * Usage: npx tsx tools/context/coverage.ts [dir-with-txt-transcripts]  (default: the held-out transcripts)
 * Reads only the transcripts' text, never labels.
 */
import fs from 'node:fs';
import path from 'node:path';
import { languageEngine } from '../../server/language/engine.ts';
import { tokenize } from '../../src/ui/words/tokenize.ts';

const dir = path.resolve(process.argv[2] ?? 'tests/context/heldout/transcripts');
const engine = languageEngine();
const missing = { uk: new Map<string, string>(), pl: new Map<string, string>() };
let clicks = 0;
const miss = { uk: 0, pl: 0 };
for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.txt'))) {
  const sentences = fs
    .readFileSync(path.join(dir, file), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  for (const [phrase, text] of sentences.entries()) {
    const seen = new Map<string, number>();
    for (const token of tokenize(text).filter((x) => x.word)) {
      const key = token.text.toLowerCase();
      const occurrence = (seen.get(key) ?? 0) + 1;
      seen.set(key, occurrence);
      clicks++;
      for (const language of ['uk', 'pl'] as const) {
        const r = engine.report(token.text, { language, sentences, phrase, occurrence });
        if (!r.translated) {
          miss[language]++;
          missing[language].set(`${token.text} (${r.lemma}/${r.type})`, text);
        }
      }
    }
  }
}
console.log(
  `clicks ${clicks}; uk missing ${miss.uk} (${((100 * (clicks - miss.uk)) / clicks).toFixed(2)}%), pl missing ${miss.pl} (${((100 * (clicks - miss.pl)) / clicks).toFixed(2)}%)`,
);
for (const language of ['uk', 'pl'] as const) {
  console.log(`--- ${language}`);
  for (const [w, s] of missing[language]) console.log(`${w}\t| ${s}`);
}
