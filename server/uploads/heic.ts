import path from 'node:path';
import { Worker } from 'node:worker_threads';

export type HeicResult = { ok: true; width: number; height: number; rgba: Buffer } | { ok: false; reason: 'unsupported' | 'pixels' };

// Started with the first HEIC and kept; an instance that never sees one never loads libheif.
const WORKER_FILE = path.join(/*turbopackIgnore: true*/ process.cwd(), 'server/uploads/heicDecode.worker.mjs');

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, (r: HeicResult | Error) => void>();

function thread(): Worker {
  if (worker) return worker;
  const w = new Worker(WORKER_FILE);
  // Idle, it does not keep the process alive (tests, scripts).
  w.unref();
  w.on('message', (m: { id: number; ok: boolean; width?: number; height?: number; data?: ArrayBuffer; reason?: 'unsupported' | 'pixels' }) => {
    const done = pending.get(m.id);
    pending.delete(m.id);
    if (pending.size === 0) w.unref();
    done?.(m.ok ? { ok: true, width: m.width!, height: m.height!, rgba: Buffer.from(m.data!) } : { ok: false, reason: m.reason ?? 'unsupported' });
  });
  const fail = (e: Error) => {
    if (worker === w) worker = null;
    for (const done of pending.values()) done(e);
    pending.clear();
  };
  w.on('error', fail);
  w.on('exit', () => fail(new Error('heic worker exited')));
  worker = w;
  return w;
}

/** Decodes a HEIC photo's first image to RGBA on the HEIC thread; refuses one over `maxPixels` unread. */
export function decodeHeic(data: Uint8Array, maxPixels: number): Promise<HeicResult> {
  const w = thread();
  const id = nextId++;
  const copy = data.slice().buffer;
  return new Promise<HeicResult>((resolve, reject) => {
    pending.set(id, (r) => (r instanceof Error ? reject(r) : resolve(r)));
    w.ref();
    w.postMessage({ id, buffer: copy, maxPixels }, [copy]);
  });
}
