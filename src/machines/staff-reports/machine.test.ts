import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { INBOX_TYPING_PAUSE_MS, inboxMachine, reportMachine } from './machine.ts';
import type { ReportDetail, ReportFilters, ReportPage } from './types.ts';

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('QA inbox machine', () => {
  it('loads page 1 of open reports; a filter goes back to page 1; the page text waits for a pause', async () => {
    const asked: ReportFilters[] = [];
    const clock = new SimulatedClock();
    const actor = createActor(
      inboxMachine.provide({
        actors: {
          loadReports: fromPromise(async ({ input }: { input: ReportFilters }): Promise<ReportPage> => {
            asked.push(input);
            return { count: 45, results: [] };
          }),
          loadMachines: fromPromise(async () => ['catalogue', 'testRun']),
        },
      }),
      { clock },
    ).start();
    await flush();
    expect(asked).toEqual([{ page: 1, pageContains: '', machine: '', state: 'open' }]);
    expect(actor.getSnapshot().context.machines).toEqual(['catalogue', 'testRun']);
    actor.send({ type: 'page.go', page: 3 });
    await flush();
    expect(asked.at(-1)!.page).toBe(3);
    actor.send({ type: 'filter.machine', machine: 'testRun' });
    await flush();
    expect(asked.at(-1)).toMatchObject({ page: 1, machine: 'testRun' });
    actor.send({ type: 'filter.page', text: '/les' });
    actor.send({ type: 'filter.page', text: '/lesson' });
    clock.increment(INBOX_TYPING_PAUSE_MS - 1);
    await flush();
    expect(asked).toHaveLength(3);
    clock.increment(1);
    await flush();
    expect(asked.at(-1)).toMatchObject({ page: 1, pageContains: '/lesson', state: 'open' });
    expect(asked).toHaveLength(4);
  });

  it('says so when the reports cannot be loaded', async () => {
    const actor = createActor(
      inboxMachine.provide({
        actors: {
          loadReports: fromPromise(async (): Promise<ReportPage> => Promise.reject(new Error('500'))),
          loadMachines: fromPromise(async (): Promise<string[]> => []),
        },
      }),
    ).start();
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ failed: true, reports: null });
  });
});

describe('report machine', () => {
  const report = { id: 7, state: 'open', resolved_at: null } as ReportDetail;

  it('loads the report and toggles its state with what the server saved', async () => {
    const saved: unknown[] = [];
    const actor = createActor(
      reportMachine.provide({
        actors: {
          loadReport: fromPromise(async () => report),
          setReportState: fromPromise(
            async ({
              input,
            }: {
              input: { id: number; state: 'open' | 'resolved' };
            }): Promise<{ state: 'open' | 'resolved'; resolved_at: string | null } | null> => {
              saved.push(input);
              return { state: input.state, resolved_at: '2026-01-01T00:00:00Z' };
            },
          ),
        },
      }),
      { input: { id: 7 } },
    ).start();
    await flush();
    actor.send({ type: 'state.toggle' });
    expect(actor.getSnapshot().hasTag('saving')).toBe(true);
    await flush();
    expect(saved).toEqual([{ id: 7, state: 'resolved' }]);
    expect(actor.getSnapshot().context.report).toMatchObject({
      state: 'resolved',
      resolved_at: '2026-01-01T00:00:00Z',
    });
  });

  it('an unknown or invalid id is missing without a request', async () => {
    let asked = 0;
    const logic = reportMachine.provide({
      actors: {
        loadReport: fromPromise(async (): Promise<ReportDetail> => {
          asked++;
          throw new Error('404');
        }),
        setReportState: fromPromise(
          async (): Promise<{ state: 'open' | 'resolved'; resolved_at: string | null } | null> => null,
        ),
      },
    });
    const bad = createActor(logic, { input: { id: Number.NaN } }).start();
    expect(bad.getSnapshot().value).toBe('missing');
    expect(asked).toBe(0);
    const unknown = createActor(logic, { input: { id: 99 } }).start();
    await flush();
    expect(unknown.getSnapshot().value).toBe('missing');
  });
});
