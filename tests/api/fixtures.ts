import { afterAll, beforeAll } from 'vitest';
import { seedCatalogue } from './catalogue-fixtures.ts';
import { startTestApp, type TestApp } from './support.ts';

/** The test app of a describe block, with the lessons of seedCatalogue. */
export interface CatalogueApp extends TestApp {
  readonly lessons: { id: number }[];
}

/**
 * Starts the real app on a fresh database seeded with seedCatalogue before the tests of the
 * calling describe block, and closes it after them. Read its fields inside tests only: they
 * exist once beforeAll has run (reading them earlier throws).
 */
export function catalogueApp(): CatalogueApp {
  let started: { t: TestApp; lessons: { id: number }[] } | undefined;
  beforeAll(async () => {
    const t = await startTestApp();
    started = { t, lessons: (await seedCatalogue(t.database.db)).lessons };
  });
  afterAll(async () => started?.t.close());
  const get = () => {
    if (!started) throw new Error('catalogueApp(): read inside a test, after beforeAll has run');
    return started;
  };
  return {
    get app() {
      return get().t.app;
    },
    get database() {
      return get().t.database;
    },
    get config() {
      return get().t.config;
    },
    get lessons() {
      return get().lessons;
    },
    close: () => get().t.close(),
  };
}
