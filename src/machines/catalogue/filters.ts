import type { Category, CatalogueSelection, Lesson, LevelGroup } from './types.ts';

/**
 * Pure catalogue rules (SPEC §5, §9): category descendants, level groups, topic keywords, title
 * search and the per-category rows. No React, no fetch: the machine and the UI both use these.
 */

export const LEVEL_GROUPS: Record<LevelGroup, readonly number[]> = {
  beginner: [1, 2],
  intermediate: [3, 4],
  advanced: [5, 6],
};
export const ALL_LEVELS = [1, 2, 3, 4, 5, 6] as const;

/** SPEC §3: levels A1..C2 (order 1..6), their full names and fixed colours. */
export const LEVELS: Record<number, { code: string; fullName: string; color: string }> = {
  1: { code: 'A1', fullName: 'Beginner', color: '#2f9e44' },
  2: { code: 'A2', fullName: 'Elementary', color: '#66a80f' },
  3: { code: 'B1', fullName: 'Intermediate', color: '#1c7ed6' },
  4: { code: 'B2', fullName: 'Upper-Intermediate', color: '#4263eb' },
  5: { code: 'C1', fullName: 'Advanced', color: '#ae3ec9' },
  6: { code: 'C2', fullName: 'Proficiency', color: '#e03131' },
};

/** SPEC §9: topic tiles match top-level categories by these keywords. */
export const TOPICS = [
  { key: 'travel', keywords: ['travel'] },
  { key: 'education', keywords: ['education'] },
  { key: 'work', keywords: ['work'] },
  { key: 'health', keywords: ['health'] },
  { key: 'newsTechnology', keywords: ['news', 'technology'] },
  { key: 'leisure', keywords: ['leisure'] },
  { key: 'dailyLife', keywords: ['daily life', 'daily-life'] },
] as const;
export type TopicKey = (typeof TOPICS)[number]['key'];

/** The category and all of its descendants, however deep (cycles in bad data are cut). */
export function withDescendants(categories: Category[], id: number): number[] {
  const out = new Set<number>([id]);
  let frontier = [id];
  while (frontier.length) {
    const next = categories.filter((c) => c.parent !== null && frontier.includes(c.parent) && !out.has(c.id));
    next.forEach((c) => out.add(c.id));
    frontier = next.map((c) => c.id);
  }
  return [...out];
}

export function ancestorsOf(categories: Category[], id: number): number[] {
  const out: number[] = [];
  let current = categories.find((c) => c.id === id);
  while (current?.parent != null && !out.includes(current.parent)) {
    out.push(current.parent);
    current = categories.find((c) => c.id === current!.parent);
  }
  return out;
}

export function topLevelOf(categories: Category[], id: number | null): number | null {
  if (id === null) return null;
  const ancestors = ancestorsOf(categories, id);
  return ancestors.length ? ancestors[ancestors.length - 1]! : id;
}

const sorted = (ids: Iterable<number>) => [...new Set(ids)].sort((a, b) => a - b);

/**
 * Selecting a category selects all its descendants; deselecting removes it, its descendants and
 * its ancestors (a selected parent would otherwise still include it).
 */
export function toggleCategory(categories: Category[], selected: number[], id: number): number[] {
  const family = withDescendants(categories, id);
  if (selected.includes(id)) {
    const drop = new Set([...family, ...ancestorsOf(categories, id)]);
    return sorted(selected.filter((c) => !drop.has(c)));
  }
  return sorted([...selected, ...family]);
}

export function toggleLevel(levels: number[], level: number): number[] {
  return levels.includes(level) ? levels.filter((l) => l !== level) : sorted([...levels, level]);
}

export function isGroupActive(levels: number[], group: LevelGroup): boolean {
  return LEVEL_GROUPS[group].every((l) => levels.includes(l));
}

export function toggleLevelGroup(levels: number[], group: LevelGroup): number[] {
  const members = LEVEL_GROUPS[group];
  return isGroupActive(levels, group)
    ? levels.filter((l) => !members.includes(l))
    : sorted([...levels, ...members]);
}

/** The top-level category of a topic tile, by keyword in its slug or English name. */
export function categoryOfTopic(categories: Category[], topic: TopicKey): Category | null {
  const keywords = TOPICS.find((t) => t.key === topic)!.keywords;
  const matches = (c: Category) => {
    const hay = `${c.slug ?? ''} ${c.names?.en ?? c.name}`.toLowerCase().replace(/&/g, 'and');
    return keywords.some((k) => hay.includes(k));
  };
  return categories.find((c) => c.parent === null && matches(c)) ?? null;
}

/** SPEC §5: a case-insensitive substring match on the video name. */
export function matchesTitle(lesson: Lesson, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  return !needle || lesson.video.name.toLocaleLowerCase().includes(needle);
}

export interface CategoryRow {
  /** Top-level category id, or 0 for lessons without a category. */
  id: number;
  lessons: Lesson[];
}

/** Lessons listed per top-level category, in the categories' order, lessons by id. */
export function rowsOf(categories: Category[], lessons: Lesson[]): CategoryRow[] {
  const rows = new Map<number, Lesson[]>();
  for (const lesson of lessons) {
    const top = topLevelOf(categories, lesson.video.category) ?? 0;
    (rows.get(top) ?? rows.set(top, []).get(top)!).push(lesson);
  }
  const order = categories.filter((c) => c.parent === null).map((c) => c.id);
  return [...rows.entries()]
    .sort(([a], [b]) => {
      const ia = order.indexOf(a);
      const ib = order.indexOf(b);
      return (ia < 0 ? Infinity : ia) - (ib < 0 ? Infinity : ib) || a - b;
    })
    .map(([id, list]) => ({ id, lessons: list }));
}

export function hasFilters(selection: CatalogueSelection): boolean {
  return selection.categories.length > 0 || selection.levels.length > 0;
}

/** Parses `selectedLevel` ("2" or "1,2,3") into level numbers 1..6. */
export function parseLevels(raw: string | null | undefined): number[] {
  if (!raw) return [];
  return sorted(
    raw
      .split(',')
      .map((s) => Number(s.trim()))
      .filter((n) => Number.isInteger(n) && n >= 1 && n <= 6),
  );
}
