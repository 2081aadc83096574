import { defineConfig } from 'vitest/config'

/**
 * One Vitest run, seven projects: the pure packages, the server over HTTP (app.inject on PGlite, or on
 * PostgreSQL when TEST_DATABASE_URL is set), web and console units, the benchmarks' own load tools,
 * and browser flows (player app and console) driving Debian's Chromium against the production build
 * served by the real server.
 */
export default defineConfig({
  test: {
    // Vitest's default on a two-core machine is one file at a time. Most files wait on PostgreSQL, a
    // server process or a browser rather than on this process's CPU, so two at a time halves the wait.
    maxWorkers: 2,
    projects: [
      { test: { name: 'contract', include: ['packages/contract/test/**/*.test.ts'] } },
      { test: { name: 'fair', include: ['packages/fair/test/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          // A worker keeps the server's modules loaded from one file to the next instead of importing
          // its whole graph again for each of some 110 files (about a fifth of the project's time, and
          // CPU that the other worker needed). Nothing here keeps state in a module between apps: each
          // file builds its own app on its own database, and caches hang off that app's services.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          // Each file in its own VM context on one happy-dom per worker: the files stay isolated (some
          // assert a module's first-load state) without building a page environment 42 times, which was
          // two thirds of the project's time (about 90 s against 25 s on a loaded machine).
          pool: 'vmThreads',
          // Said again: a vm pool does not take the root's, and Vitest runs projects together only when
          // their maxWorkers agree.
          maxWorkers: 2,
          setupFiles: ['src/test-setup.ts'],
          // Its ES module build, through Vite, so its react and react-dom imports reach Preact as the app's do.
          alias: [
            {
              find: /^@testing-library\/react$/,
              replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
            },
          ],
          server: {
            deps: {
              inline: [/@testing-library\/react/, /@tanstack\/react-query/, /react-router/, /zustand/],
            },
          },
        },
      },
      {
        extends: './apps/console/vite.config.ts',
        test: {
          name: 'console',
          root: './apps/console',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          // As the web project: isolated files on one page environment per worker.
          pool: 'vmThreads',
          maxWorkers: 2,
          // As the web project: Testing Library's ES module build, so its react imports reach Preact.
          alias: [
            {
              find: /^@testing-library\/react$/,
              replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
            },
          ],
          server: {
            deps: { inline: [/@testing-library\/react/, /@tanstack\/react-query/, /@tanstack\/react-table/] },
          },
        },
      },
      { test: { name: 'bench', include: ['bench/test/**/*.test.ts'] } },
      {
        test: {
          name: 'browser',
          include: ['apps/web/e2e/**/*.test.ts', 'apps/console/e2e/**/*.test.ts'],
          globalSetup: ['apps/web/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two files at a time (the root maxWorkers), each with its own server and Chromium: about 460 s
          // instead of about 800 s one at a time. On a busy two-core machine a page or the server can be
          // a moment behind, so the flows wait for what they check (expect.poll, waitFor, the response
          // of a call) rather than read it once right after an action.
          // A page on a busy two-core machine can take a few seconds to show what it will show.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
})
