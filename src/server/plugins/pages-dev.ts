import path from 'node:path';
import type { ServerBuild } from 'react-router';
import type { ViteDevServer } from 'vite';
import { projectRoot } from '../lib/project-root';
import type { PagesOptions } from './pages';
import fp from 'fastify-plugin';

/**
 * The pages straight from their sources, for development and tests: Vite in middleware mode builds each
 * module on request (with hot reload in the browser), and React Router's server build is Vite's module.
 */
export async function createDevPages(): Promise<{ pages: PagesOptions; vite: ViteDevServer }> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: path.join(projectRoot, 'vite.config.ts'),
    server: { middlewareMode: true },
    appType: 'custom',
    logLevel: 'warn',
  });
  return {
    vite,
    pages: {
      mode: 'development',
      getBuild: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
    },
  };
}

/** Lets Vite answer what it serves (modules, styles, hot updates) before the pages. */
export const viteDevPlugin = fp<{ vite: ViteDevServer }>(
  async (app, { vite }) => {
    const { default: middie } = await import('@fastify/middie');
    await app.register(middie);
    app.use(vite.middlewares);
    app.addHook('onClose', async () => vite.close());
  },
  { name: 'spey-pages-dev', fastify: '5.x' },
);
