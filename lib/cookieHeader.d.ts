export function parseCookieHeader(header: string | undefined): Record<string, string>;
