import { useEffect } from 'react';
import type { HallSummary } from '../../api/contract/halls';
import { useAfterEngagement } from '../../lib/identity/useAfterEngagement';
import { useAppDispatch } from '../../store/hooks';
import { fetchHallPv, rememberHallViewed, reportHallViewed } from '../../store/slices/halls';

/**
 * Adds the hall to the recently viewed list and counts a view of the page (once per hall). The
 * server's bookkeeping waits, like the visit's, for her first tap or scroll (lib/identity/whenEngaged).
 */
export function HallViewRecorder({ hall }: { hall: HallSummary }) {
  const dispatch = useAppDispatch();
  // Only a new hall is a new view; the same hall re-rendered is not.
  useEffect(() => {
    void dispatch(rememberHallViewed(hall));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, hall.id]);
  useAfterEngagement(() => {
    void dispatch(reportHallViewed(hall.id));
    void dispatch(fetchHallPv(hall.id));
  }, [dispatch, hall.id]);
  return null;
}
