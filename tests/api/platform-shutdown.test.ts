import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openTestDatabase } from './support.ts';

describe('graceful shutdown', () => {
  it('close() finishes the request in flight, refuses new ones, and then stops', async () => {
    const database = await openTestDatabase();
    const app = await buildApp(loadConfig({}, { rateLimits: false, webDist: '/nonexistent', dataDir: '' }), {
      database,
      logger: false,
    });
    // A slow call, added for this test only, stands for a request the server is busy with.
    let started!: () => void;
    const isRunning = new Promise<void>((resolve) => (started = resolve));
    app.get('/api/v1/test-slow/', async () => {
      started();
      await new Promise((r) => setTimeout(r, 400));
      return { done: true };
    });
    app.addHook('onClose', async () => database.close());
    const address = await app.listen({ port: 0, host: '127.0.0.1' });

    const inFlight = fetch(`${address}/api/v1/test-slow/`).then(async (r) => ({
      status: r.status,
      body: await r.json(),
    }));
    await isRunning;
    const closeStarted = Date.now();
    const closing = app.close();
    const late = await fetch(`${address}/api/v1/health/`).then(
      (r) => r.status,
      () => 'refused',
    );
    expect(await inFlight).toEqual({ status: 200, body: { done: true } });
    expect([503, 'refused']).toContain(late);
    await closing;
    // Not held up by the keep-alive connection of the request that was in flight (72 s timeout).
    expect(Date.now() - closeStarted).toBeLessThan(10_000);
  }, 120_000);
});
