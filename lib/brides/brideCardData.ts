import type { BrideCard } from '@/api/contract/brides';

/**
 * What a report's card (components/brides/BrideCard) shows: a list page's props carry this, not the
 * whole card the API answers (its share URL, slugs, season and view count).
 */
export type BrideCardData = Pick<
  BrideCard,
  | 'id' | 'user_id' | 'title' | 'basic_nickname' | 'basic_region' | 'is_official' | 'reception_cover_image2' | 'reception_place'
  | 'reception_style' | 'wedding_date' | 'guest_count' | 'total_cost' | 'theme_tags' | 'photo_count' | 'loved_count'
>;

export function toBrideCard(b: BrideCard): BrideCardData {
  return {
    id: b.id,
    user_id: b.user_id,
    title: b.title,
    basic_nickname: b.basic_nickname,
    basic_region: b.basic_region,
    is_official: b.is_official,
    reception_cover_image2: b.reception_cover_image2,
    reception_place: b.reception_place,
    reception_style: b.reception_style,
    wedding_date: b.wedding_date,
    guest_count: b.guest_count,
    total_cost: b.total_cost,
    theme_tags: b.theme_tags,
    photo_count: b.photo_count,
    loved_count: b.loved_count,
  };
}
