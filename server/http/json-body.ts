import type { FastifyRequest } from 'fastify';

export type JsonObject = Record<string, unknown>;

/**
 * The request body as a JSON object: empty → `{}`; not UTF-8, not JSON, or not an object → null
 * (allauth answers a 500 for `[1]`; we answer 400).
 */
export function jsonObjectBody(request: FastifyRequest): JsonObject | null {
  const raw = request.body;
  if (raw === undefined || raw === null) return {};
  if (!Buffer.isBuffer(raw))
    return typeof raw === 'object' && !Array.isArray(raw) ? (raw as JsonObject) : null;
  if (raw.length === 0) return {};
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(raw);
  } catch {
    return null;
  }
  if (!text.trim()) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as JsonObject)
      : null;
  } catch {
    return null;
  }
}
