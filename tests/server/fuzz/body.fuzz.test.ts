import { Readable } from 'node:stream';
import type { IncomingMessage } from 'node:http';
import fc from 'fast-check';
import { HttpError } from '../../../server/http/errors';
import { readBody } from '../../../server/http/body';
import { FUZZ_RUNS } from './support';

/** A request stand-in: these headers and this body, in random chunks. */
function request(headers: Record<string, string>, chunks: Buffer[]): IncomingMessage {
  const stream = Readable.from(chunks) as unknown as IncomingMessage;
  stream.headers = headers;
  return stream;
}

const contentType = fc.oneof(
  fc.constantFrom('application/json', 'application/x-www-form-urlencoded', 'multipart/form-data', 'multipart/form-data; boundary=xyz', 'multipart/form-data; boundary=', 'text/plain', 'application/xml', '', 'application/json; charset=utf-16', 'multipart/mixed; boundary=xyz'),
  fc.string({ maxLength: 40 }),
);
const body = fc.oneof(
  fc.uint8Array({ maxLength: 2000 }).map((b) => Buffer.from(b)),
  fc.string({ unit: 'binary', maxLength: 500 }).map((s) => Buffer.from(s)),
  fc.constantFrom('{"a":1}', '[1,2]', '"x"', 'null', '{', '{"__proto__":{"x":1}}', '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--xyz--', '--xyz\r\nContent-Disposition: form-data; name="f"; filename="a.exe"\r\n\r\nMZ\r\n--xyz--', '--xyz\r\n\r\n', 'a=1&a=2&b[]=3&__proto__=x').map((s) => Buffer.from(s)),
);

describe('request bodies with malformed multipart and wrong content types', () => {
  it('are read into fields or refused with a 4xx and a message, never anything else', async () => {
    await fc.assert(
      fc.asyncProperty(contentType, body, fc.integer({ min: 1, max: 7 }), async (type, bytes, parts) => {
        const size = Math.ceil(bytes.length / parts) || 1;
        const chunks = Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size));
        try {
          const fields = await readBody(request({ 'content-type': type }, chunks));
          expect(typeof fields).toBe('object');
        } catch (e) {
          expect(e).toBeInstanceOf(HttpError);
          const err = e as HttpError;
          expect(err.status).toBeGreaterThanOrEqual(400);
          expect(err.status).toBeLessThan(500);
          expect(err.message).toMatch(/\S/);
        }
      }),
      { numRuns: FUZZ_RUNS * 5 },
    );
  });
});
