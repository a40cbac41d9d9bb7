import { useEffect } from 'react';
import { loveKey, type LoveType } from '../../api/contract/loveTypes';
import { useRequireLogin } from '../accounts/useRequireLogin';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { PENDING_KIND } from '../../store/pendingAction';
import { loveSlice } from './lazySlices';
import { ClipToggle } from './ClipToggle';

/**
 * いいね of a member's report (user), an article or a page of the site (webpage, by url).
 * The love slice loads with a member's first check or a press (./lazySlices).
 */
export function LoveButton({ type, id, url, subject, compact = false }: { type: LoveType; id?: number; url?: string; subject?: string; compact?: boolean }) {
  const dispatch = useAppDispatch();
  const requireLogin = useRequireLogin();
  const signedIn = useAppSelector((s) => s.user.me.data !== null);
  const key = loveKey({ type, id, url });
  const state = useAppSelector((s) => s.love?.items[key]);
  const notice = useAppSelector((s) => (s.love?.notice?.key === key ? s.love.notice.message : null));

  useEffect(() => {
    if (signedIn && state === undefined) void loveSlice().then((l) => dispatch(l.fetchLoveList(type === 'webpage' ? { type, url } : { type, pk: id })));
  }, [dispatch, signedIn, state, type, id, url]);

  const loved = state?.loved === true;
  return (
    <ClipToggle
      pressed={loved}
      onPress={() => {
        if (!requireLogin({ kind: PENDING_KIND.love, payload: { type, id, url } })) return;
        void loveSlice().then((l) => dispatch(l.setLove({ type, id, url, loved: !loved })));
      }}
      subject={subject}
      labels={{ off: 'いいね', on: 'いいね済み' }}
      icon="love"
      count={compact ? null : state?.count ?? null}
      notice={notice}
      onDismiss={() => void loveSlice().then((l) => dispatch(l.loveActions.dismissNotice()))}
      compact={compact}
    />
  );
}
