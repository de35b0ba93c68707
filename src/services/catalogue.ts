import { api as defaultApi, type ApiClient } from './api.ts';
import { storage } from './storage.ts';
import type { Page as ContractPage } from '../api-contract/common.ts';
import type { AddFavoriteBody, Favorite } from '../api-contract/learner.ts';
import { parseLevels } from '../machines/catalogue/filters.ts';
import type {
  CatalogueSelection,
  Category,
  Lesson,
  LessonQuery,
  LoadedLessons,
  RowPage,
  RowPageQuery,
} from '../machines/catalogue/types.ts';

/**
 * Effects of the catalogue and favourite machines over the API client (SPEC §7). The catalogue asks
 * for what the home page shows (the rows' first lessons, a row's next page); a learner's own lists
 * follow `next` page by page until all results are gathered; favourites calls throw on failure so
 * the machine rolls back.
 */

/** DRF's page (the shared contract), read tolerantly. */
type Page<T> = Partial<ContractPage<T>>;

/** `next` is absolute; the client's prefix is /api, so keep the path below it. */
const belowApi = (url: string) => {
  const u = new URL(url, 'http://x');
  return `${u.pathname.replace(/^\/api\//, '')}${u.search}`;
};

/** Every result of a paginated list, following `next` page by page; throws on a non-200 page. */
export async function readAll<T>(api: ApiClient, path: string, signal?: AbortSignal): Promise<T[]> {
  const items: T[] = [];
  let next: string | null = path;
  for (let guard = 0; next && guard < 200; guard++) {
    const res: { status: number; body: Page<T> | null } = await api.get<Page<T>>(next, signal);
    if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}`);
    items.push(...(res.body?.results ?? []));
    next = res.body?.next ? belowApi(res.body.next) : null;
  }
  return items;
}

const LIST_PATHS: Record<Exclude<LessonQuery['source'], 'catalogue'>, string> = {
  'mine.all': 'v1/student/video-lessons/all/?page_size=100',
  'mine.started': 'v1/student/video-lessons/started/?page_size=100',
  'mine.completed': 'v1/student/video-lessons/completed/?page_size=100',
  favorites: 'v1/videoLesson/?favorites=true&page_size=100',
};

/** The catalogue's filters and search as query parameters (empty ones left out). */
function filterParams(
  query: { categories: number[]; levels: number[]; search: string },
  extra: Record<string, string> = {},
) {
  const params = new URLSearchParams(extra);
  if (query.categories.length) params.set('categories', query.categories.join(','));
  if (query.levels.length) params.set('levels', query.levels.join(','));
  if (query.search.trim()) params.set('search', query.search.trim());
  return params;
}

export function createCatalogueService(api: ApiClient = defaultApi) {
  return {
    loadCategories: (signal?: AbortSignal) => readAll<Category>(api, 'v1/videoCategory/', signal),

    async loadLessons(query: LessonQuery, signal?: AbortSignal): Promise<LoadedLessons> {
      if (query.source !== 'catalogue')
        return { lessons: await readAll<Lesson>(api, LIST_PATHS[query.source], signal) };
      const params = filterParams(query).toString();
      const res = await api.get<{ rows?: { category: number; count: number; results: Lesson[] }[] }>(
        `v1/videoLesson/rows/${params ? `?${params}` : ''}`,
        signal,
      );
      if (res.status !== 200) throw new Error(`GET rows answered ${res.status}`);
      return {
        rows: (res.body?.rows ?? []).map((row) => ({
          id: row.category,
          count: row.count,
          lessons: row.results,
        })),
      };
    },

    async loadRowPage(query: RowPageQuery, signal?: AbortSignal): Promise<RowPage> {
      const params = filterParams(query, { page_size: String(query.pageSize) });
      if (query.page > 1) params.set('page', String(query.page));
      const res = await api.get<Page<Lesson> & { count?: number }>(
        `v1/videoLesson/rows/${query.row}/?${params}`,
        signal,
      );
      if (res.status !== 200) throw new Error(`GET row ${query.row} answered ${res.status}`);
      return { count: res.body?.count ?? 0, lessons: res.body?.results ?? [] };
    },

    async addFavourite(lessonId: number, signal?: AbortSignal): Promise<number> {
      const res = await api.request<Partial<Favorite>>('POST', 'v1/favorites/video-lessons/', {
        json: { lesson: lessonId } satisfies AddFavoriteBody,
        signal,
      });
      if ((res.status !== 201 && res.status !== 200) || typeof res.body?.id !== 'number')
        throw new Error(`favourite add answered ${res.status}`);
      return res.body.id;
    },

    async removeFavourite(favoriteId: number, signal?: AbortSignal): Promise<void> {
      const res = await api.request('DELETE', `v1/favorites/video-lessons/${favoriteId}/`, { signal });
      if (res.status !== 204 && res.status !== 404)
        throw new Error(`favourite removal answered ${res.status}`);
    },

    async findFavourite(lessonId: number, signal?: AbortSignal): Promise<number | null> {
      const res = await api.get<Page<Favorite>>(`v1/favorites/video-lessons/?lesson=${lessonId}`, signal);
      if (res.status !== 200) throw new Error(`favourite lookup answered ${res.status}`);
      return res.body?.results?.find((f) => f.lesson === lessonId)?.id ?? null;
    },
  };
}

export const catalogueService = createCatalogueService();

/**
 * The selection to start from (SPEC §4): the last one stored, which onboarding also writes
 * (`selectedPurpose.categories`, `selectedLevel`).
 */
export function storedSelection(): CatalogueSelection {
  return {
    categories: [...(storage.selectedPurpose()?.categories ?? [])]
      .filter(Number.isInteger)
      .sort((a, b) => a - b),
    levels: parseLevels(storage.selectedLevel()),
  };
}

/** Stores the selection in the same keys onboarding uses, keeping the chosen purpose's id and name. */
export function rememberSelection(selection: CatalogueSelection) {
  const purpose = storage.selectedPurpose();
  storage.setSelectedPurpose({
    ...(purpose ?? { id: 0, purpose: '' }),
    categories: selection.categories,
  });
  storage.setSelectedLevel(selection.levels.join(','));
}
