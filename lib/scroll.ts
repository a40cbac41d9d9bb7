import { SCROLL_OFFSET, SCROLL_OFFSET_AT_TOP } from './constants';

/** How far above a hash anchor the page stops: 160px when the page was at the top, else 80px (§2). */
export function hashScrollOffset(scrollYBefore: number): number {
  return scrollYBefore <= 0 ? SCROLL_OFFSET_AT_TOP : SCROLL_OFFSET;
}

/** The scroll position that puts an element (its top at `elementTop` in the viewport) below the offset. */
export function anchorScrollTop(elementTop: number, currentScrollY: number, scrollYBefore: number): number {
  return Math.max(0, Math.round(currentScrollY + elementTop - hashScrollOffset(scrollYBefore)));
}

/** The anchor named by a URL's hash: an element with that id, or else that name. */
export function findHashTarget(doc: Document, url: string): HTMLElement | null {
  const index = url.indexOf('#');
  if (index < 0) return null;
  let hash = url.slice(index + 1);
  if (!hash || hash === 'top') return null;
  try {
    hash = decodeURIComponent(hash);
  } catch {
    // keep it raw
  }
  return doc.getElementById(hash) ?? (doc.getElementsByName(hash)[0] as HTMLElement | undefined) ?? null;
}

const STORAGE_KEY = 'musubi_scroll_positions';
const MAX_ENTRIES = 50;

/** Scroll positions per history entry (Next's history.state.key), kept in sessionStorage for reloads. */
export class ScrollPositions {
  private positions: Record<string, number>;

  constructor(private readonly storage: Storage | null) {
    this.positions = {};
    try {
      const saved = storage?.getItem(STORAGE_KEY);
      if (saved) this.positions = JSON.parse(saved) as Record<string, number>;
    } catch {
      this.positions = {};
    }
  }

  save(key: string, y: number): void {
    delete this.positions[key];
    this.positions[key] = y;
    const keys = Object.keys(this.positions);
    for (const old of keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES))) delete this.positions[old];
    try {
      this.storage?.setItem(STORAGE_KEY, JSON.stringify(this.positions));
    } catch {
      // storage full or disabled: keep it in memory
    }
  }

  get(key: string): number | undefined {
    return this.positions[key];
  }
}
