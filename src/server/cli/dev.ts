import { loadConfig } from '../config';
import { addressToOpen, startServer } from '../main';
import { createDevPages } from '../plugins/pages-dev';

// `npm run dev`: one server on PORT, the API and the pages, with Vite in middleware mode building the
// pages from their sources (hot reload in the browser; the server itself reloads through tsx watch).
const config = loadConfig();
const devPages = await createDevPages();
const server = await startServer(config, { devPages });
server.app.log.info(`Spey (development) is ready: open ${addressToOpen(config)}`);
const stop = async () => {
  await server.stop();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
