import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { gracefulClosePlugin } from '../../src/server/plugins/security';

describe('whenHandlersDone', () => {
  it('waits for the handler of a request whose client went away, after close()', async () => {
    const app = Fastify({ logger: false });
    await app.register(gracefulClosePlugin);
    let release: () => void = () => undefined;
    let finished = false;
    let started: () => void = () => undefined;
    const handlerStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    app.get('/slow', async () => {
      started();
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      finished = true;
      return { ok: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;

    expect(await app.whenHandlersDone(10)).toBe(true); // nothing running yet

    const client = http.get({ host: '127.0.0.1', port, path: '/slow' });
    client.on('error', () => undefined);
    await handlerStarted;
    client.destroy(); // the client leaves; the handler keeps running
    await app.close();

    expect(await app.whenHandlersDone(50)).toBe(false); // still running
    const drained = app.whenHandlersDone(5000);
    release();
    expect(await drained).toBe(true);
    expect(finished).toBe(true);
  });
});
