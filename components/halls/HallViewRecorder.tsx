import { useEffect } from 'react';
import type { HallSummary } from '../../api/contract/halls';
import { useAppDispatch } from '../../store/hooks';
import { fetchHallPv, recordHallViewed } from '../../store/slices/halls';

/** Counts a view of the hall page and adds the hall to the recently viewed list (once per hall). */
export function HallViewRecorder({ hall }: { hall: HallSummary }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    void dispatch(recordHallViewed(hall));
    void dispatch(fetchHallPv(hall.id));
    // Only a new hall is a new view; the same hall re-rendered is not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, hall.id]);
  return null;
}
