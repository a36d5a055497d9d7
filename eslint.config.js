// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { architectureBoundaries, featurePublicModules } from './tools/eslint/architecture-boundaries.js';
import serverSharedFolders from './tools/eslint/server-shared-folders.json' with { type: 'json' };

const root = new URL('.', import.meta.url).pathname;

/** Each folder of src/web/features is a feature; it may not reach into another one (STYLE §1). */
const features = readdirSync(new URL('./src/web/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const featureZones = features.map((feature) => ({
  target: `src/web/features/${feature}`,
  from: ['src/web/features'],
  except: [`src/web/features/${feature}`],
  message: 'A feature does not import another feature: move the shared part to src/web/ui, api, i18n or shell, or compose in routes.tsx.',
}));

/**
 * The server's shared infrastructure (tools/eslint/server-shared-folders.json): every folder of
 * src/server NOT listed there is a feature (no per-feature list: a new folder is a feature from its
 * first file). Files directly in src/server (app.ts, config.ts, errors.ts, main.ts, start.ts) are
 * shared too. See docs/architecture.md.
 */

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'data/**', 'coverage/**', 'bench/results/**'] },

  js.configs.recommended,
  ...tseslint.configs.recommended,

  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    plugins: { local: { rules: { 'architecture-boundaries': architectureBoundaries, 'feature-public-modules': featurePublicModules } } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // The architecture you can see from the folder tree (STYLE §1).
      'local/architecture-boundaries': [
        'error',
        {
          root,
          zones: [
            {
              target: 'src/domain',
              from: ['src/contracts', 'src/server', 'src/web', 'tests', 'bench'],
              message: 'src/domain is pure rules: it imports nothing of ours but itself.',
            },
            {
              target: 'src/contracts',
              from: ['src/server', 'src/web', 'tests', 'bench'],
              message: 'src/contracts may import only src/domain.',
            },
            { target: 'src/server', from: ['src/web'], message: 'The server never imports the web app.' },
            { target: 'src/web', from: ['src/server'], message: 'The web app never imports the server: share through src/contracts.' },
            {
              target: 'src/web/features',
              from: ['src/web/routes', 'src/web/main'],
              message: 'Features are composed by routes.tsx, never the other way round.',
            },
            ...featureZones,
          ],
        },
      ],
      // A server feature imports another only through its public module (index.ts); *.queries.ts
      // stay inside their feature (src/server/architecture.test.ts shows the rule failing).
      'local/feature-public-modules': ['error', { root, areas: [{ folder: 'src/server', shared: serverSharedFolders }] }],
    },
  },

  {
    // STYLE §9: migrations take Kysely<any> on purpose, so they never depend on today's table types.
    files: ['src/server/db/migrations/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },

  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
);
