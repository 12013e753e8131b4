import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import path from 'node:path';
import { firstVisitChunks } from './scripts/first-visit-chunks';

const root = import.meta.dirname;

export const alias = {
  '@/shared': path.join(root, 'src/shared'),
  '@/web': path.join(root, 'src/web'),
  '@/server': path.join(root, 'src/server'),
};

/**
 * Preloads the self-hosted Khmer font files (regular and semibold) so Khmer text does not flash in a
 * fallback font. Their hashed names are only known after the build, hence a plugin (docs/glossary.md).
 */
function preloadKhmerFont(): Plugin {
  let base = '/';
  return {
    name: 'spey-preload-khmer-font',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const files = Object.keys(ctx.bundle ?? {}).filter((f) =>
          /noto-sans-khmer-khmer-(400|600)-normal-[\w-]+\.woff2$/.test(f),
        );
        return files.sort().map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: '', href: `${base}${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

const chunks = firstVisitChunks(path.join(root, 'src/web'));

export default defineConfig(({ isSsrBuild }) => ({
  root: path.join(root, 'src/web'),
  publicDir: path.join(root, 'src/web/public'),
  plugins: isSsrBuild ? [react()] : [react(), tailwindcss(), preloadKhmerFont(), chunks.plugin],
  // The browser app runs on Preact's React-compatible runtime (docs/decisions/004-preact-in-the-browser.md);
  // unit tests keep React (vitest.config.ts uses `alias` only).
  resolve: {
    alias: {
      ...alias,
      react: 'preact/compat',
      'react-dom/client': 'preact/compat/client',
      'react-dom': 'preact/compat',
      'react/jsx-runtime': 'preact/jsx-runtime',
    },
  },
  // `vite build --ssr`: the first-screen renderer the server runs (src/web/entry-server.tsx), every
  // package bundled so React imports resolve to Preact as in the browser.
  ssr: { noExternal: true },
  build: isSsrBuild
    ? {
        ssr: path.join(root, 'src/web/entry-server.tsx'),
        outDir: path.join(root, 'dist/ssr'),
        emptyOutDir: true,
        copyPublicDir: false,
        assetsInlineLimit: 0,
        sourcemap: false,
        target: 'node20',
      }
    : {
        outDir: path.join(root, 'dist/web'),
        emptyOutDir: true,
        assetsInlineLimit: 0,
        manifest: true,
        sourcemap: false,
        target: 'es2022',
        // Few files for a first visit (scripts/first-visit-chunks.ts).
        rolldownOptions: { output: { codeSplitting: { groups: chunks.groups } } },
      },
  server: { port: 5173 },
}));
