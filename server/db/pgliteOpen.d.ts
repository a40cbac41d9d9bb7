import type { PGlite } from '@electric-sql/pglite';

export function openPgliteClient(dataDir: string, snapshot?: Blob): Promise<PGlite>;
