import { api as defaultApi, type ApiClient } from './api.ts';
import type { ReportInput, ReportResult } from '../machines/report-problem/types.ts';

export {
  reportLog,
  REPORT_MAX_LOG_BYTES,
  REPORT_MAX_RECORDS,
  REPORT_WINDOW_MS,
} from '../machines/report-problem/log.ts';
export type { ReportInput, ReportResult };

/**
 * A recorded log may hold a NUL a learner typed; the server refuses NUL in any text (400), so it
 * is dropped here (in the JSON text, a `\u0000` escape whose backslash is not itself escaped).
 */
const withoutNul = <T>(value: T): T =>
  JSON.parse(JSON.stringify(value).replace(/(?<!\\)((?:\\\\)*)\\u0000/g, '$1')) as T;

export function createReportService(api: ApiClient = defaultApi) {
  return {
    async send(input: ReportInput, signal?: AbortSignal): Promise<ReportResult> {
      const res = await api.request<{ id?: number }>('POST', 'v1/qa/reports/', {
        json: withoutNul({
          description: input.description,
          page: input.page,
          app_version: input.appVersion,
          log: input.log,
        }),
        signal,
      });
      if (res.status === 201 && typeof res.body?.id === 'number') return { outcome: 'sent', id: res.body.id };
      if (res.status === 413) return { outcome: 'tooLarge' };
      if (res.status === 429) return { outcome: 'tooMany' };
      return { outcome: 'failed' };
    },
  };
}
