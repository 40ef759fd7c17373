import { defineConfig } from 'vitest/config';

// One runner, four projects: `npm test` runs them in order (unit → integration → e2e).
export default defineConfig({
  esbuild: { jsx: 'automatic' },
  test: {
    // Handlers under test stay quiet: no Powertools JSON logs, EMF blobs or X-Ray (tests that assert them opt in).
    env: {
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      POWERTOOLS_LOG_LEVEL: 'SILENT',
      POWERTOOLS_METRICS_DISABLED: 'true',
      POWERTOOLS_TRACE_ENABLED: 'false',
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{events,functions,infra,ui-kit,portal,widgets}/**/*.test.{ts,tsx}', 'tests/bench/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/*.int.test.ts', '**/*.e2e.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.int.test.ts', 'functions/**/*.int.test.ts'],
          globalSetup: ['tests/support/integration-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 240_000,
          pool: 'forks',
          poolOptions: { forks: { singleFork: true } },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          globalSetup: ['tests/support/e2e-setup.ts'],
          // Pages load data over HTTP from a real stack: on a busy CI machine the first answer can
          // take seconds, so polled assertions wait up to 15 s (vitest's default is 1 s).
          expect: { poll: { timeout: 15_000, interval: 100 } },
          testTimeout: 180_000,
          hookTimeout: 300_000,
          pool: 'forks',
          poolOptions: { forks: { singleFork: true } },
        },
      },
    ],
  },
});
