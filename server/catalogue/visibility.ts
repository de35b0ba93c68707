import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { videoLessons } from '../db/schema/index.ts';

/** Who asks: staff see drafts (the console's preview); visitors and learners never do. */
export type Viewer = { isStaff: boolean } | null | undefined;

interface Drafts {
  version: number;
  ids: ReadonlySet<number>;
  /** Media keys of drafts that no published lesson uses too. */
  media: ReadonlySet<string>;
}

/** The catalogue version, as the page cache keeps it (moves on every NOTIFY of the lesson tables). */
export interface CatalogueVersion {
  readonly version: number;
  readonly enabled: boolean;
}

/**
 * Which lessons are drafts (issue 19: imported lessons before review, `published` false), the one
 * rule every lesson-scoped route asks: a draft is answered for a visitor or a learner exactly as a
 * lesson that does not exist, and staff still use it (the console's preview).
 *
 * Drafts are few, so their ids and media keys are read in one statement and kept until the
 * catalogue changes (the video_lessons NOTIFY moves the page cache's version); while the listener
 * is down (a change could be missed) they are read again on every question.
 */
export function createLessonVisibility(db: Db, catalogue: CatalogueVersion) {
  let kept: Drafts | null = null;
  let loading: Promise<Drafts> | null = null;
  /** Moves on `forget`: a read begun before is not kept. */
  let generation = 0;

  async function read(version: number): Promise<Drafts> {
    const rows = await db
      .select({
        id: videoLessons.id,
        keys: sql<
          (string | null)[]
        >`array[${videoLessons.videoFile}, ${videoLessons.poster}, ${videoLessons.thumbnail}]`,
      })
      .from(videoLessons)
      .where(sql`not ${videoLessons.published}`);
    const keys = rows.flatMap((r) => r.keys.filter((k): k is string => Boolean(k)));
    // A file a published lesson uses too (the same video imported twice) stays public.
    const shared = keys.length
      ? await db
          .select({ key: sql<string>`k` })
          .from(
            sql`(select unnest(array[${videoLessons.videoFile}, ${videoLessons.poster}, ${videoLessons.thumbnail}]) as k
              from ${videoLessons} where ${videoLessons.published}) as published_keys`,
          )
          .where(
            sql`k in (${sql.join(
              keys.map((k) => sql`${k}`),
              sql`, `,
            )})`,
          )
      : [];
    const open = new Set(shared.map((r) => r.key));
    return {
      version,
      ids: new Set(rows.map((r) => r.id)),
      media: new Set(keys.filter((k) => !open.has(k))),
    };
  }

  async function drafts(): Promise<Drafts> {
    const version = catalogue.version;
    if (!catalogue.enabled) return read(version);
    if (kept && kept.version === version) return kept;
    if (!loading) {
      const begun = generation;
      loading = read(version)
        .then((found) => {
          if (catalogue.enabled && found.version === catalogue.version && begun === generation) kept = found;
          return found;
        })
        .finally(() => {
          loading = null;
        });
    }
    const found = await loading;
    // Read at an older version, or before a forget: read again.
    return kept === found ? found : read(version);
  }

  return {
    /** Is this lesson a draft (whoever asks)? */
    async isDraft(lessonId: number): Promise<boolean> {
      return (await drafts()).ids.has(lessonId);
    },
    /** Must this lesson be answered as "not found" for this viewer (a draft, and not staff)? */
    async hidden(lessonId: number, viewer: Viewer): Promise<boolean> {
      if (viewer?.isStaff) return false;
      return (await drafts()).ids.has(lessonId);
    },
    /** Is this media key a draft's file (a video, poster or thumbnail no published lesson uses)? */
    async isDraftMedia(key: string): Promise<boolean> {
      return (await drafts()).media.has(key);
    },
    /** Forgets the kept drafts (this instance changed a lesson's state; the NOTIFY follows). */
    forget(): void {
      generation++;
      kept = null;
    },
  };
}
export type LessonVisibility = ReturnType<typeof createLessonVisibility>;

type NotFound = (request: FastifyRequest, reply: FastifyReply) => unknown;

/** The answer for a lesson that does not exist, as most lesson routes give it. */
export const notFound: NotFound = (_request, reply) => reply.code(404).send({ detail: 'Not found.' });

/**
 * A preHandler for a lesson-scoped route: when the lesson `lessonOf` names is a draft and the
 * caller is not staff, the route answers `answer` (its own "no such lesson" answer) and the
 * handler does not run. Put it after `requireUser` where the route needs a learner, so a visitor
 * gets 401 as for any lesson id.
 */
export function hideDrafts(
  app: FastifyInstance,
  lessonOf: (request: FastifyRequest) => number | null | undefined,
  answer: NotFound = notFound,
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (reply.sent) return;
    const id = lessonOf(request);
    if (id == null) return;
    if (await app.catalogueRepository.visibility.hidden(id, request.user)) await answer(request, reply);
  };
}

/** `request.params.id` of a route whose params schema has a numeric id. */
export const lessonParam = (request: FastifyRequest) => (request.params as { id?: number }).id;
