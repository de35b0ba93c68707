import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { inboxRoutes, reportRoutes } from './reports.ts';
import lessonRoutes from './lessons.ts';
import sceneRoutes from './scene.ts';
import { staffMe } from '../../src/api-contract/staff.ts';

/**
 * The staff console's API (/api/v1/staff/...), every route staff only: 401 for a visitor, 403 for a
 * signed-in learner who is not staff (`npm run admin -- make-staff EMAIL`). Also the one public
 * route that feeds it: POST /api/v1/qa/reports/ ("Report a problem").
 */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(reportRoutes);
  await app.register(async (base) => {
    const staff = base.withTypeProvider<ZodTypeProvider>();
    staff.addHook('preHandler', staff.requireStaff);
    staff.get(
      '/staff/me/',
      {
        schema: {
          tags: ['staff'],
          summary: 'The signed-in staff member (a check the staff pages make)',
          response: { 200: staffMe },
        },
      },
      async (request) => ({
        id: request.user!.id,
        username: request.user!.username,
        is_staff: true as const,
      }),
    );
    await staff.register(inboxRoutes);
    await staff.register(lessonRoutes);
    await staff.register(sceneRoutes);
  });
};

export default routes;
