import { and, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { languageLevels, videoLessons } from '../db/schema/index.ts';
import { findLessonListPage } from './lesson-queries.ts';

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
 * filters select and how many there are. One statement ranks the selected lessons within their row
 * (a window over the lessons with their category's root), a second builds the picked lessons' JSON
 * (cached per lesson and row version, as the list's).
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
  const result = await db.execute(sql`
    with recursive roots(id, root, position) as (
      select id, id, position from video_categories where parent_id is null
      union
      select c.id, r.root, r.position from video_categories c join roots r on c.parent_id = r.id
    ),
    ranked as (
      select ${videoLessons.id} as id, coalesce(roots.root, 0) as root,
        coalesce(roots.position, 2147483647) as position,
        row_number() over (partition by coalesce(roots.root, 0) order by ${videoLessons.id}) as rank,
        count(*) over (partition by coalesce(roots.root, 0)) as n
      from ${videoLessons} left join roots on roots.id = ${videoLessons.categoryId}
      where ${and(...filterParts(opts.filter))}
    )
    select id, root, n from ranked where rank <= ${opts.perRow}
    order by (root = 0), position, root, id`);
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
