import { fromPromise } from 'xstate';
import type { ReportDetail, ReportFilters, ReportPage } from './types.ts';

/** What the inbox and report machines need of the API (src/services/staff.ts has it). */
export interface StaffReportsService {
  reports(filters: ReportFilters, signal?: AbortSignal): Promise<ReportPage | null>;
  reportMachines(signal?: AbortSignal): Promise<string[]>;
  report(id: number, signal?: AbortSignal): Promise<ReportDetail | null>;
  setReportState(
    id: number,
    state: 'open' | 'resolved',
    signal?: AbortSignal,
  ): Promise<{ state: 'open' | 'resolved'; resolved_at: string | null } | null>;
}

/** The inbox and report effects as `fromPromise` logic, each passing the actor's signal on. */
export function staffReportsEffects(service: StaffReportsService) {
  return {
    loadReports: fromPromise<ReportPage, ReportFilters>(async ({ input, signal }) => {
      const page = await service.reports(input, signal);
      if (!page) throw new Error('reports not loaded');
      return page;
    }),
    loadMachines: fromPromise<string[]>(({ signal }) => service.reportMachines(signal)),
    loadReport: fromPromise<ReportDetail, number>(async ({ input, signal }) => {
      const report = await service.report(input, signal);
      if (!report) throw new Error(`report ${input} not found`);
      return report;
    }),
    setReportState: fromPromise<
      { state: 'open' | 'resolved'; resolved_at: string | null } | null,
      { id: number; state: 'open' | 'resolved' }
    >(({ input, signal }) => service.setReportState(input.id, input.state, signal)),
  };
}
