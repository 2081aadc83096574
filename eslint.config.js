import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** Relative imports name their file, so Node runs the same TypeScript the bundlers do. */
const relativeImportWithoutExtension = {
  selector: 'ImportDeclaration[source.value=/^\\.\\.?\\u002F(?!.*\\.(ts|tsx|css|svg|png|json)$)/]',
  message: 'Relative imports name their file with its extension (./file.ts).',
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'apps/server/drizzle/**',
      'apps/server/test/fixtures/**',
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
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../features/*', '../../features/*'],
              message: 'Features do not import each other; share through ui/, lib/ or api/.',
            },
            { group: ['**/app/*'], message: 'Only the app layer imports app/.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      // The app runs on preact/compat, which has no real transitions or actions (docs/decisions/005).
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
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
          ],
        },
      ],
    },
  },
  {
    // React's default export, for the libraries that import it (decision 005).
    files: ['apps/web/src/lib/react-on-preact.js'],
    languageOptions: { globals: { ...globals.browser } },
    rules: { 'no-restricted-exports': 'off' },
  },
  {
    // The app layer composes features, and vite.config / test setup files export their config by default.
    files: ['apps/web/src/app/**/*.{ts,tsx}', 'apps/web/src/main.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: [
      '**/vite.config.ts',
      'vitest.config.ts',
      'eslint.config.js',
      '**/drizzle.config.ts',
      '**/global-setup.ts',
    ],
    rules: { 'no-restricted-exports': 'off' },
  },
)
