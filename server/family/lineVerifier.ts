/**
 * LINE's token verification, behind an adapter: the campaign runs only when LINE_CHANNEL_ID is set.
 * LINE_API_BASE points elsewhere in tests (a local fake verifier). Tokens are never stored or logged.
 */
export interface LineVerifier {
  /** True when the access token was issued for our channel, is still valid, and belongs to lineUserId. */
  verify(accessToken: string, lineUserId: string): Promise<boolean>;
}

export function lineVerifier(): LineVerifier | null {
  const channelId = process.env.LINE_CHANNEL_ID;
  if (!channelId) return null;
  return httpLineVerifier(channelId, process.env.LINE_API_BASE || 'https://api.line.me');
}

export function httpLineVerifier(channelId: string, base: string): LineVerifier {
  return {
    async verify(accessToken, lineUserId) {
      try {
        const v = await fetch(`${base}/oauth2/v2.1/verify?access_token=${encodeURIComponent(accessToken)}`, { signal: AbortSignal.timeout(5000) });
        if (!v.ok) return false;
        const info = (await v.json()) as { client_id?: string; expires_in?: number };
        if (info.client_id !== channelId || !(Number(info.expires_in) > 0)) return false;
        const p = await fetch(`${base}/v2/profile`, { headers: { Authorization: `Bearer ${accessToken}` }, signal: AbortSignal.timeout(5000) });
        if (!p.ok) return false;
        const profile = (await p.json()) as { userId?: string };
        return profile.userId === lineUserId;
      } catch {
        return false;
      }
    },
  };
}
