import type { IncomingMessage } from 'node:http';

export function compress(body: Buffer, encoding: string, options?: { best?: boolean }): Promise<Buffer>;
export function acceptedEncoding(req: IncomingMessage): string;
