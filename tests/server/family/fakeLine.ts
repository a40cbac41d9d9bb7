import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeLine {
  url: string;
  /** Access tokens the fake knows: token → the channel it was issued for and its LINE user. */
  tokens: Map<string, { clientId: string; userId: string; expiresIn: number }>;
  /** Every token the fake was asked about (the verifier must send it, the server must not keep it). */
  seen: string[];
  close(): Promise<void>;
}

/** A local stand-in for LINE's /oauth2/v2.1/verify and /v2/profile. */
export async function startFakeLine(): Promise<FakeLine> {
  const tokens: FakeLine['tokens'] = new Map();
  const seen: string[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/oauth2/v2.1/verify') {
      const token = url.searchParams.get('access_token') ?? '';
      seen.push(token);
      const t = tokens.get(token);
      return t ? json(200, { scope: 'profile', client_id: t.clientId, expires_in: t.expiresIn }) : json(400, { error: 'invalid_request', error_description: 'access token expired' });
    }
    if (url.pathname === '/v2/profile') {
      const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      const t = tokens.get(token);
      return t ? json(200, { userId: t.userId, displayName: 'みさき' }) : json(401, { message: 'invalid token' });
    }
    json(404, {});
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    tokens,
    seen,
    close: () => new Promise((r) => server.close(() => r())),
  };
}
