import type { IncomingMessage } from 'node:http';

/**
 * True when getServerSideProps renders a whole HTML document, false for the JSON a client-side
 * navigation (or a hover prefetch) fetches from /_next/data. Content that the document already
 * shows as HTML can be left out of that document's __NEXT_DATA__; the JSON must carry it.
 */
export function isDocumentRequest(req: IncomingMessage): boolean {
  return req.headers['x-nextjs-data'] === undefined && !(req.url ?? '').startsWith('/_next/data/');
}

/**
 * A copy of `value` whose `key` the page render sees in full but __NEXT_DATA__ (JSON.stringify)
 * carries as `placeholder`: for content the HTML document already holds.
 */
export function outOfNextData<T extends object, K extends keyof T>(value: T, key: K, placeholder: T[K]): T {
  const copy = { ...value };
  Object.defineProperty(copy, 'toJSON', { value: () => ({ ...copy, [key]: placeholder }), enumerable: false });
  return copy;
}
