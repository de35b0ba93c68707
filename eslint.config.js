import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/**
 * Layering (issue #14): components in src/ui and pages in src/routes get state from the machines (selectors and
 * intent hooks in src/machines/<flow>/) and send intents; they never reach the API client, the services or storage.
 * Type-only imports are allowed: they carry no code and the API types are the contract.
 */
const layeringMessage =
  "src/ui and src/routes may not reach services, the API client (ky) or storage (localforage): use the flow's intent hook in src/machines/<flow>/.";

/**
 * A component that runs async work in an effect (await, async callbacks, .then/.catch/.finally) holds flow state
 * outside the machines, where the event log cannot see it. Components may still use effects for DOM work
 * (focus, scroll, media elements) and to send events to an actor.
 */
const noAsyncEffect = {
  meta: {
    type: 'problem',
    docs: {
      description: 'No async work (API calls, promises) inside useEffect/useLayoutEffect in components',
    },
    messages: {
      asyncEffect:
        'Async work in {{hook}} holds flow state in a component: move it into a machine (fromPromise actor) and send an intent.',
    },
    schema: [],
  },
  create(context) {
    const hooks = new Set(['useEffect', 'useLayoutEffect', 'useInsertionEffect']);
    const hookName = (callee) =>
      callee.type === 'Identifier'
        ? callee.name
        : callee.type === 'MemberExpression' && callee.property.type === 'Identifier'
          ? callee.property.name
          : null;
    const isAsync = (node) => {
      if (!node || typeof node.type !== 'string') return null;
      if (node.type === 'AwaitExpression') return node;
      if (
        (node.type === 'ArrowFunctionExpression' ||
          node.type === 'FunctionExpression' ||
          node.type === 'FunctionDeclaration') &&
        node.async
      )
        return node;
      if (
        node.type === 'CallExpression' &&
        node.callee.type === 'MemberExpression' &&
        node.callee.property.type === 'Identifier' &&
        ['then', 'catch', 'finally'].includes(node.callee.property.name)
      )
        return node;
      for (const [key, value] of Object.entries(node)) {
        if (key === 'parent') continue;
        const children = Array.isArray(value) ? value : [value];
        for (const child of children) {
          if (child && typeof child === 'object' && typeof child.type === 'string') {
            const found = isAsync(child);
            if (found) return found;
          }
        }
      }
      return null;
    };
    return {
      CallExpression(node) {
        const hook = hookName(node.callee);
        if (!hook || !hooks.has(hook)) return;
        const callback = node.arguments[0];
        if (!callback) return;
        const found = isAsync(callback);
        if (found) context.report({ node: found, messageId: 'asyncEffect', data: { hook } });
      },
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      '.tmp/**',
      '.tmp-*',
      'dist',
      'node_modules',
      '.data',
      'content/media',
      'data',
      'docs',
      'test-results',
      'playwright-report',
      'server/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}', 'src/routes/**/*.{ts,tsx}'],
    plugins: { layering: { rules: { 'no-async-effect': noAsyncEffect } } },
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'ky', message: layeringMessage },
            { name: 'localforage', message: layeringMessage },
          ],
          patterns: [
            {
              group: ['**/services/*', '**/services/**', 'src/services/**', '/src/services/**'],
              message: layeringMessage,
              allowTypeImports: true,
            },
            {
              group: ['**/machines/*/effects', '**/machines/*/effects.ts', '**/machines/**/effects*'],
              message:
                'Effects are provided once, through createMachineImplementations; components use the intent hook.',
              allowTypeImports: true,
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...['fetch', 'XMLHttpRequest', 'localStorage', 'sessionStorage', 'indexedDB'].map((name) => ({
          name,
          message: layeringMessage,
        })),
      ],
      'layering/no-async-effect': 'error',
    },
  },
);
