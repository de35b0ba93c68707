import { loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { seedDatabase } from './seed.ts';
import { loadEngine } from './language/translate.ts';
import { warmGrader } from './quiz/grading.ts';

const SHUTDOWN_TIMEOUT_MS = 10_000;

const config = loadConfig();
const app = await buildApp(config);
if (config.seedDemo) await seedDatabase(app.db, app.log);

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // A request that never ends must not keep the process alive forever.
    setTimeout(() => {
      app.log.error('shutdown took longer than 10 s: exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    // close() stops accepting, waits for in-flight requests, then runs onClose (database).
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

// The language engine (dictionaries, tagger) takes seconds of CPU to build and blocks the event
// loop meanwhile: built before listening, so no request waits behind it (the fuzzer saw 5-11 s
// stalls right after start when it was built after listening).
await loadEngine();
// The grader likewise (WordNet indexes, lemmatiser, word vectors): once here, not on the first answer.
warmGrader();
await app.listen({ port: config.port, host: config.host });
app.log.info(`Lingvo Lessons is running at ${config.publicUrl}`);
console.log(`\n  Open ${config.publicUrl} in your browser.\n`);
