import js from '@eslint/js'
import boundaries from 'eslint-plugin-boundaries'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** The app runs on preact/compat, which has no real transitions or actions (docs/decisions/005). */
const PREACT_LIMITS = [
  {
    name: 'react',
    importNames: ['useOptimistic', 'useActionState', 'useTransition', 'useDeferredValue'],
    message: 'preact/compat runs transitions synchronously and has no actions (decision 005).',
  },
  {
    name: 'react-dom',
    importNames: ['useFormStatus', 'useFormState'],
    message: 'preact/compat has no form actions (decision 005).',
  },
]

/** Relative imports name their file, so Node runs the same TypeScript the bundlers do. */
const relativeImportWithoutExtension = {
  selector: 'ImportDeclaration[source.value=/^\\.\\.?\\u002F(?!.*\\.(ts|tsx|css|svg|png|json)$)/]',
  message: 'Relative imports name their file with its extension (./file.ts).',
}

/** Each app imports only downwards (issue 39, item 8): the web reaches the server over HTTP or its CLI. */
const WEB_NOT_SERVER =
  'apps/web does not import apps/server: share through packages/ (contract, fair, catalogue), or reach the server over HTTP or its operator CLI.'

/**
 * Server module boundaries. Each folder in apps/server/src/modules/ is a module (one product area).
 * Its public surface is its files named *.service.ts (the create…Service entry and its types, or a
 * service of plain functions) and *.types.ts (types, and the ports other areas implement); every
 * other file (queries, calls, commands, presenters, one file per operation, adapters) is its own.
 * A module may import from another module only that public surface, and never the composition root
 * (app.ts, calls.ts, main.ts, services.ts, admin/), which wires the modules together and may import
 * anything; what a module needs of another it takes from the root as a dependency or imports from
 * the other's public surface (platform/admin-command.ts is the contract a module's commands fill in).
 * Imports inside one module are not checked. Cycles between modules and reads of another module's
 * tables are checked by dependency-cruiser (.dependency-cruiser.js, npm run lint:deps).
 */
