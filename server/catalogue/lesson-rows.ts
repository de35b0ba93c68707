import { and, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { languageLevels, videoLessons } from '../db/schema/index.ts';
import { findLessonListPage } from '../learner/lesson-queries.ts';

/** What the home page's rows are filtered by (the same filters as the list, SPEC §4 and §5). */
export interface RowsFilter {
  categories?: number[];
  levels?: number[];
  search?: string;
}

export interface LessonRows {
  /** In the order of the top-level categories (position, id); lessons without a category last (id 0). */
  rows: { category: number; count: number; ids: number[] }[];
  /** Each listed lesson as JSON chunks (public JSON, learner fields), by id. */
  items: Map<number, Buffer[]>;
  learnerFree: boolean;
}

const idArray = (ids: number[]) => sql`string_to_array(${ids.join(',')}, ',')::int[]`;

function filterParts(filter: RowsFilter): SQL[] {
  const parts: SQL[] = [sql`${videoLessons.published}`];
  if (filter.categories?.length)
    parts.push(sql`${videoLessons.categoryId} in (with recursive picked(id) as (
      select id from video_categories where id = any(${idArray(filter.categories)})
      union select c.id from video_categories c join picked on c.parent_id = picked.id
    ) select id from picked)`);
  if (filter.levels?.length)
    parts.push(
      sql`${videoLessons.levelId} in (select ${languageLevels.id} from ${languageLevels} where ${languageLevels.order} = any(${idArray(filter.levels)}))`,
    );
  if (filter.search) parts.push(sql`strpos(lower(${videoLessons.name}), lower(${filter.search})) > 0`);
  return parts;
}

/**
 * The home page in one read: per top-level category (a row), the first `perRow` lessons (by id) the
 * filters select and how many there are. One statement counts the selected lessons per row and
 * picks each row's first ones, a second builds the picked lessons' JSON (cached per lesson and row
 * version, as the list's).
 */
export async function findLessonRows(
  db: Db,
  opts: {
    filter: RowsFilter;
    perRow: number;
    userId: number | null;
    origin: string;
    mediaUrl: (key: string) => string;
  },
): Promise<LessonRows> {
  const where = and(...filterParts(opts.filter));
  // Counts per row in one hash aggregate (no sort of every match), then each row's first lessons by
  // the primary key's order, which stops after `perRow` matches.
  const result = await db.execute(sql`
    with recursive roots(id, root, position) as (
      select id, id, position from video_categories where parent_id is null
      union
      select c.id, r.root, r.position from video_categories c join roots r on c.parent_id = r.id
    ),
    counted as (
      select coalesce(roots.root, 0) as root, min(coalesce(roots.position, 2147483647)) as position,
        count(*) as n
      from ${videoLessons} left join roots on roots.id = ${videoLessons.categoryId}
      where ${where}
      group by 1
    )
    select first.id, counted.root, counted.n from counted cross join lateral (
      select ${videoLessons.id} as id
      from ${videoLessons} left join roots on roots.id = ${videoLessons.categoryId}
      where ${where} and coalesce(roots.root, 0) = counted.root
      order by ${videoLessons.id} limit ${opts.perRow}
    ) first
    order by (counted.root = 0), counted.position, counted.root, first.id`);
  const rows: LessonRows['rows'] = [];
  type Ranked = { id: number | string; root: number | string; n: number | string };
  for (const r of (result as unknown as { rows: Ranked[] }).rows) {
    const root = Number(r.root);
    let row = rows.at(-1);
    if (!row || row.category !== root) rows.push((row = { category: root, count: Number(r.n), ids: [] }));
    row.ids.push(Number(r.id));
  }
  const ids = rows.flatMap((r) => r.ids);
  const items = new Map<number, Buffer[]>();
  if (!ids.length) return { rows, items, learnerFree: true };
  const page = await findLessonListPage(db, {
    filter: { ids },
    userId: opts.userId,
    limit: ids.length,
    offset: 0,
    origin: opts.origin,
    mediaUrl: opts.mediaUrl,
  });
  page.ids.forEach((id, i) => items.set(id, page.items[i]!));
  // A lesson deleted between the two reads leaves its row.
  for (const row of rows) row.ids = row.ids.filter((id) => items.has(id));
  return { rows, items, learnerFree: page.learnerFree };
}

const OPEN = Buffer.from('{"rows":[');
const CLOSE = Buffer.from(']}');
const COMMA = Buffer.from(',');
const ROW_END = Buffer.from(']}');

/**
 * `{"rows":[{"category":…,"count":…,"results":[…]},…]}` as UTF-8, and where each lesson lies in it
 * (`[item start, learner fields start, end)`, in the order of `ids`) so the page cache can lay a
 * learner's own fields over the shared body.
 */
export function rowsJson(found: LessonRows): {
  body: Buffer;
  ids: number[];
  slots: [number, number, number][];
} {
  const chunks: Buffer[] = [OPEN];
  let at = OPEN.length;
  const push = (chunk: Buffer) => {
    chunks.push(chunk);
    at += chunk.length;
  };
  const ids: number[] = [];
  const slots: [number, number, number][] = [];
  found.rows.forEach((row, r) => {
    if (r) push(COMMA);
    push(Buffer.from(`{"category":${row.category},"count":${row.count},"results":[`));
    row.ids.forEach((id, i) => {
      if (i) push(COMMA);
      const item = found.items.get(id)!;
      const start = at;
      item.forEach(push);
      slots.push([start, at - item.at(-1)!.length, at]);
      ids.push(id);
    });
    push(ROW_END);
  });
  push(CLOSE);
  return { body: Buffer.concat(chunks), ids, slots };
}
