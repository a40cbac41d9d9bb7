import type { ServerResponse } from 'node:http';

export function securityHeaders(dev: boolean): Array<{ key: string; value: string }>;
export function contentSecurityPolicy(dev: boolean, nonce?: string, env?: Record<string, string | undefined>): string;
export function applyPageCsp(res: ServerResponse | undefined): string | undefined;
