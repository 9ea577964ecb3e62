// Lint rules, including the module boundaries of DESIGN.md: arrows only point down the layers.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/** Forbid imports from a package folder into others, with a reason shown in the error. */
const zone = (target, from, message, except) => ({ target, from, message, ...(except ? { except } : {}) });

/** The feature folders of packages/features/src (goods, ...): each one is closed to the others. */
const FEATURES = readdirSync(new URL('./packages/features/src', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'shared' && entry.name !== 'kit')
  .map((entry) => entry.name);
/** A feature imports its own folder, the HostKit, the kit and shared helpers; never another feature. */
const featureZones = FEATURES.map((name) =>
  zone(
    `./packages/features/src/${name}`,
    './packages/features/src',
    'A feature never imports another feature (only its own folder, host-kit.ts, kit/ and shared/).',
    [`./${name}`, './host-kit.ts', './kit', './shared'],
  ),
).concat(
  FEATURES.map((name) =>
    zone(
      './packages/features/src/kit',
      `./packages/features/src/${name}`,
      'The kit serves every feature and imports none.',
    ),
  ),
);

/** The module boundaries of DESIGN.md between packages and apps. */
const PACKAGE_ZONES = [
  zone('./packages/sdk', './packages/!(sdk)/**', 'The sdk imports nothing of ours.'),
  zone('./packages/sdk', './apps', 'The sdk imports nothing of ours.'),
  zone('./packages/contract', './apps', 'The contract is a leaf: it imports nothing of ours.'),
  zone('./packages/contract', './packages/!(contract)/**', 'The contract is a leaf.'),
  zone('./packages/features', './apps', 'A feature never imports anything under apps/.'),
  ...featureZones,
  zone('./apps/server', './apps/shell', 'The server imports no front-end code.'),
  zone('./apps/server', './packages/features', 'The server imports no front-end code.'),
  zone('./apps/server', './packages/sdk', 'The server imports no front-end code.'),
  zone('./apps/shell', './apps/server', 'The shell talks to the server over HTTP only.'),
  zone('./examples', './apps', 'Examples use only the published sdk.'),
  zone(
    './examples',
    './packages/!(sdk|playwright)/**',
    'Examples use only the published sdk (and their tests the QA kit).',
  ),
  zone(
    './examples/*/src/**',
    './packages/playwright/**',
    'A vendor page ships only the sdk: the QA kit is for its tests.',
  ),
  // The QA kit is published: it drives the shell as a browser does.
  zone('./packages/playwright', './apps', 'The QA kit imports nothing of the apps.'),
  zone(
    './packages/playwright',
    './packages/!(playwright|sdk|contract)/**',
    'The QA kit imports of ours only the sdk and the wire contract.',
  ),
];

/**
 * The shell's layers, top to bottom (DESIGN.md: arrows only point down). A folder imports its own
 * layer and the ones below; an import of a layer above is a back-up arrow. The composition root
 * (app/: the router wired to pages and layouts, the guard) imports everything; route data
 * (router/) is pure and sits low, beside the menu's.
 */
const SHELL_LAYERS = [
  ['main.tsx', 'app'],
  ['layout', 'pages', 'features', 'microapp'],
  ['bridge', 'password', 'watch', 'theme'],
  ['components', 'hooks'],
  ['stores'],
  ['router', 'menu'],
  ['api', 'i18n'],
  ['utils', 'constants.ts'],
];
/**
 * The back-up arrows the shell still has, by importing folder and imported folder, and what they
 * may import: the bridge opens micro-apps (their registry and preload), and dates are formatted
 * in the language on show. Nothing else may point up.
 */
const SHELL_BACK_UP = {
  'bridge>microapp': ['./micro-apps.ts', './preload.ts'],
  'utils>i18n': ['./index.ts'],
};
const shellPath = (name) => `./apps/shell/src/${name}`;
const shellLayerZones = SHELL_LAYERS.flatMap((layer, index) =>
  layer.flatMap((target) =>
    SHELL_LAYERS.slice(0, index)
      .flat()
      .map((from) =>
        zone(
          shellPath(target),
          shellPath(from),
          `The shell's layers point down (eslint.config.js SHELL_LAYERS): ${target} imports nothing of ${from}.`,
          SHELL_BACK_UP[`${target}>${from}`],
        ),
      ),
  ),
);

/**
 * The server's layers, top to bottom (apps/server/README.md, Layout): the entry points and seed
 * compose; plugins, routes and http answer requests; services do the application's work;
 * repositories hold every query and infra the machinery (xlsx, storage, SMS, hashing, threads),
 * neither importing the other; db, config and the thread starter below them; domain holds the
 * pure rules and imports only i18n's message keys (and the contract). An import of a layer above
 * is a back-up arrow.
 */
const SERVER_LAYERS = [
  ['main.ts', 'app.ts', 'create-admin.ts', 'seed-large.ts', 'seed'],
  ['plugins', 'routes', 'http'],
  ['services'],
  ['repositories', 'infra'],
  ['db', 'config.ts', 'worker-script.ts'],
  ['domain'],
  ['i18n'],
];
const serverPath = (name) => `./apps/server/src/${name}`;
const serverLayerZones = SERVER_LAYERS.flatMap((layer, index) =>
  layer.flatMap((target) =>
    SERVER_LAYERS.slice(0, index)
      .flat()
      .map((from) =>
        zone(
          serverPath(target),
          serverPath(from),
          `The server's layers point down (eslint.config.js SERVER_LAYERS): ${target} imports nothing of ${from}.`,
        ),
      ),
  ),
).concat(
  zone(serverPath('repositories'), serverPath('infra'), 'Repositories hold queries only: no infra.'),
  zone(
    serverPath('infra'),
    serverPath('repositories'),
    'Infra knows no repository: it is handed what it needs.',
  ),
);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      '**/.data/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['*/*/tsconfig.json', 'tests/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-relative-packages': 'error',
      'import-x/no-restricted-paths': ['error', { zones: PACKAGE_ZONES }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='postMessage'][arguments.1.value='*']",
          message: "Never post to '*': name the target origin.",
        },
        {
          selector:
            "CallExpression[callee.property.name='postMessage'] Property[key.name='targetOrigin'][value.value='*']",
          message: "Never post to '*': name the target origin.",
        },
      ],
    },
  },
  {
    // One feature never imports another (featureZones above); nor an app, nor the features' index.
    files: ['packages/features/src/*/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@rcadmin/shell*', '@rcadmin/server*'], message: 'Features do not import apps.' },
            { group: ['@rcadmin/features*'], message: 'A feature never imports the features index.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/shell/**/*.{ts,tsx}', 'packages/features/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // Accessibility of the markup (WCAG): labels, roles, keyboard handlers beside pointer ones. The
    // e2e's axe run checks the rendered pages; this catches the same kind of fault as it is written.
    files: ['apps/shell/**/*.tsx', 'packages/features/**/*.tsx', 'examples/*/src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A component's autoFocus moves the focus into the dialog or pop-up the user has just opened
      // (the WAI-ARIA dialog pattern); a DOM element taking the focus on its own stays an error.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    // The shell has one http client and one message bridge (STYLE.md 2).
    files: ['apps/shell/src/**/*.{ts,tsx}'],
    ignores: ['apps/shell/src/api/http.ts', 'apps/shell/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'axios', message: 'Use the shell http client (src/api/http.ts).' },
            {
              name: '@rcadmin/contract',
              allowTypeImports: true,
              message:
                'Runtime values come from @rcadmin/contract/wire, so no schema library ships to the browser.',
            },
          ],
        },
      ],
    },
  },
  {
    // Inside the shell, arrows point down its layers too (tests may reach up: they compose).
    files: ['apps/shell/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/shell/src/**/*.test.{ts,tsx}',
      'apps/shell/src/**/test-setup.ts',
      'apps/shell/src/**/testing/**',
    ],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...PACKAGE_ZONES, ...shellLayerZones] }],
    },
  },
  {
    // Inside the server, arrows point down its layers (tests compose, and may reach anywhere).
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...PACKAGE_ZONES, ...serverLayerZones] }],
    },
  },
  {
    // Command-line scripts talk to the person running them.
    files: ['scripts/**', 'examples/*/serve.mjs'],
    rules: { 'no-console': 'off' },
  },
  prettier,
);
