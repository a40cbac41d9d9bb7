import type { ServerResponse } from 'node:http';

/**
 * The token of a mailed link's page (password reset, address confirmation), or null for a malformed
 * one (the page answers 404). The token is a secret: the page is never cached and never sent on as
 * a referrer; its GET changes nothing (the form posts the token).
 */
export function mailedLinkToken(res: ServerResponse, params: Record<string, string | string[] | undefined> | undefined): string | null {
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('Referrer-Policy', 'no-referrer');
  const token = typeof params?.token === 'string' ? params.token : '';
  return /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : null;
}
