import { defineConfig } from 'vitest/config';
import { alias } from './vite.config';

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
const withPgliteThread = Boolean(process.env.TEST_PGLITE_THREAD);

const serverProject = (name: string, dbKind: 'pglite' | 'pglite-thread' | 'postgres') => ({
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

// The opening-hours suite must give identical results whatever the process time zone is.
const hoursTimeZoneProject = (name: string, tz: string) => ({
  resolve: { alias },
  test: {
    name,
    include: [
      'src/shared/domain/hours*.test.ts',
      'src/shared/domain/reservations*.test.ts',
      'src/web/features/hours/*.test.ts',
    ],
    environment: 'node',
    setupFiles: ['tests/support/fail-on-console-error.ts'],
    env: { TZ: tz },
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
      hoursTimeZoneProject('hours-tz-los-angeles', 'America/Los_Angeles'),
      hoursTimeZoneProject('hours-tz-phnom-penh', 'Asia/Phnom_Penh'),
      serverProject('server-pglite', 'pglite'),
      ...(withPostgres ? [serverProject('server-postgres', 'postgres')] : []),
      ...(withPgliteThread ? [serverProject('server-pglite-thread', 'pglite-thread')] : []),
    ],
  },
});
