import type { EventLog } from '../../eventlog/types.ts';

/** The QA inbox's shapes as /api/v1/staff/reports/ answers them (server/staff/reports.ts). */
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

export interface ReportPage {
  count: number;
  results: ReportSummary[];
}
