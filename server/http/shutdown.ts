import type { FastifyInstance } from 'fastify';

/**
 * Graceful shutdown: once close() has begun, every response still being sent asks the client to
 * close its connection. Without this a keep-alive connection that was busy when close() began
 * stays open until Fastify's keep-alive timeout (72 s) and holds the shutdown up.
 */
export function closeConnectionsWhenClosing(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
}
