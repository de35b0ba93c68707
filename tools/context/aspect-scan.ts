/** Lists glossary verb renderings met in perfective contexts in the demo transcripts without a pair in aspect.tsv. */
import fs from 'node:fs';
import path from 'node:path';
import { createLanguageEngine } from '../../server/language/engine.ts';
import { tag } from '../../server/language/analyse.ts';
import { aspectInContext, loadAspectPairs } from '../../server/language/aspect.ts';

const engine = createLanguageEngine();
const pairs = loadAspectPairs();
const missing = { uk: new Map<string, number>(), pl: new Map<string, number>() };
for (const file of fs.readdirSync('content/lessons')) {
  if (!file.endsWith('.json')) continue;
  const lines = (
    JSON.parse(fs.readFileSync(path.join('content/lessons', file), 'utf8')) as { lines: { text: string }[] }
  ).lines;
  for (const { text } of lines) {
    const tokens = tag(text);
    tokens.forEach((t, i) => {
      if (t.tag !== 'VERB') return;
      if (aspectInContext(tokens, i, t.lemma) !== 'perfective') return;
      for (const e of engine.glossary.lookup(t.lemma).filter((x) => x.pos === 'verb')) {
        for (const language of ['uk', 'pl'] as const) {
          const all = [...e[language], ...(e.senses ?? []).flatMap((s) => s[language])];
          for (const r of all) {
            let v = r.split(' ')[0]!;
            if (language === 'pl' && r.split(' ')[1] === 'się') v += ' się';
            if (pairs.perfective(language, v) || pairs.perfective(language, v.replace(/(ся|сь)$/, '')))
              continue;
            missing[language].set(v, (missing[language].get(v) ?? 0) + 1);
          }
        }
      }
    });
  }
}
for (const language of ['uk', 'pl'] as const)
  console.log(
    language,
    [...missing[language]]
      .sort((a, b) => b[1] - a[1])
      .map(([v]) => v)
      .join(' '),
  );
