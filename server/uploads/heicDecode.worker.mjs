// HEIC decoding off the server's thread: libheif runs as WebAssembly in the thread that calls it,
// and a phone's 12-megapixel photo kept the event loop for about a second. server/uploads/heic.ts
// is the other end. Plain Node, outside Next's bundles (like server/db/pgliteThread.worker.mjs).
import { parentPort } from 'node:worker_threads';
import heicDecode from 'heic-decode';

parentPort.on('message', async ({ id, buffer, maxPixels }) => {
  let images;
  try {
    images = await heicDecode.all({ buffer: new Uint8Array(buffer) });
  } catch {
    parentPort.postMessage({ id, ok: false, reason: 'unsupported' });
    return;
  }
  try {
    const first = images[0];
    if (!first) return parentPort.postMessage({ id, ok: false, reason: 'unsupported' });
    // The size is in the header: a bomb is refused before a pixel is decoded.
    if (first.width * first.height > maxPixels) return parentPort.postMessage({ id, ok: false, reason: 'pixels' });
    const raw = await first.decode();
    const data = raw.data.buffer.slice(raw.data.byteOffset, raw.data.byteOffset + raw.data.byteLength);
    parentPort.postMessage({ id, ok: true, width: raw.width, height: raw.height, data }, [data]);
  } catch {
    parentPort.postMessage({ id, ok: false, reason: 'unsupported' });
  } finally {
    images.dispose();
  }
});
