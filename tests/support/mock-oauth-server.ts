import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The account the mock provider signs in; Google's userinfo shape. */
export interface MockOAuthProfile {
  sub: string;
  email: string;
  name: string;
  picture?: string;
}

export interface MockOAuthServer {
  /** e.g. http://127.0.0.1:43210 */
  url: string;
  authorizationUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
  /** The profile the next /authorize signs in as. */
  profile: MockOAuthProfile;
  /** Form fields of every token request, for assertions. */
  tokenRequests: Record<string, string>[];
  close(): Promise<void>;
}

interface PendingCode {
  profile: MockOAuthProfile;
  redirectUri: string;
  codeChallenge?: string;
}

/**
 * A tiny OAuth 2.0 provider for offline tests of Google sign-in: /authorize answers at once with a
 * code (no login screen), /token swaps the code for an access token (checking PKCE and redirect_uri),
 * /userinfo returns the profile for that token.
 */
export async function startMockOAuthServer(
  profile: MockOAuthProfile = {
    sub: 'google-sub-1',
    email: 'dara.google@example.com',
    name: 'Dara Sok',
    picture: 'https://example.com/dara.png',
  },
): Promise<MockOAuthServer> {
  const codes = new Map<string, PendingCode>();
  const tokens = new Map<string, MockOAuthProfile>();
  const tokenRequests: Record<string, string>[] = [];
  const state = { profile };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) =>
      sendJson(res, 500, { error: 'server_error', detail: String(error) }),
    );
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://mock');
    if (req.method === 'GET' && url.pathname === '/authorize') {
      const redirectUri = url.searchParams.get('redirect_uri');
      if (!redirectUri || url.searchParams.get('response_type') !== 'code') {
        return sendJson(res, 400, { error: 'invalid_request' });
      }
      const code = randomBytes(16).toString('hex');
      codes.set(code, {
        profile: state.profile,
        redirectUri,
        codeChallenge: url.searchParams.get('code_challenge') ?? undefined,
      });
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      const oauthState = url.searchParams.get('state');
      if (oauthState) back.searchParams.set('state', oauthState);
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    if (req.method === 'POST' && url.pathname === '/token') {
      const form = Object.fromEntries(new URLSearchParams(await readBody(req)));
      tokenRequests.push(form);
      const pending = form.code ? codes.get(form.code) : undefined;
      if (!pending || form.grant_type !== 'authorization_code' || form.redirect_uri !== pending.redirectUri) {
        return sendJson(res, 400, { error: 'invalid_grant' });
      }
      if (pending.codeChallenge) {
        const challenge = createHash('sha256')
          .update(form.code_verifier ?? '')
          .digest('base64url');
        if (challenge !== pending.codeChallenge) return sendJson(res, 400, { error: 'invalid_grant' });
      }
      codes.delete(form.code);
      const accessToken = randomBytes(16).toString('hex');
      tokens.set(accessToken, pending.profile);
      return sendJson(res, 200, {
        access_token: accessToken,
        token_type: 'Bearer',
        expires_in: 3600,
        scope: 'openid email profile',
      });
    }
    if (req.method === 'GET' && url.pathname === '/userinfo') {
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      const p = token ? tokens.get(token) : undefined;
      if (!p) return sendJson(res, 401, { error: 'invalid_token' });
      return sendJson(res, 200, {
        id: p.sub,
        sub: p.sub,
        email: p.email,
        email_verified: true,
        name: p.name,
        picture: p.picture,
      });
    }
    return sendJson(res, 404, { error: 'not_found' });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  return {
    url: base,
    authorizationUrl: `${base}/authorize`,
    tokenUrl: `${base}/token`,
    userInfoUrl: `${base}/userinfo`,
    get profile() {
      return state.profile;
    },
    set profile(next: MockOAuthProfile) {
      state.profile = next;
    },
    tokenRequests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}
