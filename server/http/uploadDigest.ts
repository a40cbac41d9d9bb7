import { createHash, type Hash } from 'node:crypto';

/**
 * The SHA-256 of an uploaded file, computed chunk by chunk as the body streams in (server/http/body.ts),
 * so that the Idempotency-Key's fingerprint (server/idempotency/keyOf.ts) never hashes a photo of
 * several megabytes in one go on the event loop.
 */
const digests = new WeakMap<Uint8Array, string>();

export function streamingDigest(): { update(chunk: Buffer): void; finish(data: Uint8Array): void } {
  const hash: Hash = createHash('sha256');
  return {
    update: (chunk) => void hash.update(chunk),
    finish: (data) => void digests.set(data, hash.digest('hex')),
  };
}

/** The digest taken while the bytes streamed in, or undefined for bytes that did not come that way. */
export const digestOf = (data: Uint8Array): string | undefined => digests.get(data);
