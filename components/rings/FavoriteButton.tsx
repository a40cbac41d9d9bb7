import { useEffect } from 'react';
import { useRequireLogin } from '../accounts/useRequireLogin';
import { ClipToggle } from '../clips/ClipToggle';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { countPendingActions, isPendingAction, PENDING_KIND, removePendingAction, savePendingAction } from '../../store/pendingAction';
import { favoritePending, fetchFavoriteIds, ringsActions, toggleFavorite, type FavoriteKind } from '../../store/slices/rings';

/** The line under an anonymous visitor's later picks (the first one opens the login prompt). */
export const pickedBeforeLoginNotice = (n: number) => `ログインまたは会員登録すると、選んだ${n}件がお気に入りに保存されます`;

/**
 * お気に入り for a brand or a ring (cards and detail pages): optimistic, rolled back with a
 * Japanese notice. An anonymous visitor's picks show picked at once and are all kept until she
 * registers or logs in (store/pendingAction), then saved; only her first pick opens the prompt,
 * and a second tap takes a pick back.
 */
export function FavoriteButton({ kind, id, name, compact = false }: { kind: FavoriteKind; id: number; name: string; compact?: boolean }) {
  const dispatch = useAppDispatch();
  const requireLogin = useRequireLogin();
  const signedIn = useAppSelector((s) => s.user.me.data !== null);
  const idsStatus = useAppSelector((s) => s.rings.ids.status);
  const favorite = useAppSelector((s) => (kind === 'brand' ? s.rings.brands[id] : s.rings.rings[id]) === true);
  const busy = useAppSelector((s) => s.rings.toggling[`${kind}:${id}`] === true);
  const notice = useAppSelector((s) => (s.rings.notice?.key === `${kind}:${id}` ? s.rings.notice.message : null));

  useEffect(() => {
    if (signedIn && idsStatus === 'idle') void dispatch(fetchFavoriteIds());
  }, [dispatch, signedIn, idsStatus]);

  // Her picks from earlier pages, before she signed in, show picked here too.
  useEffect(() => {
    if (!signedIn && isPendingAction(favoritePending({ kind, id }))) dispatch(ringsActions.pickBeforeLogin({ kind, id, favorite: true }));
  }, [dispatch, signedIn, kind, id]);

  const pickBeforeLogin = () => {
    const pending = favoritePending({ kind, id });
    if (favorite) {
      removePendingAction(pending);
      dispatch(ringsActions.pickBeforeLogin({ kind, id, favorite: false }));
      return;
    }
    const first = countPendingActions(PENDING_KIND.ringFavorite) === 0;
    if (first) {
      dispatch(ringsActions.pickBeforeLogin({ kind, id, favorite: true }));
      requireLogin(pending);
      return;
    }
    savePendingAction(pending);
    dispatch(ringsActions.pickBeforeLogin({ kind, id, favorite: true, notice: pickedBeforeLoginNotice(countPendingActions(PENDING_KIND.ringFavorite)) }));
  };

  const onPress = () => {
    if (!signedIn) return pickBeforeLogin();
    if (busy) return;
    void dispatch(toggleFavorite({ kind, id, favorite: !favorite }));
  };

  return (
    <ClipToggle
      pressed={favorite}
      onPress={onPress}
      subject={name}
      labels={{ off: 'お気に入りに追加', on: 'お気に入り済み' }}
      icon="love"
      notice={notice}
      onDismiss={() => dispatch(ringsActions.dismissNotice())}
      compact={compact}
      busy={busy}
    />
  );
}
