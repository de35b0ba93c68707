import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ReportListRow } from './repository.ts';
import { detailError } from '../../src/api-contract/common.ts';
import {
  reportCreated,
  reportDetail,
  reportLogFile,
  reportMachines,
  reportPage,
  reportState,
} from '../../src/api-contract/staff.ts';
import { createRateLimiter } from '../auth/ratelimit.ts';
import { pageQuery, paginated, sendInvalidPage } from '../http/paging.ts';

/** The largest report body accepted (description + event log), checked by Fastify while reading. */
export const REPORT_BODY_LIMIT = 1024 * 1024;
/** What the client sends at most: the last 15 minutes or 2,000 records of the tab's log. */
export const REPORT_MAX_RECORDS = 2000;
export const REPORT_MAX_ACTORS = 2000;

const logSchema = z.object({
  format: z.literal(1),
  startedAt: z.number().finite(),
  actors: z
    .array(
      z
        .object({
          key: z.string().max(200),
          id: z.string().max(200),
          machine: z.string().max(100).optional(),
        })
        .loose(),
    )
    .max(REPORT_MAX_ACTORS),
  records: z
    .array(
      z.object({ kind: z.enum(['event', 'snapshot']), t: z.number(), actor: z.string().max(200) }).loose(),
    )
    .max(REPORT_MAX_RECORDS),
});

/** PostgreSQL text and jsonb cannot hold U+0000. */
const noNul = (s: string) => s.replaceAll('\u0000', '');
/** A `\u0000` escape in JSON text (not one whose backslash is itself escaped). */
const ESCAPED_NUL = /(?<!\\)((?:\\\\)*)\\u0000/g;
const reportBody = z.object({
  description: z
    .string()
    .transform(noNul)
    .pipe(z.string().trim().min(1, 'Please describe the problem.').max(5000)),
  page: z.string().transform(noNul).pipe(z.string().trim().min(1).max(2000)),
  app_version: z.string().transform(noNul).pipe(z.string().trim().min(1).max(64)),
  log: logSchema.nullable().optional(),
});

const dbId = z.coerce.number().int().min(1).max(2_147_483_647);

/** The report as the inbox lists it (no log). */
function listJson(row: ReportListRow) {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    description: row.description,
    page: row.page,
    app_version: row.appVersion,
    machines: row.machines,
    record_count: row.recordCount,
    log_bytes: row.logBytes,
    state: row.state,
    reporter: row.reporter,
  };
}

/** POST /api/v1/qa/reports/: anyone may report (rate-limited per IP). */
export const reportRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const limiter = createRateLimiter(app.db, app.config.rateLimits);

  app.post(
    '/qa/reports/',
    {
      bodyLimit: REPORT_BODY_LIMIT,
      schema: {
        tags: ['qa'],
        summary:
          "Report a problem: description, page, app version and the tab's event log (≤ 1 MiB, ≤ 2,000 records)",
        body: reportBody,
        response: { 201: reportCreated, 429: detailError },
      },
    },
    async (request, reply) => {
      if (!(await limiter.consume('reportProblem', { ip: request.ip })).ok)
        return reply.code(429).send({ detail: 'Too many reports. Please try again later.' });
      const { description, page, app_version: appVersion } = request.body;
      const logText = request.body.log ? JSON.stringify(request.body.log).replace(ESCAPED_NUL, '$1') : null;
      const log = logText ? (JSON.parse(logText) as z.infer<typeof logSchema>) : null;
      const machines = [
        ...new Set((log?.actors ?? []).map((a) => a.machine).filter((m): m is string => Boolean(m))),
      ].sort();
      const id = await app.staffRepository.reports.add({
        userId: request.user?.id ?? null,
        description,
        page,
        appVersion,
        userAgent: (request.headers['user-agent'] ?? '').slice(0, 500),
        machines,
        recordCount: log?.records.length ?? 0,
        logBytes: logText ? Buffer.byteLength(logText) : 0,
        log,
      });
      return reply.code(201).send({ id });
    },
  );
};

/** The staff inbox (registered under the staff-only hook). */
export const inboxRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const reports = app.staffRepository.reports;

  app.get(
    '/staff/reports/',
    {
      schema: {
        tags: ['staff'],
        summary: 'Problem reports, newest first; filter by page (contains), machine and state',
        querystring: z.object({
          page_contains: z.string().max(200).optional(),
          machine: z.string().max(100).optional(),
          state: z.enum(['open', 'resolved']).optional(),
          ...pageQuery,
        }),
        response: { 200: reportPage, 404: detailError },
      },
    },
    async (request, reply) => {
      const { page, page_size: pageSize, page_contains: pageContains, machine, state } = request.query;
      const found = await reports.list(
        { pageContains, machine, state },
        { limit: pageSize, offset: (page - 1) * pageSize },
      );
      if (!found.rows.length && page > 1) return sendInvalidPage(reply);
      return paginated(request, page, pageSize, found.count, found.rows.map(listJson));
    },
  );

  app.get(
    '/staff/reports/machines/',
    {
      schema: {
        tags: ['staff'],
        summary: 'The machines that appear in any report (for the filter)',
        response: { 200: reportMachines },
      },
    },
    async () => reports.machines(),
  );

  app.get(
    '/staff/reports/:id/',
    {
      schema: {
        tags: ['staff'],
        summary: 'One report with its event log',
        params: z.object({ id: dbId }),
        response: { 200: reportDetail, 404: detailError },
      },
    },
    async (request, reply) => {
      const row = await reports.find(request.params.id);
      if (!row) return reply.code(404).send({ detail: 'Not found.' });
      return {
        ...listJson(row),
        user_agent: row.userAgent,
        resolved_at: row.resolvedAt?.toISOString() ?? null,
        log: row.log,
      };
    },
  );

  app.get(
    '/staff/reports/:id/log/',
    {
      schema: {
        tags: ['staff'],
        summary: "The report's event log as a file for `npm run replay -- FILE`",
        params: z.object({ id: dbId }),
        response: { 200: reportLogFile, 404: detailError },
      },
    },
    async (request, reply) => {
      const log = await reports.log(request.params.id);
      if (!log) return reply.code(404).send({ detail: 'Not found.' });
      return reply
        .header('content-type', 'application/json')
        .header('content-disposition', `attachment; filename="lingvo-report-${request.params.id}.json"`)
        .send(JSON.stringify(log, null, 1));
    },
  );

  app.patch(
    '/staff/reports/:id/',
    {
      schema: {
        tags: ['staff'],
        summary: 'Mark a report resolved, or open again',
        params: z.object({ id: dbId }),
        body: z.object({ state: z.enum(['open', 'resolved']) }),
        response: { 200: reportState, 404: detailError },
      },
    },
    async (request, reply) => {
      const row = await reports.setState(request.params.id, request.body.state, request.user!.id);
      if (!row) return reply.code(404).send({ detail: 'Not found.' });
      return { id: row.id, state: row.state, resolved_at: row.resolvedAt?.toISOString() ?? null };
    },
  );
};
