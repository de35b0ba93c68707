/**
 * Drafts the Dialogue Studio scene of a lesson from its script, offline, for an author to edit:
 *
 *   npm run content:scene -- <lesson-slug> [--write] [--force]
 *
 * - the partner plays the lesson's first speaker, the learner the other one;
 * - facts: each question of the learner's role with the partner's next line as the answer (the
 *   question's content words as the ideas, a number, price or time of the answer as the value);
 * - moves: the scene in order, one move per line of the partner's role, with the learner's next
 *   line as the intent that leads on (its two rarest content words as ideas);
 * - steer: the learner's lines that use each target word.
 *
 * Role names in uk/pl are left as the English name, marked "TODO" for the author. Without --write
 * the draft is printed; with it content/scenes/<slug>.json is written (never over an existing
 * file unless --force). The result is checked against server/dialogue/scene.ts. The drafting itself
 * is server/dialogue/drafts.ts (the staff import uses it too).
 */
import fs from 'node:fs';
import path from 'node:path';
import { CONTENT_DIR } from './script.ts';
import { draftScene, type LessonFile } from '../../server/dialogue/drafts.ts';
import { sceneSchema } from '../../server/dialogue/scene.ts';

export const SCENES_DIR = path.join(CONTENT_DIR, 'scenes');

export { draftScene, type LessonFile } from '../../server/dialogue/drafts.ts';

function main() {
  const args = process.argv.slice(2);
  const slug = args.find((a) => !a.startsWith('--'));
  if (!slug) {
    console.error('usage: npm run content:scene -- <lesson-slug> [--write] [--force]');
    process.exit(2);
  }
  const file = path.join(CONTENT_DIR, 'lessons', `${slug}.json`);
  if (!fs.existsSync(file)) {
    console.error(`no lesson ${file}`);
    process.exit(2);
  }
  const scene = draftScene(JSON.parse(fs.readFileSync(file, 'utf8')) as LessonFile);
  const checked = sceneSchema.safeParse(scene);
  if (!checked.success) console.error(`draft needs editing: ${checked.error.message}`);
  const json = `${JSON.stringify(scene, null, 2)}\n`;
  if (!args.includes('--write')) {
    process.stdout.write(json);
    return;
  }
  const out = path.join(SCENES_DIR, `${slug}.json`);
  if (fs.existsSync(out) && !args.includes('--force')) {
    console.error(`${out} exists (use --force to overwrite)`);
    process.exit(1);
  }
  fs.mkdirSync(SCENES_DIR, { recursive: true });
  fs.writeFileSync(out, json);
  console.log(`wrote ${path.relative(process.cwd(), out)}`);
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) main();
