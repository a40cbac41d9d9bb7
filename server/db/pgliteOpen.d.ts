import type { PGlite } from '@electric-sql/pglite';

export function openPgliteClient(dataDir: string): Promise<PGlite>;
