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
 * A copy of `value` that the page render sees in full but __NEXT_DATA__ (JSON.stringify) carries
 * with `placeholders` in place of those keys: for content the HTML document already holds (an
 * article's body, the parts of a page that stay server-rendered HTML: components/ui/StaticIsland).
 */
export function outOfNextData<T extends object>(value: T, placeholders: Partial<T>): T {
  const copy = { ...value };
  Object.defineProperty(copy, 'toJSON', { value: () => ({ ...copy, ...placeholders }), enumerable: false });
  return copy;
}

/**
 * A list's placeholder for outOfNextData when the page reads only its length outside the static
 * island that draws it (`list.length ? <Section>…` must hydrate as rendered): its entries as null.
 */
export function lengthOnly<T>(items: readonly T[]): T[] {
  return items.map(() => null) as unknown as T[];
}

/** A list the page render sees in full and __NEXT_DATA__ carries as lengthOnly (for a list passed as it is). */
export function listOutOfNextData<T>(items: readonly T[]): T[] {
  const copy = [...items];
  Object.defineProperty(copy, 'toJSON', { value: () => lengthOnly(items), enumerable: false });
  return copy;
}
