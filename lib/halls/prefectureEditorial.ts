import type { ApiClient } from '../../api/client';
import { getPickupWeddings, getPrHalls, getPrefecturePosts } from '../../api/contract/directory';
import { hallPlaceName } from './hallPlace';
import type { MiniHall } from '../../components/halls/HallMiniCard';

/** The editors' content of a prefecture (issue 33 "Content that exists but no page shows"). */
export interface PrefectureEditorial {
  /** The prefecture's name, for the sections' headings. */
  name: string;
  /** Halls with a paid placement (PR枠): shown labelled as PR. */
  prHalls: MiniHall[];
  pickupWeddings: { id: number; hall_id: number; hall_name: string; title: string; excerpt: string; image_url: string; wedding_date: string; guest_count: number; style: string }[];
  posts: { id: number; title: string; excerpt: string; body: string; image_url: string; published_at: string }[];
}

export const PICKUP_WEDDINGS_SHOWN = 4;
export const PREFECTURE_POSTS_SHOWN = 4;

/** Loads a prefecture's PR halls, pickup weddings and columns; a part that fails is left out, not the page. */
export async function loadPrefectureEditorial(api: ApiClient, prefecture: { slug: string; name: string }): Promise<PrefectureEditorial> {
  const { slug } = prefecture;
  const [pr, weddings, posts] = await Promise.all([
    api.call(getPrHalls, { prefecture_slug: slug }).catch(() => ({ items: [] })),
    api.call(getPickupWeddings, { prefecture: slug, limit: PICKUP_WEDDINGS_SHOWN }).catch(() => ({ items: [] })),
    api.call(getPrefecturePosts, { prefecture: slug, per_page: PREFECTURE_POSTS_SHOWN }).catch(() => ({ items: [] })),
  ]);
  return {
    name: prefecture.name,
    prHalls: pr.items.map((h) => ({ id: h.id, name: h.name, image_url: h.cover_images[0]?.image_url ?? null, place: hallPlaceName(h.location), note: 'PR' })),
    pickupWeddings: weddings.items.map(({ id, hall_id, hall_name, title, excerpt, image_url, wedding_date, guest_count, style }) => ({ id, hall_id, hall_name, title, excerpt, image_url, wedding_date, guest_count, style })),
    posts: posts.items.map(({ id, title, excerpt, body, image_url, published_at }) => ({ id, title, excerpt, body, image_url, published_at })),
  };
}
