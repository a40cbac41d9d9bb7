import { randomBytes } from 'node:crypto';

/** 128 random bits in base64url (22 characters): the whole secret of a shared list. */
export function newShareHash(): string {
  return randomBytes(16).toString('base64url');
}

/** Anything else cannot be a hash we issued: answer 404 without asking the database. */
export function isShareHash(value: string): boolean {
  return /^[A-Za-z0-9_-]{22}$/.test(value);
}
