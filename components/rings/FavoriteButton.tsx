import { useEffect } from 'react';
import { useRequireLogin } from '../accounts/useRequireLogin';
import { ClipToggle } from '../clips/ClipToggle';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { favoritePending, fetchFavoriteIds, ringsActions, toggleFavorite, type FavoriteKind } from '../../store/slices/rings';

/**
 * お気に入り for a brand or a ring (cards and detail pages): optimistic, rolled back with a
 * Japanese notice; anonymous visitors get the register prompt and the favourite is saved after.
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

  const onPress = () => {
    if (!requireLogin(favoritePending({ kind, id }))) return;
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
