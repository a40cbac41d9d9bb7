import http, { type IncomingMessage } from 'node:http';
import { randomBytes } from 'node:crypto';

const BOUNDARY = 'musubi-test-boundary';

export interface HeldBackAnswer {
  status: number;
  connection: string | undefined;
  location: string | undefined;
  /** The answer's JSON (an API error, a form page's props), or null for an empty one (a redirect). */
  body: { message?: string; [key: string]: unknown } | null;
}

/**
 * Starts a multipart upload of `total` bytes of photo in the field `field` (after `fields`), sends
 * only `sendFirst` of them and waits for the answer: a server that reads the body first never
 * answers while the client holds the rest, so only an answer given before reading it ends this.
 */
export function holdBackUpload(
  url: string,
  headers: Record<string, string>,
  total: number,
  sendFirst: number,
  options: { field?: string; fields?: Record<string, string> } = {},
): Promise<HeldBackAnswer> {
  const fieldParts = Object.entries(options.fields ?? {})
    .map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('');
  const partHead = `${fieldParts}--${BOUNDARY}\r\nContent-Disposition: form-data; name="${options.field ?? 'photo'}"; filename="IMG_0001.JPG"\r\nContent-Type: image/jpeg\r\n\r\n`;
  const partTail = `\r\n--${BOUNDARY}--\r\n`;
  return new Promise((resolve, reject) => {
    const req = http.request(url, {
      method: 'POST',
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'content-length': String(Buffer.byteLength(partHead) + total + Buffer.byteLength(partTail)) },
    });
    req.on('error', reject);
    req.on('response', (res: IncomingMessage) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, location: res.headers.location, body: text ? JSON.parse(text) : null });
      });
    });
    req.write(partHead);
    req.write(randomBytes(sendFirst));
    // The rest of the body is never sent.
  });
}
