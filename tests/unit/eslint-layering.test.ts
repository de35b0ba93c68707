import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

/**
 * The layering rule of eslint.config.js (issue #14): components and pages reach the API and
 * storage only through machines. Each case lints a snippet as if it were the named file.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function problems(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId);
}

describe('layering lint rule', { timeout: 60_000 }, () => {
  it('a component may not import a service, ky or localforage', async () => {
    expect(
      await problems(
        "import { authService } from '../../services/auth.ts';\nvoid authService;\n",
        'src/ui/auth/Bad.tsx',
      ),
    ).toContain('@typescript-eslint/no-restricted-imports');
    expect(await problems("import ky from 'ky';\nvoid ky;\n", 'src/routes/bad.tsx')).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
    expect(await problems("import lf from 'localforage';\nvoid lf;\n", 'src/ui/x/Bad.tsx')).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
  });

  it('type-only imports of the API types stay allowed, and machines may import services', async () => {
    expect(
      await problems(
        "import type { SessionUser } from '../../services/auth.ts';\nexport type U = SessionUser;\n",
        'src/ui/auth/Ok.tsx',
      ),
    ).toEqual([]);
    expect(
      await problems(
        "import { authService } from '../../services/auth.ts';\nvoid authService;\n",
        'src/machines/auth-session/ok.ts',
      ),
    ).toEqual([]);
  });

  it('a component may not run async work in an effect, nor use fetch or storage directly', async () => {
    const effect = `import { useEffect } from 'react';
export function C({ load }: { load: () => Promise<void> }) {
  useEffect(() => { void load().then(() => undefined); }, [load]);
  return null;
}
`;
    expect(await problems(effect, 'src/ui/x/C.tsx')).toContain('layering/no-async-effect');
    const sendOnly = `import { useEffect } from 'react';
export function C({ send }: { send: () => void }) {
  useEffect(() => send(), [send]);
  return null;
}
`;
    expect(await problems(sendOnly, 'src/ui/x/C.tsx')).toEqual([]);
    expect(await problems("export const f = () => fetch('/api');\n", 'src/ui/x/f.ts')).toContain(
      'no-restricted-globals',
    );
    expect(
      await problems("export const f = () => localStorage.getItem('x');\n", 'src/routes/f.ts'),
    ).toContain('no-restricted-globals');
  });
});
