import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { fetchRecommendedHalls } from '../../store/slices/halls';
import { Section } from '../ui/Section';
import { HallMiniRow } from './HallMiniCard';
import { hallPlaceName } from '../../lib/halls/hallPlace';

/** Halls recommended for this visitor (from the halls they viewed); personal, so loaded in the browser. */
export function RecommendedHalls({ hallId }: { hallId?: number }) {
  const dispatch = useAppDispatch();
  const recommended = useAppSelector((s) => s.halls.recommended);
  useEffect(() => {
    void dispatch(fetchRecommendedHalls(hallId));
  }, [dispatch, hallId]);
  const halls = recommended.data.filter((h) => h.id !== hallId);
  if (halls.length === 0) return null;
  return (
    <Section id="recommended" title="あなたへのおすすめ式場">
      <HallMiniRow
        label="あなたへのおすすめ式場"
        halls={halls.map((h) => ({ id: h.id, name: h.name, image_url: h.cover_images[0]?.image_url, place: hallPlaceName(h.location), rating: h.rating }))}
      />
    </Section>
  );
}
