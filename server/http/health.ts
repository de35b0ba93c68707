import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';

const HEALTHY = { status: 'ok' } as const;

/** GET /api/v1/health/: a constant answer for load balancers (and the benchmark's baseline). */
const routes: FastifyPluginAsync = async (app) => {
  app.get(
    '/health/',
    {
      schema: {
        tags: ['platform'],
        summary: 'Liveness check',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => HEALTHY,
  );
};
export default routes;
