import type { FastifyRequest } from 'fastify';

const SECRET_PARAMS = /^(key|token|password|sessionid|csrftoken|csrfmiddlewaretoken|code)$/i;

/** The URL with the values of secret-looking query parameters (reset and verify keys…) hidden. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // keep the raw name
      }
      return eq >= 0 && SECRET_PARAMS.test(decoded) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, q)}?${query}`;
}

/**
 * pino serializers for Fastify's request log lines: no headers at all (cookies, CSRF and key
 * headers stay out) and no secret query values.
 */
export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
    };
  },
};
