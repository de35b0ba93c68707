import type { FastifyRequest } from 'fastify';
import { LANGUAGES, type Language } from '../types.ts';

/** Django's interface-language cookie, which the web app sets when a language is chosen. */
export const LANGUAGE_COOKIE = 'django_language';
/** i18next's own cookie name, read as a fallback (older clients). */
const I18NEXT_COOKIE = 'i18next';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * The best supported language of an Accept-Language header, as Django's LocaleMiddleware picks it:
 * ranked by `q` (ties keep their order), `q=0` refused, regions ignored (`uk-UA` → `uk`); null when
 * none is supported. The one parser of the header on the server.
 */
export function acceptedLanguage(header: string | undefined): Language | null {
  if (typeof header !== 'string' || !header) return null;
  const ranked = header
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { lang: tag.trim().toLowerCase().split('-')[0], q: q ? Number(q) : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { lang } of ranked) if (isLanguage(lang)) return lang;
  return null;
}

/** The language of a page for a visitor: the language cookie, else Accept-Language, else English. */
export function visitorLanguage(cookie: string | undefined, acceptLanguage: string | undefined): Language {
  return isLanguage(cookie) ? cookie : (acceptedLanguage(acceptLanguage) ?? 'en');
}

/**
 * The interface language of a request (server texts, questionnaires, category names): `asked`
 * (an explicit `?language=`), else the signed-in learner's profile, else the language cookie, else
 * the best of Accept-Language, else English. The one language negotiation of the API.
 */
export function requestLanguage(request: FastifyRequest, asked?: string): Language {
  if (isLanguage(asked)) return asked;
  if (request.user) return request.user.language;
  const cookies = request.cookies ?? {};
  const cookie = cookies[LANGUAGE_COOKIE] ?? cookies[I18NEXT_COOKIE];
  return visitorLanguage(cookie, request.headers['accept-language']);
}
