import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/**
 * The staff console's API (/api/v1/staff/...). Every route is staff only: 401 for a visitor,
 * 403 for a signed-in learner who is not staff (`npm run admin -- make-staff EMAIL`).
 */
const routes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.addHook('preHandler', app.requireStaff);

  app.get(
    '/staff/me/',
    { schema: { tags: ['staff'], summary: 'The signed-in staff member (a check the staff pages make)' } },
    async (request) => ({ id: request.user!.id, username: request.user!.username, is_staff: true }),
  );
};

export default routes;
