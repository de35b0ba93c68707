import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI document at /api/schema/ and a browsable UI at /api/docs/ (assets served locally). */
export const openApiPlugin = fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Lingvo Lessons API',
        version: '1.0.0',
        description: 'Video lessons, vocabulary, tests and dialogues.',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/schema/', { schema: { hide: true } }, async () => app.swagger());
});
