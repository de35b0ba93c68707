import { api as defaultApi, type ApiClient } from './api.ts';
import type { EventLog } from '../eventlog/types.ts';

/** The staff console's calls (/api/v1/staff/...). Each resolves to the body or null on a non-2xx. */

export interface ReportSummary {
  id: number;
  created_at: string;
  description: string;
  page: string;
  app_version: string;
  machines: string[];
  record_count: number;
  log_bytes: number;
  state: 'open' | 'resolved';
  reporter: string | null;
}

export interface ReportDetail extends ReportSummary {
  user_agent: string;
  resolved_at: string | null;
  log: EventLog | null;
}

export interface ReportFilters {
  page: number;
  pageContains: string;
  machine: string;
  state: '' | 'open' | 'resolved';
}

export const REPORTS_PAGE_SIZE = 20;

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
    async setReportState(id: number, state: 'open' | 'resolved') {
      const res = await api.request<{ state: 'open' | 'resolved'; resolved_at: string | null }>(
        'PATCH',
        `v1/staff/reports/${id}/`,
        { json: { state } },
      );
      return res.status === 200 ? res.body : null;
    },
  };
}

export const staffService = createStaffService();

export interface StaffLessonSummary {
  id: number;
  name: string;
  published: boolean;
  level: string | null;
  category: string | null;
  created_at: string;
}

/** A question as authored (server/quiz/bank.ts): what staff review and edit. */
export interface AuthoredQuestion {
  type: 'yes_no' | 'open_ended' | 'word_order';
  slug: string;
  text: string;
  hint?: string;
  explanation?: string;
  cue?: number;
  answer?: 'yes' | 'no';
  answers?: string[];
  sentence?: string;
  gaps?: string[];
  distractors?: string[];
  [key: string]: unknown;
}

export interface StaffLesson {
  id: number;
  slug: string;
  name: string;
  published: boolean;
  level: string | null;
  category: string | null;
  video: string;
  poster: string | null;
  thumbnail: string | null;
  duration: number | null;
  cues: { start: number; end: number; text: string; speaker?: string }[];
  target_words: string[];
  questions: AuthoredQuestion[];
  review: { missingFromGlossary?: string[]; repairs?: string[]; questionDraftError?: string };
}

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
    changes: Partial<{
      name: string;
      target_words: string[];
      questions: AuthoredQuestion[];
      published: boolean;
    }>,
  ): Promise<{ ok: true; lesson: StaffLesson } | { ok: false; message: string | null }> {
    const res = await defaultApi.request<StaffLesson & { detail?: string }>(
      'PATCH',
      `v1/staff/lessons/${id}/`,
      {
        json: changes,
      },
    );
    if (res.status === 200 && res.body) return { ok: true, lesson: res.body };
    return { ok: false, message: res.body?.detail ?? null };
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