const SERVER = 'apps/server/src'
const PUBLIC_SURFACE = ['**/*.service.ts', '**/*.types.ts']
const fromModule = { element: { type: 'module' } }
const serverBoundaries = {
  files: [`${SERVER}/**/*.ts`],
  plugins: { boundaries },
  settings: {
    'boundaries/include': [`${SERVER}/**/*.ts`],
    'boundaries/elements': [
      { type: 'module', pattern: `${SERVER}/modules/*`, partialMatch: false, capture: ['module'] },
    ],
    'boundaries/files': [
      {
        category: 'composition-root',
        pattern: [`${SERVER}/{app,calls,ops-calls,main,services}.ts`, `${SERVER}/admin/**/*.ts`],
      },
    ],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'allow',
        // The composition root's files belong to no module: check dependencies on them too.
        checkUnknownLocals: true,
        policies: [
          {
            from: fromModule,
            disallow: { to: { file: { categories: 'composition-root' } } },
            message: 'A module does not import the composition root ({{ to.file.path }}).',
          },
          {
            from: fromModule,
            disallow: { to: { element: { type: 'module' } } },
            message:
              'modules/{{ from.element.captured.module }} may import only the public surface (*.service.ts, *.types.ts) of modules/{{ to.element.captured.module }}.',
          },
          {
            from: fromModule,
            allow: { to: { element: { type: 'module', fileInternalPath: PUBLIC_SURFACE } } },
          },
        ],
      },
    ],
  },
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'apps/server/drizzle/**',
      'apps/server/test/fixtures/**',
      // MPEG transport stream segments of the development live stream, not TypeScript.
      'apps/server/dev-assets/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-restricted-syntax': ['error', relativeImportWithoutExtension],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-exports': [
        'error',
        {
          restrictDefaultExports: {
            direct: true,
            named: true,
            defaultFrom: true,
            namedFrom: true,
            namespaceFrom: true,
          },
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts', 'packages/fair/src/**/*.ts'],
    rules: {
      // Game outcomes and draws use packages/fair or node:crypto; Math.random is never good enough.
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Use node:crypto or packages/fair.' },
      ],
    },
  },
  serverBoundaries,
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, boundaries },
    settings: {
      // The web layers, by folder; the feature's name is captured so a rule can tell features apart.
      'boundaries/elements': [
        { type: 'app', pattern: 'apps/web/src/app' },
        { type: 'feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
        { type: 'shared', pattern: 'apps/web/src/{api,i18n,lib,ui}' },
        { type: 'server', pattern: 'apps/server' },
      ],
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Judged on resolved files, not on how the path is spelled, so `../auth/x.tsx` from a sibling
      // feature fails at any depth (a path pattern in no-restricted-imports missed it).
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'feature' } },
              disallow: {
                to: {
                  element: {
                    type: 'feature',
                    captured: { feature: '!{{ from.element.captured.feature }}' },
                  },
                },
              },
              message: 'Features do not import each other; share through ui/, lib/ or api/.',
            },
            {
              from: { element: { type: 'shared' } },
              disallow: { to: { element: { type: 'feature' } } },
              message: 'ui/, lib/, api/ and i18n/ do not import features.',
            },
            {
              from: { element: { types: { anyOf: ['feature', 'shared'] } } },
              disallow: { to: { element: { type: 'app' } } },
              message: 'Only the app layer imports app/.',
            },
            {
              from: { element: { types: { anyOf: ['app', 'feature', 'shared'] } } },
              disallow: { to: { element: { type: 'server' } } },
              message: WEB_NOT_SERVER,
            },
          ],
        },
      ],
    },
  },
  {
    // The rest of apps/web (browser tests, art scripts, build plugins) imports no server code either.
    files: ['apps/web/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': [
        { type: 'web', pattern: 'apps/web' },
        { type: 'server', pattern: 'apps/server' },
      ],
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'web' } },
              disallow: { to: { element: { type: 'server' } } },
              message: WEB_NOT_SERVER,
            },
          ],
        },
      ],
    },
  },
  {
    // The one arrow left (issue 39, item 8): the fake Google/LINE sign-in the server's tests run, an
    // outside service's stand-in rather than server code, which the browser test of social sign-in
    // starts too.
    files: ['apps/web/e2e/accounts.test.ts'],
    rules: { 'boundaries/dependencies': 'off' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            ...PREACT_LIMITS,
            {
              name: '@panalo/contract/errors',
              allowTypeImports: true,
              message:
                "The app reads errcodes from 'virtual:error-codes': the catalogue's English messages stay out of the bundle (vite-plugins/error-codes.ts).",
            },
          ],
        },
      ],
    },
  },
  {
    // Tests are not bundled: they may check the app against the whole catalogue.
    files: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: PREACT_LIMITS }] },
  },
  {
    // The operator console (decision 064): the player app's layers and Preact limits.
    files: ['apps/console/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, boundaries },
    settings: {
      'boundaries/elements': [
        { type: 'app', pattern: 'apps/console/src/app' },
        { type: 'feature', pattern: 'apps/console/src/features/*', capture: ['feature'] },
        { type: 'shared', pattern: 'apps/console/src/{api,lib,ui}' },
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-restricted-imports': ['error', { paths: PREACT_LIMITS }],
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'feature' } },
              disallow: {
                to: {
                  element: {
                    type: 'feature',
                    captured: { feature: '!{{ from.element.captured.feature }}' },
                  },
                },
              },
              message: 'Features do not import each other; share through ui/, lib/ or api/.',
            },
            {
              from: { element: { type: 'shared' } },
              disallow: { to: { element: { type: 'feature' } } },
              message: 'ui/, lib/ and api/ do not import features.',
            },
            {
              from: { element: { types: { anyOf: ['feature', 'shared'] } } },
              disallow: { to: { element: { type: 'app' } } },
              message: 'Only the app layer imports app/.',
            },
          ],
        },
      ],
    },
  },
  {
    // React's default export, for the libraries that import it (decision 005).
    files: ['apps/web/src/lib/react-on-preact.js', 'apps/console/src/lib/react-on-preact.js'],
    languageOptions: { globals: { ...globals.browser } },
    rules: { 'no-restricted-exports': 'off' },
  },
  {
    // vite.config and test setup files export their config by default.
    files: [
      '**/vite.config.ts',
      'vitest.config.ts',
      'eslint.config.js',
      '.dependency-cruiser.js',
      '**/drizzle.config.ts',
      '**/global-setup.ts',
    ],
    rules: { 'no-restricted-exports': 'off' },
  },
)
