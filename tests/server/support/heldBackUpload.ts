import http, { type IncomingMessage } from 'node:http';
import { randomBytes } from 'node:crypto';

const BOUNDARY = 'musubi-test-boundary';
const partHead = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photo"; filename="IMG_0001.JPG"\r\nContent-Type: image/jpeg\r\n\r\n`;
const partTail = `\r\n--${BOUNDARY}--\r\n`;

/**
 * Starts a multipart upload of `total` bytes of photo, sends only `sendFirst` of them and waits
 * for the answer: a server that reads the body first never answers while the client holds the rest.
 */
export function holdBackUpload(url: string, headers: Record<string, string>, total: number, sendFirst: number) {
  return new Promise<{ status: number; connection: string | undefined; body: { message?: string } }>((resolve, reject) => {
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
        resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body: JSON.parse(text) });
      });
    });
    req.write(partHead);
    req.write(randomBytes(sendFirst));
    // The rest of the body is never sent: only an answer given before reading it ends this test.
  });
}
