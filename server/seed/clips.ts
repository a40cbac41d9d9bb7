import type { Db } from '../db/client';
import type { SeedContext } from './context';

/** Demo data of this domain (filled in by its issue). */
export async function seedClips(_db: Db, _ctx: SeedContext): Promise<void> {}
