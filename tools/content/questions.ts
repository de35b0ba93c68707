/**
 * Drafts a question bank for a lesson from its timed transcript, offline, for an author to review:
 *
 *   npm run content:questions -- <lesson-slug> [--write] [--force]
 *
 * - yes/no: statements quoted from the transcript (true) and their negations or a swapped detail
 *   (false), each asking whether the speaker said it;
 * - open-ended: a speaker's wh-question and the other speaker's reply as the reference answer, or,
 *   where the lesson has few of those (news, talks), "complete what X says" with the line's end;
 * - word order: a declarative sentence with a run of its words blanked out, plus two distractors
 *   taken from other lines.
 *
 * Without --write the draft is printed; with it, content/questions/<slug>.json is written (never
 * over an existing bank unless --force). Every question points at the cue that answers it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CONTENT_DIR, GENERATED_DIR } from './script.ts';
import { questionFileSchema } from '../../server/quiz/bank.ts';
import { draftQuestions, type GeneratedLesson } from '../../server/quiz/drafts.ts';

// The drafting itself lives in the server (server/quiz/drafts.ts: the staff import uses it too).
export * from '../../server/quiz/drafts.ts';

export const QUESTIONS_DIR = path.join(CONTENT_DIR, 'questions');

function main(argv: string[]) {
  const slug = argv.find((a) => !a.startsWith('--'));
  if (!slug) {
    console.error('usage: npm run content:questions -- <lesson-slug> [--write] [--force]');
    process.exit(2);
  }
  const file = path.join(GENERATED_DIR, `${slug}.json`);
  if (!fs.existsSync(file)) {
    console.error(`No generated lesson ${file}; run npm run content:build -- --only ${slug} first.`);
    process.exit(1);
  }
  const lesson = JSON.parse(fs.readFileSync(file, 'utf8')) as GeneratedLesson;
  const bank = questionFileSchema.parse({ lesson: slug, questions: draftQuestions(lesson) });
  const text = `${JSON.stringify(bank, null, 2)}\n`;
  if (!argv.includes('--write')) {
    process.stdout.write(text);
    return;
  }
  const out = path.join(QUESTIONS_DIR, `${slug}.json`);
  if (fs.existsSync(out) && !argv.includes('--force')) {
    console.error(`${out} exists (it may hold reviewed questions); pass --force to overwrite.`);
    process.exit(1);
  }
  fs.mkdirSync(QUESTIONS_DIR, { recursive: true });
  fs.writeFileSync(out, text);
  const count = (t: string) => bank.questions.filter((q) => q.type === t).length;
  console.log(
    `${out}: ${count('yes_no')} yes/no, ${count('open_ended')} open, ${count('word_order')} word order`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename ?? '')) {
  main(process.argv.slice(2));
}
