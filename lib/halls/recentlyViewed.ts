import type { HallSummary } from '../../api/contract/halls';
import { hallPlaceName } from './hallPlace';

/** A hall the visitor looked at, as kept in the browser (§4: prepended with a view time). */
export interface RecentHall {
  id: number;
  name: string;
  image_url: string | null;
  place: string;
  rating: number;
  /** ISO time of the view. */
  viewed_at: string;
}

export const RECENT_HALLS_STORAGE_KEY = 'musubi_recent_halls';
export const RECENT_HALLS_MAX = 20;

export function toRecentHall(hall: HallSummary, viewedAt: Date = new Date()): RecentHall {
  return {
    id: hall.id,
    name: hall.name,
    image_url: hall.cover_images[0]?.image_url ?? null,
    place: hallPlaceName(hall.location),
    rating: hall.rating,
    viewed_at: viewedAt.toISOString(),
  };
}

/** The list with `entry` first and no older view of the same hall, at most RECENT_HALLS_MAX long. */
export function prependRecent(list: RecentHall[], entry: RecentHall): RecentHall[] {
  return [entry, ...list.filter((h) => h.id !== entry.id)].slice(0, RECENT_HALLS_MAX);
}

function isRecentHall(v: unknown): v is RecentHall {
  const h = v as RecentHall;
  return typeof h === 'object' && h !== null && typeof h.id === 'number' && typeof h.name === 'string' && typeof h.viewed_at === 'string';
}

export function loadRecentHalls(storage: Storage | null): RecentHall[] {
  if (!storage) return [];
  try {
    const parsed: unknown = JSON.parse(storage.getItem(RECENT_HALLS_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isRecentHall).slice(0, RECENT_HALLS_MAX) : [];
  } catch {
    return [];
  }
}

export function saveRecentHalls(storage: Storage | null, list: RecentHall[]): void {
  if (!storage) return;
  try {
    storage.setItem(RECENT_HALLS_STORAGE_KEY, JSON.stringify(list));
  } catch {
    // Storage full or disabled (private mode): the list lives in memory only.
  }
}

export function browserStorage(): Storage | null {
  if (typeof window === 'undefined') return null;
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
