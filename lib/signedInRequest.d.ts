import type { IncomingHttpHeaders } from 'node:http';

export const SESSION_COOKIE_NAME: 'musubi_sid';
export const SESSION_DAYS: number;
export const MEMBER_HINT_COOKIE_NAME: 'musubi_member';
export const MEMBER_HINT_COOKIE_OPTIONS: { readonly httpOnly: false; readonly sameSite: 'Lax'; readonly maxAgeSeconds: number };
export function isSignedInRequest(req: { headers: IncomingHttpHeaders }): boolean;
export function missingMemberHint(req: { headers: IncomingHttpHeaders }): string | null;
