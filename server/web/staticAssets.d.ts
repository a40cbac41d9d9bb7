import type { IncomingMessage, ServerResponse } from 'node:http';

/** The build's scripts and styles from memory, compressed once per build and kept on disk (see staticAssets.js). */
export function createStaticAssets(distDir: string): {
  /** True when it answered; false leaves the request to Next. */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
  /** Settles once every file's copies are made. */
  ready: Promise<void>;
};

/** Makes the compressed copies the next processes will read (the cluster's primary, before it forks). */
export function makeCompressedCopies(distDir: string): Promise<void>;
