import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profile, profilePatch } from '../../src/api-contract/learner.ts';

const tags = ['profile'];

/**
 * SPEC §7: GET/PATCH /api/v1/user-profile/current, the signed-in learner's interface language.
 * Anonymous callers get 401; a language outside en, uk, pl gets 400 and changes nothing.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user-profile/current',
    {
      onRequest: app.requireUser,
      schema: { tags, summary: "The learner's profile", response: { 200: profile } },
    },
    async (request) => ({ language: request.user!.language }),
  );

  app.patch(
    '/user-profile/current',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "Change the learner's interface language",
        body: profilePatch,
        response: { 200: profile },
      },
    },
    async (request) => {
      const user = request.user!;
      const language = request.body.language;
      if (language && language !== user.language) {
        await app.learnerRepository.setLanguage(user.id, language);
        user.language = language;
      }
      return { language: user.language };
    },
  );
};
export default routes;
