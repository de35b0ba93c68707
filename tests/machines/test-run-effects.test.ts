import { describe, expect, it } from 'vitest';
import type { ApiClient, ApiResponse } from '../../src/services/api.ts';
import { prefetchQuestions, startTest } from '../../src/machines/test-run/effects.ts';
import { AttemptsUsedUp } from '../../src/machines/test-run/machine.ts';

/**
 * The start of a test over a recording API client: the attempt POST and the questions GET are in
 * flight together (no waterfall), questions fetched ahead on the landing are used once, a failed
 * prefetch is tried again, and a refused attempt is reported.
 */
function recordingApi(answers: { attempt?: number; questions?: number[] } = {}) {
  const calls: string[] = [];
  const pending: (() => void)[] = [];
  const questionStatus = [...(answers.questions ?? [])];
  const later = <T>(value: ApiResponse<T>) =>
    new Promise<ApiResponse<T>>((resolve) => pending.push(() => resolve(value)));
  const api: ApiClient = {
    request: <T>(method: string, path: string) => {
      calls.push(`${method} ${path}`);
      const status = answers.attempt ?? 201;
      return later({ status, body: { used: status === 409 ? 2 : 1, max: 2 } as T });
    },
    get: <T>(path: string) => {
      calls.push(`GET ${path}`);
      const status = questionStatus.shift() ?? 200;
      return later({ status, body: (status === 200 ? { results: [{ id: calls.length }] } : null) as T });
    },
    csrfToken: () => Promise.resolve('token'),
  };
  const flush = async () => {
    while (pending.length) {
      pending.splice(0).forEach((go) => go());
      await new Promise((r) => setTimeout(r, 0));
    }
  };
  return { api, calls, flush, pending };
}

describe('starting a test', () => {
  it('sends the attempt and the questions request together', async () => {
    const { api, calls, flush, pending } = recordingApi();
    const started = startTest(api, 7, ['yesNo'], undefined);
    await new Promise((r) => setTimeout(r, 0));
    expect(pending.length).toBe(2);
    expect(calls).toEqual([
      'POST v1/videoLesson/7/attempts/',
      'GET v1/videoLesson/7/questions/?question_type=yes_no',
    ]);
    await flush();
    expect((await started).fetchFailed).toBe(false);
  });

  it('uses the questions fetched on the landing once, then fetches anew (Try Again differs)', async () => {
    const { api, calls, flush } = recordingApi();
    prefetchQuestions(7, ['yesNo', 'textVoice', 'dragDrop'], api);
    prefetchQuestions(7, ['yesNo', 'textVoice', 'dragDrop'], api); // re-render: no second request
    await flush();
    expect(calls).toEqual(['GET v1/videoLesson/7/questions/?question_type=mixed']);
    const first = startTest(api, 7, ['yesNo', 'textVoice', 'dragDrop']);
    await flush();
    expect((await first).questions).toEqual([{ id: 1 }]);
    expect(calls.slice(1)).toEqual(['POST v1/videoLesson/7/attempts/']);
    const second = startTest(api, 7, ['yesNo', 'textVoice', 'dragDrop']);
    await flush();
    await second;
    expect(calls.slice(2)).toEqual([
      'POST v1/videoLesson/7/attempts/',
      'GET v1/videoLesson/7/questions/?question_type=mixed',
    ]);
  });

  it('does not use questions fetched for another selection', async () => {
    const { api, calls, flush } = recordingApi();
    prefetchQuestions(7, ['yesNo'], api);
    const started = startTest(api, 7, ['dragDrop']);
    await flush();
    await started;
    expect(calls).toContain('GET v1/videoLesson/7/questions/?question_type=word_order');
  });

  it('tries a failed prefetch once more before falling back to the sample questions', async () => {
    const { api, calls, flush } = recordingApi({ questions: [500, 200] });
    prefetchQuestions(3, ['yesNo'], api);
    const started = startTest(api, 3, ['yesNo']);
    await flush();
    const result = await started;
    expect(result.fetchFailed).toBe(false);
    expect(calls.filter((c) => c.startsWith('GET')).length).toBe(2);
  });

  it('reports a refused third attempt', async () => {
    const { api, flush } = recordingApi({ attempt: 409 });
    const refused = expect(startTest(api, 3, ['yesNo'])).rejects.toBeInstanceOf(AttemptsUsedUp);
    await flush();
    await refused;
  });
});
