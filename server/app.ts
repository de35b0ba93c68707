import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import fastifyCookie from '@fastify/cookie';
import fastifyCompress from '@fastify/compress';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { installErrorHandler } from './http/errors.ts';
import { csrfPlugin } from './http/csrf.ts';
import { clientErrorHandler, installRequestGuards } from './http/guards.ts';
import { securityPlugin } from './http/security.ts';
import { openApiPlugin } from './http/openapi.ts';
import { logSerializers } from './http/logging.ts';
import healthRoutes from './http/health.ts';
import { closeConnectionsWhenClosing } from './http/shutdown.ts';
import profileRoutes from './learner/profile.ts';
import { createMailer } from './mail.ts';
import { CataloguePageCache } from './catalogue/page-cache.ts';
import { sessionPlugin } from './auth/session.ts';
import authRoutes from './auth/routes.ts';
import referenceRoutes from './catalogue/reference.ts';
import lessonRoutes from './catalogue/lessons.ts';
import learnerRoutes from './learner/routes.ts';
import languageRoutes from './language/routes.ts';
import quizRoutes from './quiz/routes.ts';
import dialogueRoutes from './dialogue/routes.ts';
import mediaRoutes, { defaultMediaStorage } from './media/routes.ts';
import staffRoutes from './staff/routes.ts';
import web from './web.ts';
import { repositoryPlugin } from './http/repository.ts';
import { createCatalogueRepository } from './catalogue/repository.ts';
import { createLearnerRepository } from './learner/repository.ts';
import { createDialogueRepository } from './dialogue/repository.ts';
import { createQuizRepository } from './quiz/repository.ts';
import { createLanguageRepository } from './language/repository.ts';
import { createStaffRepository } from './staff/repository.ts';
import './types.ts';

export const LOG_REDACT = [
  'req.headers.cookie',
  'req.headers["x-csrftoken"]',
  'req.headers["x-password-reset-key"]',
  'req.headers["x-email-verification-key"]',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
];

/**
 * Builds the whole server: infrastructure plugins first (database, cookies, security, session,
 * CSRF), then the feature routes, then the web app. `database` may be passed in (tests share one).
 */
export async function buildApp(
  config: AppConfig,
  opts: { database?: Database; logger?: boolean; logStream?: DestinationStream } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: { paths: LOG_REDACT, censor: '[redacted]' },
            serializers: logSerializers,
            ...(opts.logStream ? { stream: opts.logStream } : {}),
          },
    bodyLimit: 64 * 1024,
    // Slow or silent clients cannot hold connections (issue 13, finding 2): headers and the whole
    // request must arrive in time, idle sockets close, and the number of connections is bounded.
    requestTimeout: config.limits.requestTimeoutMs,
    connectionTimeout: config.limits.idleTimeoutMs,
    keepAliveTimeout: config.limits.keepAliveTimeoutMs,
    http: {
      headersTimeout: config.limits.headersTimeoutMs,
      requestTimeout: config.limits.requestTimeoutMs,
      connectionsCheckingInterval: config.limits.checkIntervalMs,
    },
    trustProxy: process.env.TRUST_PROXY === '1',
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.server.maxConnections = config.limits.maxConnections;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database =
    opts.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('mailer', createMailer(config, app.log));
  app.decorate('media', defaultMediaStorage(config.dataDir || undefined));
  if (!opts.database) app.addHook('onClose', async () => database.close());
  // Whole anonymous catalogue pages, kept until the catalogue changes (LISTEN on the database).
  const cataloguePages = new CataloguePageCache();
  await cataloguePages.start(database);
  app.decorate('cataloguePages', cataloguePages);
  app.addHook('onClose', () => cataloguePages.stop());

  installErrorHandler(app);
  closeConnectionsWhenClosing(app);
  await app.register(fastifyCookie);
  installRequestGuards(app);
  // JSON and pages over 1 kB go out compressed to clients that accept it (brotli at quality 1, or
  // gzip), in one synchronous call up to 1 MiB. Measured on a signed-in catalogue page of 66 kB:
  // quality 1 takes 0.2 ms for 15.5 kB, quality 4 0.6 ms for 13.9 kB, and the stream path cost
  // ten times the CPU. Built assets are compressed at build time and served as they are
  // (web.ts); media is not compressible; anonymous catalogue pages come with their bodies compressed
  // once (catalogue/page-cache.ts).
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    syncThreshold: 1024 * 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } },
  });
  await app.register(securityPlugin, { https: config.publicUrl.startsWith('https:') });
  await app.register(openApiPlugin);
  await app.register(sessionPlugin);
  await app.register(csrfPlugin, { publicUrl: config.publicUrl });

  // Each feature's data as a repository decorated on the instance (http/repository.ts): routes stay
  // thin, and a feature reaches another's data only through these (dialogue → learner progress).
  await app.register(
    repositoryPlugin('catalogueRepository', (app) => createCatalogueRepository(app.db, app.cataloguePages)),
  );
  await app.register(
    repositoryPlugin('learnerRepository', (app) => createLearnerRepository(app.db, app.catalogueRepository)),
  );
  await app.register(
    repositoryPlugin('dialogueRepository', (app) => createDialogueRepository(app.db, app.learnerRepository)),
  );
  await app.register(repositoryPlugin('quizRepository', (app) => createQuizRepository(app.db)));
  await app.register(repositoryPlugin('languageRepository', (app) => createLanguageRepository(app.db)));
  await app.register(repositoryPlugin('staffRepository', (app) => createStaffRepository(app.db, app.media)));

  await app.register(authRoutes, { prefix: '/api/_allauth/browser/v1' });
  await app.register(referenceRoutes, { prefix: '/api/v1' });
  await app.register(healthRoutes, { prefix: '/api/v1' });
  await app.register(profileRoutes, { prefix: '/api/v1' });
  await app.register(lessonRoutes, { prefix: '/api/v1' });
  await app.register(learnerRoutes, { prefix: '/api/v1' });
  await app.register(languageRoutes, { prefix: '/api/v1' });
  await app.register(quizRoutes, { prefix: '/api/v1' });
  await app.register(dialogueRoutes, { prefix: '/api/v1' });
  await app.register(staffRoutes, { prefix: '/api/v1' });
  await app.register(mediaRoutes);
  await app.register(web, { root: config.webDist });
  return app;
}
