import { useEffect } from 'react';
import { useRequireLogin } from '../accounts/useRequireLogin';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { PENDING_KIND } from '../../store/pendingAction';
import { clipsSlice } from './lazySlices';
import { ClipToggle } from './ClipToggle';

/**
 * Clip a hall (cards and the hall page). Its state comes from one bulk request per animation
 * frame for every button on the page; anonymous visitors get the register prompt. The clips
 * slice loads with a member's first check or a press (./lazySlices).
 */
export function HallClipButton({ hallId, hallName, compact = false }: { hallId: number; hallName?: string; compact?: boolean }) {
  const dispatch = useAppDispatch();
  const requireLogin = useRequireLogin();
  const signedIn = useAppSelector((s) => s.user.me.data !== null);
  const clipped = useAppSelector((s) => s.clips?.halls[hallId]);
  const notice = useAppSelector((s) => (s.clips?.notice?.key === `hall:${hallId}` ? s.clips.notice.message : null));

  useEffect(() => {
    if (signedIn && clipped === undefined) void clipsSlice().then((c) => dispatch(c.checkHallClip(hallId)));
  }, [dispatch, signedIn, clipped, hallId]);

  const onPress = () => {
    if (!requireLogin({ kind: PENDING_KIND.hallClip, payload: { hallId } })) return;
    void clipsSlice().then((c) => dispatch(clipped ? c.removeHallClip(hallId) : c.postHallClip(hallId)));
  };

  return (
    <ClipToggle
      pressed={clipped === true}
      onPress={onPress}
      subject={hallName}
      labels={{ off: 'クリップする', on: 'クリップ済み' }}
      icon="clip"
      notice={notice}
      onDismiss={() => void clipsSlice().then((c) => dispatch(c.clipsActions.dismissNotice()))}
      compact={compact}
    />
  );
}
