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
