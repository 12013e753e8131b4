import type { Config } from '@react-router/dev/config';

// Framework mode: route modules under src/web/app (routes.ts is the route table), drawn on the server
// with React 19 and hydrated in the browser. `react-router build` writes dist/app/client (assets) and
// dist/app/server/index.js (the request handler's build, loaded by src/server/plugins/pages.ts).
export default {
  appDirectory: 'src/web/app',
  buildDirectory: 'dist/app',
  ssr: true,
} satisfies Config;
