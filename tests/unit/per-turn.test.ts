import { describe, expect, it } from 'vitest';
import { perTurn } from '../../server/db/per-turn.ts';

/** A perTurn over numbers that records what ran: `one` doubles, `many` doubles each unless told otherwise. */
function recorded(
  many: (items: number[]) => Promise<(number | undefined)[]> = async (xs) => xs.map((x) => 2 * x),
) {
  const runs: string[] = [];
  const call = perTurn<number, number>(
    async (x) => {
      runs.push(`one ${x}`);
      if (x < 0) throw new Error(`bad ${x}`);
      return 2 * x;
    },
    async (xs) => {
      runs.push(`many ${xs.join(',')}`);
      return many(xs);
    },
  );
  return { call, runs };
}

describe('perTurn (calls of one event-loop turn run together)', () => {
  it('runs a call made alone as `one`', async () => {
    const { call, runs } = recorded();
    expect(await call(3)).toBe(6);
    expect(runs).toEqual(['one 3']);
  });

  it('runs the calls of one turn as one `many`, each getting its own answer, and the next turn apart', async () => {
    const { call, runs } = recorded();
    expect(await Promise.all([call(1), call(2), call(3)])).toEqual([2, 4, 6]);
    expect(await Promise.all([call(4), call(5)])).toEqual([8, 10]);
    expect(runs).toEqual(['many 1,2,3', 'many 4,5']);
  });

  it('asks alone the items `many` leaves undefined', async () => {
    const { call, runs } = recorded(async (xs) => xs.map((x) => (x === 2 ? undefined : 2 * x)));
    expect(await Promise.all([call(1), call(2), call(3)])).toEqual([2, 4, 6]);
    expect(runs).toEqual(['many 1,2,3', 'one 2']);
  });

  it('asks each item alone when `many` fails, so an error is only its own item’s', async () => {
    const { call, runs } = recorded(async () => {
      throw new Error('batch failed');
    });
    const answers = await Promise.allSettled([call(1), call(-2), call(3)]);
    expect(answers.map((a) => (a.status === 'fulfilled' ? a.value : (a.reason as Error).message))).toEqual([
      2,
      'bad -2',
      6,
    ]);
    expect(runs).toEqual(['many 1,-2,3', 'one 1', 'one -2', 'one 3']);
  });
});
