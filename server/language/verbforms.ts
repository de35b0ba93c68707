/**
 * Participles and verbal nouns of the glossary's Ukrainian and Polish verb renderings (розбити → розбитий,
 * купити → куплений, zamknąć → zamknięty; бронювати → бронювання), from data/glossary/verbforms.tsv (built by
 * tools/glossary/verbforms.ts, every form checked with Hunspell). A verb the table lists with no form of a kind
 * has none the dictionary knows; a verb it does not list falls back to the regular rule (derive.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { polishParticiple, polishVerbalNoun, ukrainianParticiple, ukrainianVerbalNoun } from './derive.ts';

type Lang = 'uk' | 'pl';
type Kind = 'participle' | 'noun';

const defaultFile = path.resolve('data/glossary/verbforms.tsv');

export interface VerbForms {
  /** The form of a one-word verb rendering, or undefined when it has none. */
  form(language: Lang, kind: Kind, verb: string): string | undefined;
}

const RULES: Record<Kind, Record<Lang, (verb: string) => string | undefined>> = {
  participle: { uk: ukrainianParticiple, pl: polishParticiple },
  noun: { uk: ukrainianVerbalNoun, pl: polishVerbalNoun },
};

export function loadVerbForms(file = defaultFile): VerbForms {
  const table = new Map<string, string>();
  const listed = new Set<string>();
  if (fs.existsSync(file)) {
    for (const line of fs.readFileSync(file, 'utf8').split('\n').slice(1)) {
      const [lang, kind, verb, form] = line.split('\t');
      if (!lang || !kind || !verb || !form) continue;
      table.set(`${lang}\t${kind}\t${verb}`, form);
      listed.add(`${lang}\t${verb}`);
    }
  }
  return {
    form(language, kind, verb) {
      const own = table.get(`${language}\t${kind}\t${verb}`);
      if (own) return own;
      return listed.has(`${language}\t${verb}`) ? undefined : RULES[kind][language](verb);
    },
  };
}
