// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { architectureBoundaries, featurePublicModules } from './tools/eslint/architecture-boundaries.js';
import layout from './tools/eslint/layout.json' with { type: 'json' };

const root = new URL('.', import.meta.url).pathname;

/**
 * The tree by audience (docs/architecture.md): src/server/<audience>/<feature> and
 * src/web/features/<audience>/<feature>, with shared layers below the audiences. The audiences,
 * the server's shared infrastructure folders and the lower layers are listed once, in
 * tools/eslint/layout.json; every folder inside an audience is a feature from its first file.
 */
const { audiences, serverInfrastructure } = layout;
const shopperAudiences = ['shop', 'account'];
const staffAudiences = audiences.filter((audience) => !shopperAudiences.includes(audience));
/** The audiences above `audience` in the dependency order (shop and account < clinic < platform). */
const above = (audience) =>
  shopperAudiences.includes(audience) ? staffAudiences : staffAudiences.slice(staffAudiences.indexOf(audience) + 1);

const entries = (path) => {
  try {
    return readdirSync(new URL(path, import.meta.url), { withFileTypes: true });
  } catch {
    return [];
  }
};
/** A web audience's shared layer: the files directly in its folder and its messages (layout, navigation, words its features share). */
const audienceLayer = (audience) => [
  // Imports name .ts/.tsx modules without their extension, stylesheets with it.
  ...entries(`./src/web/features/${audience}`).filter((entry) => entry.isFile()).map((entry) => `src/web/features/${audience}/${entry.name.replace(/\.tsx?$/, '')}`),
  `src/web/features/${audience}/messages`,
];
const webFeatures = (audience) =>
  entries(`./src/web/features/${audience}`).filter((entry) => entry.isDirectory() && entry.name !== 'messages').map((entry) => entry.name);

const audienceZones = audiences.flatMap((audience) => [
  ...(above(audience).length === 0 ? [] : [
    {
      target: `src/server/${audience}`,
      from: above(audience).map((other) => `src/server/${other}`),
      message: `${audience} code never imports ${above(audience).join(' or ')} code: an audience builds only on the audiences and shared layers below it.`,
    },
    {
      target: `src/web/features/${audience}`,
      from: above(audience).map((other) => `src/web/features/${other}`),
      message: `${audience} pages never import ${above(audience).join(' or ')} code: an audience builds only on the audiences and shared layers below it.`,
    },
  ]),
  // A web feature imports no other feature: only its own folder and its audience's shared layer.
  ...webFeatures(audience).map((feature) => ({
    target: `src/web/features/${audience}/${feature}`,
    from: ['src/web/features'],
    except: [`src/web/features/${audience}/${feature}`, ...audienceLayer(audience)],
    message: 'A web feature does not import another feature: move the shared part to its audience\'s folder (features/<audience>/*.tsx), src/web/ui, api, i18n or shell, or compose in routes.tsx and app-slots.tsx.',
  })),
]);

/**
 * An audience's shared layer (files directly in features/<audience>/ and its messages) imports none
 * of its features. The target is the audience's folder less its features, not the layer's file
 * list: a zone's target is matched against file names with their extension, and a file added to
 * the layer tomorrow is covered from its first line.
 */
const audienceLayerZones = audiences.map((audience) => ({
  target: `src/web/features/${audience}`,
  targetExcept: webFeatures(audience).map((feature) => `src/web/features/${audience}/${feature}`),
  from: webFeatures(audience).map((feature) => `src/web/features/${audience}/${feature}`),
  message: `The ${audience} audience's shared layer is below its features: it never imports one.`,
}));

const audienceFolders = (base) => audiences.map((audience) => `${base}/${audience}`);

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
      // The architecture you can see from the folder tree (STYLE §1); src/server/architecture.test.ts
      // shows each zone refusing a forbidden import.
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
              target: 'src/server/shared',
              from: audienceFolders('src/server'),
              message: 'src/server/shared is below every audience: it never imports shop, account, clinic or platform code.',
            },
            ...serverInfrastructure.filter((folder) => folder !== 'testing').map((folder) => ({
              target: `src/server/${folder}`,
              // The seed and the test kit compose features, as app.ts and start.ts do.
              targetExcept: ['src/server/db/seed'],
              from: [...audienceFolders('src/server'), 'src/server/shared'],
              message: `src/server/${folder} is infrastructure: it never imports a feature (app.ts, start.ts, db/seed and testing compose them).`,
            })),
            ...['ui', 'shell', 'api', 'i18n', 'analytics'].map((folder) => ({
              target: `src/web/${folder}`,
              from: ['src/web/features'],
              message: `src/web/${folder} is below the features: it never imports one (features are composed by routes.tsx and app-slots.tsx).`,
            })),
            {
              target: 'src/web/features',
              from: ['src/web/routes', 'src/web/main', 'src/web/app-slots'],
              message: 'Features are composed by routes.tsx and app-slots.tsx, never the other way round.',
            },
            ...audienceZones,
            ...audienceLayerZones,
          ],
        },
      ],
      // A server feature imports another only through its public module (index.ts); *.queries.ts
      // stay inside their feature (src/server/architecture.test.ts shows the rule failing).
      'local/feature-public-modules': [
        'error',
        {
          root,
          areas: [
            { folder: 'src/server', shared: serverInfrastructure },
            ...['shared', ...audiences].map((audience) => ({ folder: `src/server/${audience}`, shared: [] })),
          ],
        },
      ],
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
