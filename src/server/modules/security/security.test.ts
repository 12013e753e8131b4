import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createDevPages } from '../../plugins/pages-dev';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { CROSS_ORIGIN_MESSAGE } from '../../plugins/security';
import {
  createSignedInUser,
  createTestApp,
  request,
  type TestContext,
} from '../../../../tests/support/test-app';

let ctx: TestContext;
let webDir: string;

beforeAll(async () => {
  ctx = await createTestApp();
  webDir = mkdtempSync(path.join(os.tmpdir(), 'spey-web-'));
  writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><html><head><title>Spey</title><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>',
  );
});
afterAll(async () => {
  await ctx.close();
  rmSync(webDir, { recursive: true, force: true });
});

function cspOf(response: LightMyRequestResponse): Map<string, string> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name = '', ...values] = d.split(/\s+/);
        return [name, values.join(' ')] as const;
      }),
  );
}

function expectSecurityHeaders(
  response: LightMyRequestResponse,
  options: { https: boolean; page?: boolean },
) {
  const csp = cspOf(response);
  expect(csp.get('default-src')).toBe("'self'");
  // A page's inline scripts (React Router's hydration data) carry this response's nonce; nothing else may run inline.
  expect(csp.get('script-src')).toMatch(options.page ? /^'self' 'nonce-[\w+/=]+'$/ : /^'self'$/);
  expect(csp.get('script-src-attr')).toBe("'none'");
  expect(csp.get('frame-ancestors')).toBe("'none'");
  expect(csp.get('object-src')).toBe("'none'");
  expect(csp.get('base-uri')).toBe("'self'");
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['permissions-policy']).toContain('camera=()');
  if (options.https) {
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
  } else {
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  }
}

/** Set-Cookie headers as name → attributes (lower-cased). */
function parseSetCookies(response: LightMyRequestResponse) {
  const raw = response.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list.map((line) => {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    return { name: pair.split('=')[0] ?? '', attributes: attributes.map((a) => a.toLowerCase()) };
  });
}

describe('security headers', () => {
  it('are on API answers, which are not cached', async () => {
    const response = await request(ctx, { method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expectSecurityHeaders(response, { https: false });
    expect(response.headers['cache-control']).toBe('no-store');
    const missing = await request(ctx, { method: 'GET', url: '/api/no-such-thing' });
    expectSecurityHeaders(missing, { https: false });
  });

  it('are on HTML pages and uploaded files', async () => {
    const app = await buildApp({
      config: ctx.config,
      database: ctx.database,
      mailer: { send: async () => undefined },
      devPages: await createDevPages(),
      logger: false,
    });
    try {
      const page = await app.inject({ method: 'GET', url: '/restaurants', headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expectSecurityHeaders(page, { https: false, page: true });
      // Every inline script (JSON-LD data blocks aside) carries the nonce.
      const nonce = /'nonce-([^']+)'/.exec(String(page.headers['content-security-policy']))?.[1];
      for (const tag of page.body.match(/<script(?![^>]*\b(src=|type="application\/ld\+json"))[^>]*>/g) ?? [])
        expect(tag).toContain(`nonce="${nonce}"`);

      await app.storage.put('restaurant-images/test/cover-1.webp', Buffer.from('RIFF0000WEBP'), 'image/webp');
      const upload = await app.inject({ method: 'GET', url: '/uploads/restaurant-images/test/cover-1.webp' });
      expect(upload.statusCode).toBe(200);
      expectSecurityHeaders(upload, { https: false });
      expect(upload.headers['content-type']).toBe('image/webp');
    } finally {
      await app.close();
    }
  });

  it('add HSTS and upgrade-insecure-requests under an https PUBLIC_URL', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://spey.example.com' });
    try {
      const response = await request(secure, { method: 'GET', url: '/api/health' });
      expectSecurityHeaders(response, { https: true });
    } finally {
      await secure.close();
    }
  });
});

describe('session cookies', () => {
  async function signInCookies(target: TestContext) {
    const user = await createSignedInUser(target);
    const response = await request(target, {
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: user.email, password: user.password },
    });
    expect(response.statusCode, response.body).toBe(200);
    return parseSetCookies(response);
  }

  it('are HttpOnly and SameSite=Lax, not Secure, under http', async () => {
    const cookies = await signInCookies(ctx);
    const session = cookies.find((c) => c.name === 'spey.session_token');
    expect(session, JSON.stringify(cookies)).toBeDefined();
    expect(session?.attributes).toContain('httponly');
    expect(session?.attributes).toContain('samesite=lax');
    expect(session?.attributes).not.toContain('secure');
    for (const cookie of cookies) expect(cookie.attributes).toContain('httponly');
  });

  it('are Secure with the __Secure- prefix under https', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://spey.example.com' });
    try {
      const cookies = await signInCookies(secure);
      const session = cookies.find((c) => c.name === '__Secure-spey.session_token');
      expect(session, JSON.stringify(cookies)).toBeDefined();
      expect(session?.attributes).toEqual(expect.arrayContaining(['httponly', 'secure', 'samesite=lax']));
      for (const cookie of cookies) expect(cookie.attributes).toContain('secure');
    } finally {
      await secure.close();
    }
  });
});

