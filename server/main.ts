import { loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { seedDatabase } from './seed.ts';

const config = loadConfig();
const app = await buildApp(config);
if (config.seedDemo) await seedDatabase(app.db, app.log);

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
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

await app.listen({ port: config.port, host: config.host });
app.log.info(`Lingvo Lessons is running at ${config.publicUrl}`);
console.log(`\n  Open ${config.publicUrl} in your browser.\n`);
