import { useState } from 'react';
import { useRouter } from 'next/router';
import { useAppDispatch } from '../../store/hooks';
import { joinHall } from '../../store/slices/partners';
import styles from './Partner.module.css';

/** The invitation link's page: nothing changes until she presses 参加する (the link is single-use). */
export function JoinHall({ token }: { token: string }) {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const join = async () => {
    setBusy(true);
    const res = await dispatch(joinHall({ token }));
    if (joinHall.fulfilled.match(res)) await router.push(`/partner?hall=${res.payload.hall_id}`);
    else {
      setError((res.payload as string | undefined) ?? '参加できませんでした');
      setBusy(false);
    }
  };
  return (
    <>
      <p>招待されたメールアドレスのアカウントでログインしています。式場の管理画面に参加しますか？</p>
      <button type="button" className={styles.button} disabled={busy} onClick={join}>参加する</button>
      {error ? <p role="alert" className={styles.error}>{error}</p> : null}
    </>
  );
}
