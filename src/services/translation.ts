import { LRUCache } from 'lru-cache';
import { api as defaultApi, CsrfTokenError, type ApiClient } from './api.ts';
import type { TranslationResult as ContractTranslationResult } from '../api-contract/language.ts';

/**
 * POST /api/v1/videoLesson/{id}/translate/ (SPEC §3 Translation result; the shared contract). Read
 * tolerantly: an older server (or a cached answer) may lack the lemma, phonetic and senses.
 */
export type TranslationResult = Omit<ContractTranslationResult, 'lemma' | 'phonetic' | 'senses'> &
  Partial<Pick<ContractTranslationResult, 'lemma' | 'phonetic' | 'senses'>>;

export interface TranslateRequest {
  lessonId: number;
  word: string;
  language: string;
  /** Index of the phrase (split_transcription) the word was clicked in: the server reads it in context. */
  phrase?: number;
  /** Which occurrence of the word in that phrase (1 = the first). */
  occurrence?: number;
}

/** SPEC §8 translation errors: the server's message, else 'Помилка при запиті' and friends. */
export type TranslationErrorCode = 'request' | 'noData' | 'csrfMissing';
export class TranslationError extends Error {
  constructor(
    readonly code: TranslationErrorCode,
    readonly detail: string | null = null,
  ) {
    super(detail ?? code);
    this.name = 'TranslationError';
  }
}

const PREFIX = 'translation:';

function storedAt(raw: string | null): number {
  try {
    return (JSON.parse(raw ?? '{}') as { at?: number }).at ?? 0;
  } catch {
    return 0;
  }
}
const isQuotaError = (e: unknown) =>
  e instanceof DOMException &&
  (e.name === 'QuotaExceededError' || e.name === 'NS_ERROR_DOM_QUOTA_REACHED' || e.code === 22);

/**
 * Translations cached in memory and in sessionStorage per lesson, phrase, occurrence, word and
 * interface language (SPEC §7 notes; the same word means different things in different sentences);
 * concurrent requests for the same click share one call; when storage is full the oldest quarter of
 * cached translations is dropped and the write tried again.
 */
export function createTranslationService(
  api: ApiClient = defaultApi,
  store: Storage | null = safeSessionStorage(),
) {
  // Bounded: a long session of look-ups cannot grow the page's memory without end.
  const memory = new LRUCache<string, TranslationResult>({ max: 2_000 });
  const inflight = new Map<string, Promise<TranslationResult>>();
  const keyOf = (req: TranslateRequest) =>
    `${req.language}:${req.lessonId}:${req.phrase ?? ''}:${req.occurrence ?? 1}:${req.word.toLowerCase()}`;
  /** word → lemma per language, from any lookup of the word (which saved word a transcript word is). */
  const lemmas = new Map<string, string>();

  function readStored(key: string): TranslationResult | null {
    try {
      const raw = store?.getItem(PREFIX + key);
      if (!raw) return null;
      const parsed = JSON.parse(raw) as { at: number; result: TranslationResult };
      return parsed.result && typeof parsed.result.translation === 'string' ? parsed.result : null;
    } catch {
      return null;
    }
  }

  /** Drops the oldest quarter (at least one) of the cached translations. */
  function evictOldestQuarter() {
    if (!store) return;
    const entries: { key: string; at: number }[] = [];
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i);
      if (!key?.startsWith(PREFIX)) continue;
      entries.push({ key, at: storedAt(store.getItem(key)) });
    }
    entries.sort((a, b) => a.at - b.at);
    for (const { key } of entries.slice(0, Math.max(1, Math.ceil(entries.length / 4)))) store.removeItem(key);
  }

  function writeStored(key: string, result: TranslationResult) {
    if (!store) return;
    const value = JSON.stringify({ at: Date.now(), result });
    try {
      store.setItem(PREFIX + key, value);
    } catch (e) {
      if (!isQuotaError(e)) return;
      evictOldestQuarter();
      try {
        store.setItem(PREFIX + key, value);
      } catch {
        // Still full: the memory cache keeps it for this page.
      }
    }
  }

  function cached(req: TranslateRequest): TranslationResult | null {
    const key = keyOf(req);
    const hit = memory.get(key) ?? readStored(key);
    if (hit) remember(key, req, hit);
    return hit;
  }

  function remember(key: string, req: TranslateRequest, result: TranslationResult) {
    memory.set(key, result);
    if (result.lemma) lemmas.set(`${req.language}:${req.word.toLowerCase()}`, result.lemma);
  }

  /** The lemma of a word seen in any lookup in this language ("booked" → "book"), if known. */
  function lemmaOf(word: string, language: string): string | undefined {
    return lemmas.get(`${language}:${word.toLowerCase()}`);
  }

  async function fetchTranslation(req: TranslateRequest): Promise<TranslationResult> {
    let res;
    try {
      res = await api.request<TranslationResult & { detail?: string }>(
        'POST',
        `v1/videoLesson/${req.lessonId}/translate/`,
        {
          json: {
            text: req.word,
            language: req.language,
            ...(req.phrase !== undefined ? { phrase: req.phrase } : {}),
            ...(req.occurrence !== undefined && req.occurrence > 1 ? { occurrence: req.occurrence } : {}),
          },
        },
      );
    } catch (e) {
      if (e instanceof CsrfTokenError) throw new TranslationError('csrfMissing');
      throw new TranslationError('request');
    }
    if (res.status !== 200) {
      const detail = res.body && typeof res.body.detail === 'string' ? res.body.detail : null;
      throw new TranslationError('request', detail);
    }
    if (!res.body || typeof res.body.translation !== 'string') throw new TranslationError('noData');
    return res.body;
  }

  function translate(req: TranslateRequest): Promise<TranslationResult> {
    const key = keyOf(req);
    const hit = cached(req);
    if (hit) return Promise.resolve(hit);
    let pending = inflight.get(key);
    if (!pending) {
      pending = fetchTranslation(req)
        .then((result) => {
          remember(key, req, result);
          writeStored(key, result);
          return result;
        })
        .finally(() => inflight.delete(key));
      inflight.set(key, pending);
    }
    return pending;
  }

  return { translate, cached, lemmaOf, evictOldestQuarter, inflightCount: () => inflight.size };
}
export type TranslationService = ReturnType<typeof createTranslationService>;

function safeSessionStorage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export const translationService = createTranslationService();
