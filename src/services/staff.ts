import { api as defaultApi, type ApiClient } from './api.ts';
import type { ReportDetail, ReportFilters, ReportSummary } from '../machines/staff-reports/types.ts';
import type {
  AuthoredQuestion,
  CategoryOption,
  LessonChanges,
  StaffLesson,
  StaffLessonSummary,
} from '../machines/staff-lessons/types.ts';
import { REPORTS_PAGE_SIZE } from '../machines/staff-reports/types.ts';
import type { DetailError } from '../api-contract/common.ts';
import type { StaffScene, StaffSceneBody } from '../api-contract/staff.ts';
import type { SceneSaveAnswer } from '../machines/staff-lessons/scene-machine.ts';

export type { ReportDetail, ReportFilters, ReportSummary, AuthoredQuestion, StaffLesson, StaffLessonSummary };
export { REPORTS_PAGE_SIZE };

/** The staff console's calls (/api/v1/staff/...). Each resolves to the body or null on a non-2xx. */

export function createStaffService(api: ApiClient = defaultApi) {
  return {
    async reports(filters: ReportFilters, signal?: AbortSignal) {
      const query = new URLSearchParams({ page: String(filters.page), page_size: String(REPORTS_PAGE_SIZE) });
      if (filters.pageContains.trim()) query.set('page_contains', filters.pageContains.trim());
      if (filters.machine) query.set('machine', filters.machine);
      if (filters.state) query.set('state', filters.state);
      const res = await api.get<{ count: number; results: ReportSummary[] }>(
        `v1/staff/reports/?${query}`,
        signal,
      );
      return res.status === 200 ? res.body : null;
    },
    async reportMachines(signal?: AbortSignal) {
      const res = await api.get<string[]>('v1/staff/reports/machines/', signal);
      return res.status === 200 && res.body ? res.body : [];
    },
    async report(id: number, signal?: AbortSignal) {
      const res = await api.get<ReportDetail>(`v1/staff/reports/${id}/`, signal);
      return res.status === 200 ? res.body : null;
    },
    async setReportState(id: number, state: 'open' | 'resolved', signal?: AbortSignal) {
      const res = await api.request<{ state: 'open' | 'resolved'; resolved_at: string | null }>(
        'PATCH',
        `v1/staff/reports/${id}/`,
        { json: { state }, signal },
      );
      return res.status === 200 ? res.body : null;
    },
  };
}

export const staffService = createStaffService();

export type ImportAnswer = { ok: true; id: number } | { ok: false; message: string | null; status: number };

export const staffLessons = {
  async list(signal?: AbortSignal) {
    const res = await defaultApi.get<StaffLessonSummary[]>('v1/staff/lessons/', signal);
    return res.status === 200 && res.body ? res.body : null;
  },
  async get(id: number, signal?: AbortSignal) {
    const res = await defaultApi.get<StaffLesson>(`v1/staff/lessons/${id}/`, signal);
    return res.status === 200 ? res.body : null;
  },
  async save(
    id: number,
    changes: LessonChanges,
    signal?: AbortSignal,
  ): Promise<{ ok: true; lesson: StaffLesson } | { ok: false; message: string | null }> {
    const res = await defaultApi.request<StaffLesson & { detail?: string }>(
      'PATCH',
      `v1/staff/lessons/${id}/`,
      { json: changes, signal },
    );
    if (res.status === 200 && res.body) return { ok: true, lesson: res.body };
    return { ok: false, message: res.body?.detail ?? null };
  },
  async scene(id: number, signal?: AbortSignal) {
    const res = await defaultApi.get<StaffScene>(`v1/staff/lessons/${id}/scene/`, signal);
    return res.status === 200 ? res.body : null;
  },
  /** Saves an edited scene: the saved one, or the server's message and errors per field. */
  async saveScene(id: number, body: StaffSceneBody, signal?: AbortSignal): Promise<SceneSaveAnswer> {
    const res = await defaultApi.request<StaffScene & DetailError>('PUT', `v1/staff/lessons/${id}/scene/`, {
      json: body,
      signal,
    });
    if (res.status === 200 && res.body) return { ok: true, scene: res.body };
    return { ok: false, message: res.body?.detail ?? null, errors: res.body?.errors ?? {} };
  },
  /** The categories an import can go under (a child shows its parent: "Travel › Airport"). */
  async categories(signal?: AbortSignal): Promise<CategoryOption[]> {
    const res = await defaultApi.get<{
      results: { id: number; name: string; slug: string; parent: number | null }[];
    }>('v1/videoCategory/', signal);
    if (res.status !== 200) throw new Error(`categories answered ${res.status}`);
    const all = res.body?.results ?? [];
    const byId = new Map(all.map((c) => [c.id, c]));
    return all.map((c) => ({
      value: c.slug,
      label: c.parent ? `${byId.get(c.parent)?.name ?? ''} › ${c.name}` : c.name,
    }));
  },
  /** The upload goes as multipart/form-data, streamed by the browser (no JSON body). */
  async importLesson(form: FormData, signal?: AbortSignal): Promise<ImportAnswer> {
    const token = await defaultApi.csrfToken(signal);
    const res = await fetch('/api/v1/staff/lessons/import/', {
      method: 'POST',
      body: form,
      headers: { 'X-CSRFToken': token },
      credentials: 'same-origin',
      signal,
    });
    const body = (await res.json().catch(() => null)) as { id?: number; detail?: string } | null;
    if (res.status === 201 && typeof body?.id === 'number') return { ok: true, id: body.id };
    return { ok: false, message: body?.detail ?? null, status: res.status };
  },
};
