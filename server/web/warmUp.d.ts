import type { RequestListener } from 'node:http';

export function warmUp(
  handler: RequestListener,
  options?: { pages?: number; maxMs?: number; concurrency?: number; entryPaths?: string[]; routes?: string[] },
): Promise<{ pages: number; failed: number; ms: number }>;
export function warmUpMaxMs(env?: Record<string, string | undefined>): number;
export function warmUpPages(env?: Record<string, string | undefined>): number;
export function pageLinks(html: string): string[];
export function buildRoutes(distDir: string): string[];
export function routePattern(route: string): RegExp;
export function kindOf(path: string, routes?: { route: string; pattern: RegExp }[]): string;
