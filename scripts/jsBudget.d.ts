export const DEFAULT_BUDGET: number;
export function firstLoadJs(distDir: string): { route: string; files: string[]; gzipBytes: number }[];
