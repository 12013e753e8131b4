import { ensureWebBuild } from './build-if-stale';
import { main } from '../main';

// `npm start`: build the web app when missing or stale, then serve.
await ensureWebBuild();
await main();
