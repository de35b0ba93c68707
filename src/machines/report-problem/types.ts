import type { EventLog } from '../../eventlog/types.ts';

/** "Report a problem" (issue 19): what is sent, and how the server answered. */
export interface ReportInput {
  description: string;
  page: string;
  appVersion: string;
  log: EventLog | null;
}

export type ReportResult =
  { outcome: 'sent'; id: number } | { outcome: 'tooLarge' } | { outcome: 'tooMany' } | { outcome: 'failed' };
