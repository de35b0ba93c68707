/**
 * `npm run lesson:import -- --video FILE --subtitles FILE --level B1 --category SLUG --title "…"`
 *
 * The staff console's import from the command line, on the configured database (DATABASE_URL, else
 * the PGlite in DATA_DIR: run it while the server is stopped) and media (DATA_DIR/media). The lesson
 * is made a draft; review and publish it at /staff/lessons.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { defaultMediaStorage } from '../server/media/routes.ts';
import { ImportError, importLesson } from '../server/staff/lesson-import.ts';

const USAGE =
  'Usage: npm run lesson:import -- --video FILE --subtitles FILE --level A1..C2 --category SLUG --title "…"';

export async function main(argv: string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv.filter((a) => a !== '--'),
      options: {
        video: { type: 'string' },
        subtitles: { type: 'string' },
        level: { type: 'string' },
        category: { type: 'string' },
        title: { type: 'string' },
      },
      strict: true,
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const { video, subtitles, level, category, title } = values;
  if (!video || !subtitles || !level || !category || !title) {
    console.error(USAGE);
    return 2;
  }
  for (const file of [video, subtitles]) {
    if (!fs.existsSync(file)) {
      console.error(`No such file: ${file}`);
      return 2;
    }
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lingvo-import-'));
  try {
    const result = await importLesson(
      database.db,
      defaultMediaStorage(config.dataDir),
      { videoPath: video, subtitles: fs.readFileSync(subtitles, 'utf8'), level, category, title },
      workDir,
    );
    console.log(`Imported "${title}" as draft lesson ${result.id} (${result.slug}): ${result.cues} cues.`);
    console.log(`Target words: ${result.targetWords.join(', ')}`);
    console.log(`Drafted questions: ${result.questions}`);
    if (result.repairs.length) console.log(`Repaired:\n  ${result.repairs.join('\n  ')}`);
    if (result.missingFromGlossary.length)
      console.log(`Not in the glossary (review): ${result.missingFromGlossary.join(', ')}`);
    console.log('Review and publish it at /staff/lessons.');
    return 0;
  } catch (error) {
    if (error instanceof ImportError) {
      console.error(`Import refused: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
    await database.close();
  }
}

if (process.argv[1]?.endsWith('lesson-import.ts')) process.exitCode = await main(process.argv.slice(2));
