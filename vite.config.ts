import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import path from 'node:path';

const root = import.meta.dirname;

export const alias = {
  '@/shared': path.join(root, 'src/shared'),
  '@/web': path.join(root, 'src/web'),
  '@/server': path.join(root, 'src/server'),
};

export default defineConfig({
  root: path.join(root, 'src/web'),
  publicDir: path.join(root, 'src/web/public'),
  plugins: [react(), tailwindcss()],
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
  build: {
    outDir: path.join(root, 'dist/web'),
    emptyOutDir: true,
    assetsInlineLimit: 0,
    manifest: true,
    sourcemap: false,
    target: 'es2022',
  },
  server: { port: 5173 },
});
