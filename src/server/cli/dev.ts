import path from 'node:path';
import { createServer } from 'vite';
import { loadConfig } from '../config';
import { projectRoot } from '../lib/project-root';
import { startServer } from '../main';

// `npm run dev`: the API on PORT+1 (reloaded by tsx watch) and Vite's dev server on PORT proxying /api to it.
const config = loadConfig();
const apiPort = config.port + 1;
const server = await startServer({ ...config, port: apiPort, host: '127.0.0.1' });
const vite = await createServer({
  configFile: path.join(projectRoot, 'vite.config.ts'),
  server: {
    port: config.port,
    proxy: { '/api': `http://127.0.0.1:${apiPort}`, '/uploads': `http://127.0.0.1:${apiPort}` },
  },
});
await vite.listen();
vite.printUrls();
const stop = async () => {
  await vite.close();
  await server.stop();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
