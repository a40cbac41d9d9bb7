export interface CookieOptions {
  maxAgeSeconds?: number;
  httpOnly?: boolean;
  sameSite?: 'Lax' | 'Strict' | 'None';
  path?: string;
}

export function parseCookieHeader(header: string | undefined): Record<string, string>;
export function setCookieHeader(res: import('node:http').ServerResponse | undefined, cookie: string): void;
export function serialiseCookie(name: string, value: string, options?: CookieOptions): string;
