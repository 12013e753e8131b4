import { defineConfig, type Plugin } from 'vite';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import path from 'node:path';

const root = import.meta.dirname;

export const alias = {
  '@/shared': path.join(root, 'src/shared'),
  '@/web': path.join(root, 'src/web'),
  '@/server': path.join(root, 'src/server'),
};

/**
 * Lists the self-hosted Khmer font files (regular and semibold) in the client manifest's build so the
 * document can preload them (src/web/app/root.tsx reads `virtual:spey-fonts`): Khmer text then does not
 * flash in a fallback font. Their hashed names are only known after the build (docs/glossary.md).
 */
function khmerFontPreloads(): Plugin {
  const id = 'virtual:spey-fonts';
  return {
    name: 'spey-khmer-font-preloads',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    async load(source) {
      if (source !== `\0${id}`) return undefined;
      // The files are imported as URLs, so the build hashes and emits them and gives their final names.
      return [
        `import regular from '@fontsource/noto-sans-khmer/files/noto-sans-khmer-khmer-400-normal.woff2?url';`,
        `import semibold from '@fontsource/noto-sans-khmer/files/noto-sans-khmer-khmer-600-normal.woff2?url';`,
        `export default [regular, semibold];`,
      ].join('\n');
    },
  };
}

export default defineConfig({
  publicDir: path.join(root, 'src/web/public'),
  plugins: [tailwindcss(), reactRouter(), khmerFontPreloads()],
  resolve: { alias },
  build: {
    assetsInlineLimit: 0,
    sourcemap: false,
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'vendor',
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler|i18next|react-i18next|@tanstack|cookie|set-cookie-parser)[\\/]/,
                  priority: 2,
                },
              ],
            },
          },
        },
      },
    },
  },
  server: { port: 5173 },
});
