/**
 * Calls made in one turn of the event loop, run together (issue 18). Under load every request read
 * in a turn reaches its statement before the loop's check phase, and the pool turns each connection
 * over at most once a turn (a result is read in the next poll), so one statement a request queued
 * for a connection; one statement for the turn's calls does not. A call made alone runs as `one`,
 * so an idle server runs the statement it always ran.
 *
 * `many` answers each item of a batch, or undefined for an item it leaves to `one` (asked alone);
 * when `many` fails, each item is asked alone, so one item's error (a constraint, a deadlock) is
 * that item's only. Every call is still made after its request arrived: a learner reads their own writes.
 */
export function perTurn<I, O>(
  one: (item: I) => Promise<O>,
  many: (items: I[]) => Promise<(O | undefined)[]>,
): (item: I) => Promise<O> {
  type Call = { item: I; resolve: (o: O) => void; reject: (err: unknown) => void };
  let pending: Call[] = [];
  const alone = (call: Call) => one(call.item).then(call.resolve, call.reject);

  async function run(calls: Call[]) {
    if (calls.length === 1) return alone(calls[0]!);
    let answers: (O | undefined)[];
    try {
      answers = await many(calls.map((c) => c.item));
    } catch {
      return Promise.all(calls.map(alone));
    }
    return Promise.all(
      calls.map((call, k) => {
        const answer = answers[k];
        return answer === undefined ? alone(call) : call.resolve(answer);
      }),
    );
  }

  return (item) =>
    new Promise<O>((resolve, reject) => {
      if (!pending.length)
        setImmediate(() => {
          const calls = pending;
          pending = [];
          void run(calls);
        });
      pending.push({ item, resolve, reject });
    });
}
