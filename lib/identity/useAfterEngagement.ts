import { useEffect, type DependencyList } from 'react';
import { VISIT_TRACKING_QUIET_MS } from '../constants';
import { whenEngaged } from './whenEngaged';

/**
 * Runs the page's bookkeeping (a view counted on the server) once the visitor engages or the page
 * has been quiet a few seconds (whenEngaged), so its code and call never compete with hydration.
 * It is not cancelled when she leaves first: a view she made still counts.
 */
export function useAfterEngagement(run: () => void, deps: DependencyList): void {
  useEffect(() => {
    void whenEngaged(window, VISIT_TRACKING_QUIET_MS).then(run);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
}
