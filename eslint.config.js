import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

// Client features never import each other (they are composed in client/app only).
const featuresDir = new URL('./client/features', import.meta.url);
const features = (existsSync(featuresDir) ? readdirSync(featuresDir, { withFileTypes: true }) : [])
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = features.map((feature) => ({
  target: `./client/features/${feature}`,
  from: './client/features',
  except: [`./${feature}`],
  message: 'Features do not import each other; compose them in client/app.',
}));

// Server modules reach each other only through their services (DESIGN §9): never another
// module's repository, so tenant scope and authorization cannot be skipped.
const modulesDir = new URL('./server/modules', import.meta.url);
const modules = (existsSync(modulesDir) ? readdirSync(modulesDir, { withFileTypes: true }) : [])
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const filesOf = (module, suffix) =>
  readdirSync(new URL(`./server/modules/${module}`, import.meta.url))
    .filter((file) => file.endsWith(suffix))
    .map((file) => `./${module}/${file}`);
const moduleZones = modules.map((module) => ({
  target: `./server/modules/${module}`,
  from: modules
    .filter((other) => other !== module)
    .flatMap((other) => filesOf(other, '.repo.ts'))
    .map((file) => `./server/modules${file.slice(1)}`),
  message: 'A module reaches another only through its service, never its repository.',
}));
// Code that runs without a route (jobs, maintenance, authentication) reaches a module only through
// its services, so scope and audit stay the service's business. Tests may look inside.
const serviceOnlyZone = {
  target: './server/{jobs,maintenance,auth}/**/!(*.test).ts',
  from: './server/modules',
  except: modules.flatMap((module) => filesOf(module, '.service.ts')),
  message: 'Jobs, maintenance and auth reach a module only through its service.',
};

export default tseslint.config(
  // lint/fixtures/ breaks the rules on purpose, for lint/lint-rules.test.ts.
  { ignores: ['dist/', 'node_modules/', 'db/migrations/', 'test-results/', 'playwright-report/', 'data/', 'lint/fixtures/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['tsconfig.server.json', 'tsconfig.client.json', 'tsconfig.e2e.json'], noWarnOnMultipleProjects: true })],
    },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Vite's virtual modules (the service worker's registration) exist only inside the build.
      'import-x/no-unresolved': ['error', { ignore: ['^virtual:'] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './common',
              from: ['./server', './client'],
              message: 'common/ is shared by both sides and imports neither.',
            },
            { target: './server', from: './client', message: 'The server does not import client code.' },
            { target: './client', from: './server', message: 'The client does not import server code.' },
            ...featureZones,
            ...moduleZones.filter((zone) => zone.from.length > 0),
            serviceOnlyZone,
          ],
        },
      ],
    },
  },
  {
    files: ['common/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*', 'fastify*', '@fastify/*', 'drizzle-orm*', 'react', 'react-*', 'pg', '@electric-sql/*'], message: 'common/ stays free of runtime-specific code.' },
          ],
        },
      ],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Call the API through client/lib/api-client.' }],
    },
  },
  {
    files: ['client/lib/api-client.ts'],
    rules: { 'no-restricted-globals': 'off' },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'server/test/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // Nothing imports a test, a journey or a benchmark, so none can be in a cycle (a cycle they
    // import is reported in its own files): walking their imports again only costs lint time.
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.spec.ts', 'bench/**'],
    rules: { 'import-x/no-cycle': 'off' },
  },
);
