import { beforeAll } from 'vitest';
import { createLanguageEngine, type LanguageEngine } from '../../server/language/engine.ts';

/**
 * The language engine of a context test file, built once before its tests (it loads the
 * glossary, hence the long timeout), and `read`: the engine's report on one word of one sentence.
 * Call at the top level of the file; use the results inside tests only.
 */
export function contextEngine() {
  let engine: LanguageEngine | undefined;
  beforeAll(() => {
    engine = createLanguageEngine();
  }, 60_000);
  const built = () => {
    if (!engine) throw new Error('contextEngine(): used before beforeAll built the engine');
    return engine;
  };
  const read = (word: string, sentence: string, language: 'uk' | 'pl' | 'en' = 'uk', occurrence?: number) =>
    built().report(word, { language, sentences: [sentence], phrase: 0, occurrence });
  return { engine: built, read };
}
