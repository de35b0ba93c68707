import type { FastifyInstance } from 'fastify';

interface KnownRoute {
  pattern: RegExp;
  methods: Set<string>;
}

/** Turns a Fastify path (`/languageLevel/:id/`, `/media/*`) into a regular expression. */
function toRegExp(url: string): RegExp {
  let out = '';
  for (let i = 0; i < url.length; i++) {
    const ch = url[i]!;
    if (ch === ':' && url[i + 1] === ':') {
      out += ':';
      i++;
    } else if (ch === ':') {
      while (i + 1 < url.length && /[\w$-]/.test(url[i + 1]!)) i++;
      if (url[i + 1] === '(') {
        // A parameter with its own regexp: skip it, any segment will do for the method check.
        let depth = 0;
        do {
          i++;
          if (url[i] === '(') depth++;
          else if (url[i] === ')') depth--;
        } while (i < url.length && depth > 0);
      }
      out += '[^/]+';
    } else if (ch === '*') out += '.*';
    else out += ch.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${out}$`);
}

/**
 * Remembers the methods of every /api/ route, so that a request whose path exists with another
 * method gets 405 with `Allow` (and OPTIONS gets 200 with `Allow`) instead of a 404.
 */
export function trackApiRoutes(app: FastifyInstance) {
  const routes = new Map<string, KnownRoute>();
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const known = routes.get(route.url) ?? { pattern: toRegExp(route.url), methods: new Set<string>() };
    for (const method of [route.method].flat()) known.methods.add(method.toUpperCase());
    routes.set(route.url, known);
  });
  return {
    /** Methods that `path` answers, with OPTIONS, or null when no /api/ route has that path. */
    allowed(path: string): string[] | null {
      const methods = new Set<string>();
      for (const known of routes.values()) {
        if (known.pattern.test(path)) for (const m of known.methods) methods.add(m);
      }
      if (!methods.size) return null;
      methods.add('OPTIONS');
      const order = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'];
      return [...methods].sort((a, b) => order.indexOf(a) - order.indexOf(b));
    },
  };
}
