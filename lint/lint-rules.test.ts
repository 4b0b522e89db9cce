import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The committed eslint.config.js, run through ESLint's Node API: proof that its rules fire
// (a rule that is configured but never fires looks the same as one that passes).
const root = fileURLToPath(new URL('..', import.meta.url));
const at = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

function ruleIds(results: ESLint.LintResult[]) {
  return results.flatMap((result) => result.messages.map((message) => message.ruleId ?? message.message));
}

describe('import-x/no-cycle', () => {
  it('refuses two files that import each other', async () => {
    // The fixtures are ignored by `npm run lint` (they fail on purpose): lint them anyway.
    const eslint = new ESLint({ cwd: root, ignore: false });
    const results = await eslint.lintFiles([at('lint/fixtures/cycle/a.ts'), at('lint/fixtures/cycle/b.ts')]);
    expect(ruleIds(results)).toEqual(['import-x/no-cycle', 'import-x/no-cycle']);
  });
});

describe('the module boundary (import-x/no-restricted-paths)', () => {
  // Only the boundary is under test here: no-cycle would walk the whole server from each import.
  const eslint = new ESLint({ cwd: root, overrideConfig: { rules: { 'import-x/no-cycle': 'off' } } });
  const lint = async (path: string, code: string) => ruleIds(await eslint.lintText(code, { filePath: at(path) }));
  const use = (specifier: string, name: string) => `import { ${name} } from '${specifier}';\n\nexport const used = ${name};\n`;

  it('refuses a module reaching into another module’s repository', async () => {
    expect(await lint('server/modules/projects/fixture.ts', use('../usage/usage.repo', 'computeUsage'))).toEqual(['import-x/no-restricted-paths']);
  });

  it.each(['jobs', 'maintenance', 'auth'])('refuses server/%s reaching past a module’s service', async (dir) => {
    expect(await lint(`server/${dir}/fixture.ts`, use('../modules/usage/usage.repo', 'computeUsage'))).toEqual(['import-x/no-restricted-paths']);
    expect(await lint(`server/${dir}/fixture.ts`, use('../modules/usage/usage.policy', 'canViewUsage'))).toEqual(['import-x/no-restricted-paths']);
  });

  it('lets them through the service', async () => {
    expect(await lint('server/jobs/fixture.ts', use('../modules/usage/usage.service', 'usageAcrossCompanies'))).toEqual([]);
    expect(await lint('server/modules/projects/fixture.ts', use('../usage/usage.service', 'createUsageService'))).toEqual([]);
  });

  it('refuses a client feature importing another feature', async () => {
    expect(await lint('client/features/projects/fixture.ts', use('../templates/model/field-draft', 'FIELD_TYPE_LABELS'))).toEqual(['import-x/no-restricted-paths']);
  });
});
