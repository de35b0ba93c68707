import { languageLevels } from '../db/schema/index.ts';
import type { Db } from '../db/client.ts';

/** SPEC §3: A1..C2 with order 1..6, full names and fixed colours. */
export const LEVELS = [
  { id: 1, name: 'A1', order: 1, fullName: 'Beginner', color: '#2f9e44' },
  { id: 2, name: 'A2', order: 2, fullName: 'Elementary', color: '#66a80f' },
  { id: 3, name: 'B1', order: 3, fullName: 'Intermediate', color: '#1c7ed6' },
  { id: 4, name: 'B2', order: 4, fullName: 'Upper-Intermediate', color: '#4263eb' },
  { id: 5, name: 'C1', order: 5, fullName: 'Advanced', color: '#ae3ec9' },
  { id: 6, name: 'C2', order: 6, fullName: 'Proficiency', color: '#e03131' },
] as const;

export async function seedReferenceData(db: Db): Promise<void> {
  await db
    .insert(languageLevels)
    .values([...LEVELS])
    .onConflictDoNothing();
}
