import { useEffect } from 'react';
import { useRequireLogin } from '../accounts/useRequireLogin';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { checkHallClip, clipsActions, hallClipPending, postHallClip, removeHallClip } from '../../store/slices/clips';
import { ClipToggle } from './ClipToggle';

/**
 * Clip a hall (cards and the hall page). Its state comes from one bulk request per animation
 * frame for every button on the page; anonymous visitors get the register prompt.
 */
export function HallClipButton({ hallId, hallName, compact = false }: { hallId: number; hallName?: string; compact?: boolean }) {
  const dispatch = useAppDispatch();
  const requireLogin = useRequireLogin();
  const signedIn = useAppSelector((s) => s.user.me.data !== null);
  const clipped = useAppSelector((s) => s.clips.halls[hallId]);
  const notice = useAppSelector((s) => (s.clips.notice?.key === `hall:${hallId}` ? s.clips.notice.message : null));

  useEffect(() => {
    if (signedIn && clipped === undefined) dispatch(checkHallClip(hallId));
  }, [dispatch, signedIn, clipped, hallId]);

  const onPress = () => {
    if (!requireLogin(hallClipPending({ hallId }))) return;
    void dispatch(clipped ? removeHallClip(hallId) : postHallClip(hallId));
  };

  return (
    <ClipToggle
      pressed={clipped === true}
      onPress={onPress}
      subject={hallName}
      labels={{ off: 'クリップする', on: 'クリップ済み' }}
      icon="clip"
      notice={notice}
      onDismiss={() => dispatch(clipsActions.dismissNotice())}
      compact={compact}
    />
  );
}
