import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/**
 * A feature's repository as a plugin decorated on the instance (the pattern of fastify/demo):
 * `app.register(repositoryPlugin('quizRepository', (app) => createQuizRepository(app.db)))`, then
 * routes reach their data through `app.quizRepository` and hold no SQL. The name is declared on
 * FastifyInstance beside the repository (`declare module 'fastify'`). Registered once at the root
 * (fastify-plugin), so every feature's routes see it; a second registration is refused by name.
 */
export function repositoryPlugin<K extends keyof FastifyInstance & string>(
  name: K,
  create: (app: FastifyInstance) => FastifyInstance[K],
) {
  return fp(
    async (app: FastifyInstance) => {
      // A repository is an object, never a getter/setter pair: decorate's overloads cannot see that.
      app.decorate(name, create(app) as never);
    },
    { name, fastify: '5.x' },
  );
}
