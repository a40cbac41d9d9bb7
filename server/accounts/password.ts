import type { Options } from '@node-rs/argon2';

/** Algorithm.Argon2id (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2;

/** OWASP Password Storage Cheat Sheet: Argon2id, 19 MiB memory, 2 iterations, parallelism 1. */
const OPTIONS: Options = { algorithm: ARGON2ID as Options['algorithm'], memoryCost: 19456, timeCost: 2, parallelism: 1, outputLen: 32 };

// Loaded on first use: the native module must never be pulled into a browser bundle.
const argon2 = () => import('@node-rs/argon2');

export async function hashPassword(password: string): Promise<string> {
  return (await argon2()).hash(password, OPTIONS);
}

let dummyHash: Promise<string> | null = null;

/**
 * Verifies a password; with no stored hash (unknown email) it still runs one Argon2
 * verification, so the answer takes as long whether or not the account exists.
 */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  const { verify } = await argon2();
  if (!stored) {
    dummyHash ??= hashPassword('musubi-timing-equaliser-0');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
