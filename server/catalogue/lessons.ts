import type { FastifyPluginAsync } from 'fastify';

/** Placeholder: routes of this feature are added by its issue. */
const routes: FastifyPluginAsync = async () => {};
export default routes;
