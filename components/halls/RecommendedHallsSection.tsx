import { useEffect, useRef } from 'react';
import { useNearViewport } from '@/components/ui/useNearViewport';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { fetchRecommendedHalls } from '../../store/slices/halls';
import { Section } from '../ui/Section';
import { HallMiniRow } from './HallMiniCard';
import { hallPlaceName } from '../../lib/halls/hallPlace';

/** Halls recommended for this visitor (from the halls they viewed); personal, so loaded in the browser. */
export function RecommendedHalls({ hallId }: { hallId?: number }) {
  const dispatch = useAppDispatch();
  const recommended = useAppSelector((s) => s.halls.recommended);
  // Asked for when she scrolls near the foot of the page, where the list goes.
  const spot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(spot, '400px 0px');
  useEffect(() => {
    if (near) void dispatch(fetchRecommendedHalls(hallId));
  }, [dispatch, hallId, near]);
  const halls = recommended.data.filter((h) => h.id !== hallId);
  if (halls.length === 0) return <div ref={spot} aria-hidden="true" />;
  return (
    <Section id="recommended" title="あなたへのおすすめ式場">
      <HallMiniRow
        label="あなたへのおすすめ式場"
        halls={halls.map((h) => ({ id: h.id, name: h.name, image_url: h.cover_images[0]?.image_url, place: hallPlaceName(h.location), rating: h.rating }))}
      />
    </Section>
  );
}
