import { useRouter } from 'next/router';
import { useState } from 'react';
import { browserApi } from '@/api/client';
import { staffWordpressSyncNow } from '@/api/contract/wordpress';
import { isApiClientError } from '@/api/errors';
import styles from '@/components/rewards/Rewards.module.css';

/** 「今すぐ同期する」: asks for a run at once, then reloads the state a few seconds later. */
export function SyncNowButton({ disabled }: { disabled: boolean }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const syncNow = async () => {
    setBusy(true);
    setNote(null);
    try {
      const r = await browserApi().call(staffWordpressSyncNow, {});
      setNote(r.requested ? { ok: true, text: '同期を始めました。数秒後に表示を更新します。' } : { ok: false, text: 'WordPress の連携が設定されていません。' });
      if (r.requested) setTimeout(() => void router.replace(router.asPath, undefined, { scroll: false }), 3000);
    } catch (e) {
      setNote({ ok: false, text: isApiClientError(e) ? e.message : '同期を始められませんでした。時間をおいて、もう一度お試しください。' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <button type="button" className={styles.button} disabled={busy || disabled} onClick={syncNow}>今すぐ同期する</button>
      {note ? <p role={note.ok ? 'status' : 'alert'} className={note.ok ? styles.meta : styles.reason}>{note.text}</p> : null}
    </div>
  );
}
