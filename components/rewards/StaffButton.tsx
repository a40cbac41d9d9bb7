import { useRouter } from 'next/router';
import { useState } from 'react';
import { useAppDispatch } from '../../store/hooks';
import { staffAct, type StaffAction } from '../../store/slices/rewards';
import styles from './Rewards.module.css';

/** Approve / send back (with a reason) / confirm: one staff action, then the list reloads. */
export function StaffActions({ id, approve, reject, label }: { id: number; approve: StaffAction['type']; reject?: StaffAction['type']; label: string }) {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const act = async (type: StaffAction['type']) => {
    setBusy(true);
    const result = await dispatch(staffAct({ type, id, reason: reason.trim() || undefined } as StaffAction));
    setBusy(false);
    if (staffAct.fulfilled.match(result)) await router.replace(router.asPath, undefined, { scroll: false });
    else setError((result.payload as string | undefined) ?? 'Failed to fetch');
  };
  return (
    <div>
      {reject ? (
        <>
          <label htmlFor={`reason-${id}`} className={styles.meta}>差し戻しの理由（本人に表示されます）</label>
          <textarea id={`reason-${id}`} className={styles.textarea} style={{ minHeight: 60 }} value={reason} onChange={(e) => setReason(e.target.value)} />
        </>
      ) : null}
      <div className={styles.actions}>
        <button type="button" className={styles.button} disabled={busy} onClick={() => act(approve)}>{label}</button>
        {reject ? <button type="button" className={styles.secondary} disabled={busy} onClick={() => act(reject)}>差し戻す</button> : null}
      </div>
      {error ? <p role="alert" className={styles.reason}>{error}</p> : null}
    </div>
  );
}
