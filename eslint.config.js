import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      'coverage/**',
      '.react-router/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      // Imports flow one way: web and server use shared; shared uses neither; web never imports server.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/shared', from: './src/server', message: 'shared must not import server code' },
            { target: './src/shared', from: './src/web', message: 'shared must not import web code' },
            {
              // A route's loader and action reach the server only through *.server.ts modules, which the
              // browser build never includes.
              target: './src/web/**/!(*.server).{ts,tsx}',
              from: './src/server',
              message: 'web must not import server code (outside *.server.ts modules)',
            },
            { target: './src/server', from: './src/web', message: 'server must not import web code' },
          ],
        },
      ],
    },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*'], message: 'shared code runs in the browser too' },
            {
              group: ['react', 'react-dom', 'fastify', 'drizzle-orm', 'drizzle-orm/*'],
              message: 'shared code is pure',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/i18n/use-translation.ts', 'src/web/lib/toast.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-i18next',
              importNames: ['useTranslation'],
              message: "use '@/web/i18n/use-translation' (the lighter hook every component uses)",
            },
            {
              name: 'sonner',
              message:
                "use '@/web/lib/toast' (sonner is fetched when a toast is first shown, not with the first visit)",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'scripts/**/*.{ts,mjs}',
      'bench/**/*.{ts,mjs}',
      'tests/**/*.ts',
      'src/server/cli/**/*.ts',
      '**/*.test.ts',
    ],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
