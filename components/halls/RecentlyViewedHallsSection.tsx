import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { loadRecentlyViewed } from '../../store/slices/halls';
import { Section } from '../ui/Section';
import { HallMiniRow } from './HallMiniCard';

function viewedAgo(iso: string, now: number): string {
  const minutes = Math.max(0, Math.round((now - new Date(iso).getTime()) / 60000));
  if (minutes < 1) return 'たった今';
  if (minutes < 60) return `${minutes}分前に閲覧`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours}時間前に閲覧`;
  return `${Math.round(hours / 24)}日前に閲覧`;
}

/**
 * The halls this browser viewed, newest first. Read from storage after the first render, so the
 * server's HTML and the first client render agree; nothing is shown until there is something.
 */
export function RecentlyViewedHalls({ excludeId, limit = 10 }: { excludeId?: number; limit?: number }) {
  const dispatch = useAppDispatch();
  const { recentlyViewed, recentlyViewedLoaded } = useAppSelector((s) => s.halls);
  useEffect(() => {
    if (!recentlyViewedLoaded) void dispatch(loadRecentlyViewed());
  }, [dispatch, recentlyViewedLoaded]);
  const halls = recentlyViewed.filter((h) => h.id !== excludeId).slice(0, limit);
  if (!recentlyViewedLoaded || halls.length === 0) return null;
  const now = Date.now();
  return (
    <Section id="recently-viewed" title="最近見た式場">
      <HallMiniRow label="最近見た式場" halls={halls.map((h) => ({ id: h.id, name: h.name, image_url: h.image_url, place: h.place, rating: h.rating, note: viewedAgo(h.viewed_at, now) }))} />
    </Section>
  );
}
