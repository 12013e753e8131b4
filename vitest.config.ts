import { defineConfig } from 'vitest/config';
import { alias } from './vite.config';

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

const serverProject = (name: string, dbKind: 'pglite' | 'postgres') => ({
  resolve: { alias },
  test: {
    name,
    include: ['src/server/**/*.test.ts', 'tests/server/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/support/global-setup.ts'],
    setupFiles: ['tests/support/fail-on-console-error.ts'],
    env: { SPEY_TEST_DB: dbKind },
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['src/shared/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/support/fail-on-console-error.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/support/fail-on-console-error.ts'],
        },
      },
      serverProject('server-pglite', 'pglite'),
      ...(withPostgres ? [serverProject('server-postgres', 'postgres')] : []),
    ],
  },
});
