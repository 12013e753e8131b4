/**
 * The production server as the bench runs it: bundled into dist/server/bench-child.js
 * (scripts/build-server.mjs) and forked with plain node by bench/lib/server.ts with the environment it
 * chose, reports its port over IPC, and stops cleanly on SIGTERM (so --cpu-prof can write its profile).
 */
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../src/server/config';
import { startServer } from '../src/server/main';

const server = await startServer(loadConfig(process.env));
const address = server.app.server.address() as AddressInfo;
process.send?.({ type: 'ready', port: address.port });

// The bench asks for the heap's breakdown beside the RSS it samples (what holds the memory).
process.on('message', (message: unknown) => {
  const asked = message as { type?: string; collect?: boolean } | null;
  if (asked?.type !== 'memory') return;
  // With --expose-gc in BENCH_NODE_FLAGS, { collect: true } measures what is still reachable.
  const gc = (globalThis as { gc?: () => void }).gc;
  if (asked.collect && gc) gc();
  process.send?.({ type: 'memory', usage: process.memoryUsage() });
});

process.once('SIGTERM', () => {
  server
    .stop()
    .then(() => process.exit(0))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
});
