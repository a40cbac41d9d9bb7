/**
 * The key an old WordPress address is stored and looked up under: the path decoded (WordPress
 * percent-encodes Japanese slugs, in either case), without trailing slashes; `/?p=12` for the
 * plain permalink. Null when it is not a path we could have made a redirect for.
 */
export function redirectKey(pathname: string, postId?: number | null): string | null {
  if (postId) return `/?p=${postId}`;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (!decoded.startsWith('/') || decoded.includes('\0')) return null;
  const key = decoded.normalize('NFC').replace(/\/{2,}/g, '/').replace(/\/+$/, '');
  return key.length > 1000 ? null : key || '/';
}

/** `/category/dress/page/2` → the listing and the page; `page/1` is the listing itself. */
export function splitPageSuffix(key: string): { base: string; page: number } {
  const m = /^(.*)\/page\/([1-9]\d{0,4})$/.exec(key);
  return m ? { base: m[1] || '/', page: Number(m[2]) } : { base: key, page: 1 };
}
