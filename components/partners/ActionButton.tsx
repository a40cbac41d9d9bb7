import { useState, type ReactNode } from 'react';
import { useAppDispatch } from '../../store/hooks';
import { partnerAct, type PartnerAction, type PartnerActionResult } from '../../store/slices/partners';
import styles from './Partner.module.css';

/** One console action as a button: shows the server's message when refused, and hands back the result. */
export function useAct() {
  const dispatch = useAppDispatch();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (a: PartnerAction): Promise<PartnerActionResult | null> => {
    setBusy(true);
    setError(null);
    const res = await dispatch(partnerAct(a));
    setBusy(false);
    if (partnerAct.fulfilled.match(res)) return res.payload as PartnerActionResult;
    setError((res.payload as string | undefined) ?? '保存できませんでした');
    return null;
  };
  const alert: ReactNode = error ? <p role="alert" className={styles.error}>{error}</p> : null;
  return { run, busy, alert };
}
