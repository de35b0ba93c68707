/// <reference types="vitest/config" />
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { execFileSync } from 'node:child_process';
import { bootAfterFirstPaint } from './tools/boot-html.ts';

/** The app version a problem report carries: package version + the commit built, when known. */
function appVersion() {
  const { version } = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { version: string };
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return `${version}+${commit.toString().trim()}`;
  } catch {
    return version;
  }
}

/**
 * Writes .br and .gz next to every built text asset, so the server sends them compressed with no
 * work per request (@fastify/static `preCompressed`).
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'lingvo-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs
          .readdirSync(dir, { withFileTypes: true })
          .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
      for (const file of walk(outDir)) {
        if (!/\.(js|css|svg|json|txt|map)$/.test(file)) continue;
        const data = fs.readFileSync(file);
        if (data.length < 1024) continue;
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
      }
    },
  };
}

/**
 * The built index.html fetches the app's stylesheets as `preload` instead of render-blocking
 * `stylesheet` links, so the static splash in index.html paints as soon as the HTML arrives;
 * src/main.tsx turns them into stylesheets and renders once they apply (CSP allows no inline
 * `onload` handlers, hence the entry does it).
 */
function deferStyles(): Plugin {
  return {
    name: 'lingvo-defer-styles',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<link rel="stylesheet"( crossorigin)? href="([^"]+\.css)">/g,
          '<link rel="preload" as="style"$1 href="$2" data-deferred-style>',
        ),
    },
  };
}

/** The built index.html boots after its first paint (tools/boot-html.ts). */
function deferScripts(): Plugin {
  return {
    name: 'lingvo-defer-scripts',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: { order: 'post', handler: bootAfterFirstPaint },
  };
}

const apiTarget = `http://localhost:${process.env.PORT ?? 8000}`;

export default defineConfig({
  plugins: [react(), precompress(), deferStyles(), deferScripts()],
  define: { __APP_VERSION__: JSON.stringify(appVersion()) },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/media': apiTarget },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    // server/web.ts reads it to announce each route's chunks in the page it serves.
    manifest: true,
    // Every browser we support (Chromium, Firefox, Safari 17+) knows modulepreload.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Every library the first paint needs (React, Mantine's used parts, the router,
            // i18next, XState, ky) in one cacheable chunk instead of dozens of tiny requests.
            { name: 'vendor', test: /node_modules/, tags: ['$initial'], priority: 20 },
            // The app's own modules of the first paint (shell, session, API client) likewise.
            {
              name: 'shell',
              test: (id) => /[\\/]src[\\/]/.test(id) && !/[\\/]src[\\/]main\.tsx$/.test(id),
              tags: ['$initial'],
              priority: 15,
            },
          ],
        },
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: [
            'tests/unit/**/*.test.{ts,tsx}',
            'tests/machines/**/*.test.{ts,tsx}',
            'tests/replay/**/*.test.{ts,tsx}',
            'src/machines/**/*.test.{ts,tsx}',
          ],
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