describe('cross-origin writes', () => {
  const zeroId = '00000000-0000-4000-8000-000000000000';

  /** Every mutating route the OpenAPI document lists, with path parameters filled in. */
  function mutatingRoutes() {
    const document = ctx.app.swagger() as { paths?: Record<string, Record<string, unknown>> };
    const routes: { method: 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string }[] = [];
    for (const [route, operations] of Object.entries(document.paths ?? {})) {
      for (const method of Object.keys(operations)) {
        const upper = method.toUpperCase();
        if (upper === 'POST' || upper === 'PUT' || upper === 'PATCH' || upper === 'DELETE') {
          routes.push({ method: upper, url: route.replace(/\{[^}]+\}/g, zeroId) });
        }
      }
    }
    return routes;
  }

  it('refuses every mutating API route from a foreign Origin with 403 JSON', async () => {
    const user = await createSignedInUser(ctx);
    const routes = [
      ...mutatingRoutes(),
      { method: 'POST' as const, url: '/api/auth/sign-in/email' },
      { method: 'POST' as const, url: '/api/auth/sign-out' },
    ];
    expect(routes.length).toBeGreaterThan(15);
    for (const route of routes) {
      const response = await request(ctx, {
        ...route,
        cookie: user.cookie,
        headers: { origin: 'https://evil.example' },
        payload: {},
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(response.json()).toEqual({ error: { code: 'FORBIDDEN', message: CROSS_ORIGIN_MESSAGE } });
    }
  });

  it('checks Referer when Origin is missing, and refuses cookie requests with neither', async () => {
    const user = await createSignedInUser(ctx);
    const send = (headers: Record<string, string>, cookie?: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/reviews/${zeroId}/reaction`,
        headers: { ...headers, ...(cookie ? { cookie } : {}) },
        payload: { type: 'like' },
      });
    expect((await send({ referer: `${ctx.config.publicUrl}/restaurants/x` }, user.cookie)).statusCode).toBe(
      404,
    );
    expect((await send({ referer: 'https://evil.example/page' }, user.cookie)).statusCode).toBe(403);
    expect((await send({ origin: 'null' }, user.cookie)).statusCode).toBe(403);
    expect((await send({ origin: `${ctx.config.publicUrl}.evil.example` }, user.cookie)).statusCode).toBe(
      403,
    );
    expect((await send({}, user.cookie)).statusCode).toBe(403);
    // No cookie: nobody to impersonate, so the route answers as usual.
    expect((await send({})).statusCode).toBe(401);
    // Reads are never refused.
    const read = await ctx.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { origin: 'https://evil.example', cookie: user.cookie },
    });
    expect(read.statusCode).toBe(200);
  });
});

describe('graceful close', () => {
  it('closes a keep-alive connection that was busy when close began, instead of waiting for its timeout', async () => {
    const app = await buildApp({
      config: ctx.config,
      database: ctx.database,
      mailer: { send: async () => undefined },
      webDir: null,
      logger: false,
    });
    app.get('/slow-for-test', async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { ok: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const agent = new http.Agent({ keepAlive: true });
    try {
      const answer = new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: '/slow-for-test', agent }, (response) => {
            response.resume();
            response.on('end', () =>
              resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }),
            );
          })
          .on('error', reject);
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      const began = Date.now();
      const closed = app.close();
      expect(await answer).toEqual({ status: 200, connection: 'close' });
      await closed;
      expect(Date.now() - began).toBeLessThan(3000);
    } finally {
      agent.destroy();
    }
  });
});

describe('where writes may come from', () => {
  /** Signs up and in through the API as a browser at `origin` would, the request addressed to `host`. */
  async function signUpAndIn(app: TestContext, origin: string, host: string) {
    const username = `o_${Date.now() % 1_000_000}_${Math.floor(Math.random() * 1000)}`;
    const email = `${username}@example.com`;
    const signUp = await app.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin, host },
      payload: { username, email, password: 'Passw0rdX', confirmPassword: 'Passw0rdX' },
    });
    const link = new URL(
      app.mail.find((m) => m.to === email)?.text.match(/https?:\/\/\S+/)?.[0] ?? 'http://x/',
    );
    await app.app.inject({ method: 'GET', url: link.pathname + link.search, headers: { host } });
    const signIn = await app.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin, host },
      payload: { email, password: 'Passw0rdX' },
    });
    return { signUp, signIn };
  }

  it('without PUBLIC_URL, accepts the host the site was opened by (localhost, 127.0.0.1, a LAN address)', async () => {
    const dev = await createTestApp({ PUBLIC_URL: '' });
    try {
      expect(dev.config.publicUrlSet).toBe(false);
      for (const host of ['localhost:3000', '127.0.0.1:3000', '192.168.1.20:3000']) {
        const { signUp, signIn } = await signUpAndIn(dev, `http://${host}`, host);
        expect(signUp.statusCode, `${host}: ${signUp.body}`).toBe(200);
        expect(signIn.statusCode, `${host}: ${signIn.body}`).toBe(200);
      }
      // Another site, or a page of another host, is still refused.
      const { signIn } = await signUpAndIn(dev, 'http://evil.example', '127.0.0.1:3000');
      expect(signIn.statusCode).toBe(403);
      const mismatch = await signUpAndIn(dev, 'http://localhost:3000', '127.0.0.1:3000');
      expect(mismatch.signIn.statusCode).toBe(403);
    } finally {
      await dev.close();
    }
  });

  it('with PUBLIC_URL, accepts it and ALLOWED_ORIGINS only, whatever the Host says', async () => {
    const prod = await createTestApp({
      PUBLIC_URL: 'https://spey.example',
      ALLOWED_ORIGINS: 'https://www.spey.example, https://admin.spey.example/',
    });
    try {
      expect(prod.config.allowedOrigins).toEqual(['https://www.spey.example', 'https://admin.spey.example']);
      for (const origin of ['https://spey.example', 'https://www.spey.example']) {
        const { signIn } = await signUpAndIn(prod, origin, 'spey.example');
        expect(signIn.statusCode, `${origin}: ${signIn.body}`).toBe(200);
      }
      const byHost = await signUpAndIn(prod, 'http://10.0.0.5:3000', '10.0.0.5:3000');
      expect(byHost.signIn.statusCode).toBe(403);
      expect(byHost.signIn.json()).toEqual({ error: { code: 'FORBIDDEN', message: CROSS_ORIGIN_MESSAGE } });
    } finally {
      await prod.close();
    }
  });

  it('refuses an ALLOWED_ORIGINS that is not a list of origins, naming the variable', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'test', DATA_DIR: os.tmpdir(), ALLOWED_ORIGINS: 'spey.example' }),
    ).toThrow(/ALLOWED_ORIGINS/);
  });
});
