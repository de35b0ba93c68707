import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/client.ts';
import { seedReferenceData } from './catalogue/seed-reference.ts';
import { seedContent } from './catalogue/seed-content.ts';
import { seedQuestions } from './quiz/seed.ts';
import { seedDialogues } from './dialogue/seed.ts';

/**
 * Seeds reference data and demo content on start. Idempotent: every row has a stable slug or id,
 * so later runs change nothing. Feature seeds are added here as issues land.
 */
export async function seedDatabase(db: Db, log: FastifyBaseLogger): Promise<void> {
  await seedReferenceData(db);
  log.info('reference data seeded');
  const content = await seedContent(db);
  log.info(content, 'demo lessons seeded');
  const bank = await seedQuestions(db);
  log.info(bank, 'question bank seeded');
  const dialogues = await seedDialogues(db);
  log.info(dialogues, 'dialogue scripts seeded');
}
