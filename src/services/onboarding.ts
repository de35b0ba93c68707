import { api as defaultApi, type ApiClient } from './api.ts';

/** Questionnaires of the first-run flow (SPEC §3 "Questionnaire level option", "Purpose option"). */

export interface LevelOption {
  id: number;
  option: string;
  levels: number[];
}

export interface PurposeOption {
  id: number;
  purpose: string;
  categories: number[];
}

interface Page<T> {
  results?: T[];
  next?: string | null;
}

const isLevelOption = (o: unknown): o is LevelOption =>
  typeof (o as LevelOption)?.id === 'number' &&
  typeof (o as LevelOption).option === 'string' &&
  Array.isArray((o as LevelOption).levels);

const isPurposeOption = (o: unknown): o is PurposeOption =>
  typeof (o as PurposeOption)?.id === 'number' &&
  typeof (o as PurposeOption).purpose === 'string' &&
  Array.isArray((o as PurposeOption).categories);

/** Reads every page (the answer may be a bare list or `{results, next}`), keeping valid items. */
async function readAll<T>(api: ApiClient, path: string, valid: (o: unknown) => o is T, signal?: AbortSignal) {
  const items: T[] = [];
  let next: string | null = path;
  for (let guard = 0; next && guard < 20; guard++) {
    const res: { status: number; body: Page<unknown> | unknown[] | null } = await api.get(next, signal);
    if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}`);
    const body = res.body;
    const list = Array.isArray(body) ? body : (body?.results ?? []);
    items.push(...list.filter(valid));
    const link = Array.isArray(body) ? null : (body?.next ?? null);
    next = link
      ? new URL(link, 'http://x').pathname.replace(/^\/api\//, '') + new URL(link, 'http://x').search
      : null;
  }
  return items;
}

export function createOnboardingService(api: ApiClient = defaultApi) {
  return {
    levelQuestionnaire: (signal?: AbortSignal) =>
      readAll(api, 'v1/language-level-questionnaire', isLevelOption, signal),
    purposeQuestionnaire: (signal?: AbortSignal) =>
      readAll(api, 'v1/language-purpose-questionnaire', isPurposeOption, signal),
  };
}

export const onboardingService = createOnboardingService();
