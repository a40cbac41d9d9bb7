import { useEffect } from 'react';
import { useRequireLogin } from '../accounts/useRequireLogin';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { PENDING_KIND } from '../../store/pendingAction';
import { clipsSlice } from './lazySlices';
import { ClipToggle } from './ClipToggle';

/**
 * Clip a bride report (花嫁レポート), with its clip count; `userId` is its bride's (the native message names her).
 * The clips slice loads with a member's first check or a press (./lazySlices).
 */
export function BrideReportClipButton({ reportId, userId, title, compact = false }: { reportId: number; userId: number; title?: string; compact?: boolean }) {
  const dispatch = useAppDispatch();
  const requireLogin = useRequireLogin();
  const signedIn = useAppSelector((s) => s.user.me.data !== null);
  const state = useAppSelector((s) => s.clips?.brideReports[reportId]);
  const notice = useAppSelector((s) => (s.clips?.notice?.key === `bride_report:${reportId}` ? s.clips.notice.message : null));

  useEffect(() => {
    if (signedIn && state === undefined) void clipsSlice().then((c) => dispatch(c.fetchBrideReportClipStates([reportId])));
  }, [dispatch, signedIn, state, reportId]);

  const clipped = state?.is_clipped === true;
  return (
    <ClipToggle
      pressed={clipped}
      onPress={() => {
        if (!requireLogin({ kind: PENDING_KIND.brideReportClip, payload: { reportId } })) return;
        void clipsSlice().then((c) => dispatch(c.toggleBrideReportClip({ reportId, userId, clip: !clipped })));
      }}
      subject={title}
      labels={{ off: 'クリップする', on: 'クリップ済み' }}
      icon="clip"
      count={compact ? null : state?.clip_count ?? null}
      notice={notice}
      onDismiss={() => void clipsSlice().then((c) => dispatch(c.clipsActions.dismissNotice()))}
      compact={compact}
    />
  );
}
