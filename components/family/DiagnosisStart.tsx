import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import Link from '@/components/ui/Link';
import { lastDiagnosisPath } from '../../lib/family/lastDiagnosis';
import { startDiagnosis } from '../../store/slices/family';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { diagnosisFailureText } from './diagnosisText';
import styles from './page.module.css';

/** Creates a diagnosis and takes the first respondent to the questions; 「前回の診断」 leads back to her last result. */
export function DiagnosisStart() {
  const router = useRouter();
  const [last, setLast] = useState<string | null>(null);
  useEffect(() => setLast(lastDiagnosisPath()), []);
  const dispatch = useAppDispatch();
  const { started, failedStatus } = useAppSelector((s) => s.family.diagnosis);
  async function start() {
    const r = await dispatch(startDiagnosis());
    if (startDiagnosis.fulfilled.match(r)) await router.push(`/diagnosis/${r.payload.id}/?respondent=1`);
  }
  return (
    <div className={styles.actions}>
      <button type="button" className={styles.primary} onClick={start} disabled={started.fetching}>診断をはじめる</button>
      {last ? <Link href={last}>前回の診断</Link> : null}
      {failedStatus !== null ? <p role="alert" className={styles.muted}>{diagnosisFailureText(failedStatus)}</p> : null}
    </div>
  );
}
