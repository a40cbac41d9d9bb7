import type { IncomingHttpHeaders } from 'node:http';

export const SESSION_COOKIE_NAME: 'musubi_sid';
export function isSignedInRequest(req: { headers: IncomingHttpHeaders }): boolean;
