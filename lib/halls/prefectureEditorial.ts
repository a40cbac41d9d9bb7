import type { PrefecturePage } from '../../api/contract/prefecturePage';
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

/** A prefecture's PR halls, pickup weddings and columns, as its page shows them. */
export function prefectureEditorialOf(name: string, page: Pick<PrefecturePage, 'pr_halls' | 'pickup_weddings' | 'posts'>): PrefectureEditorial {
  return {
    name,
    prHalls: page.pr_halls.items.map((h) => ({ id: h.id, name: h.name, image_url: h.cover_images[0]?.image_url ?? null, place: hallPlaceName(h.location), note: 'PR' })),
    pickupWeddings: page.pickup_weddings.items.map(({ id, hall_id, hall_name, title, excerpt, image_url, wedding_date, guest_count, style }) => ({ id, hall_id, hall_name, title, excerpt, image_url, wedding_date, guest_count, style })),
    posts: page.posts.items.map(({ id, title, excerpt, body, image_url, published_at }) => ({ id, title, excerpt, body, image_url, published_at })),
  };
}
