import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import Link from '@/components/ui/Link';
import type { LastDiagnosis } from '../../api/contract/diagnosis';
import { formatDateJa } from '../../lib/format';
import { lastDiagnosisPath } from '../../lib/family/lastDiagnosis';
import { startDiagnosis } from '../../store/slices/family';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { diagnosisFailureText } from './diagnosisText';
import styles from './page.module.css';

/**
 * Creates a diagnosis and takes the first respondent to the questions. 「前回の診断」 leads back to
 * her last result: the one her account keeps (`accountLast`, a member), else the one this browser
 * answered (a guest, or a member whose account has none yet).
 */
export function DiagnosisStart({ accountLast = null }: { accountLast?: LastDiagnosis | null }) {
  const router = useRouter();
  const [browserLast, setBrowserLast] = useState<string | null>(null);
  useEffect(() => setBrowserLast(lastDiagnosisPath()), []);
  const dispatch = useAppDispatch();
  const { started, failedStatus } = useAppSelector((s) => s.family.diagnosis);
  async function start() {
    const r = await dispatch(startDiagnosis());
    if (startDiagnosis.fulfilled.match(r)) await router.push(`/diagnosis/${r.payload.id}/?respondent=1`);
  }
  const last = accountLast?.answer_path ?? browserLast;
  return (
    <div className={styles.actions}>
      <button type="button" className={styles.primary} onClick={start} disabled={started.fetching}>診断をはじめる</button>
      {last ? (
        <span>
          <Link href={last}>前回の診断</Link>
          {accountLast ? <span className={styles.muted}>（{accountLast.type_name}・{formatDateJa(accountLast.answered_at, false)}）</span> : null}
        </span>
      ) : null}
      {failedStatus !== null ? <p role="alert" className={styles.muted}>{diagnosisFailureText(failedStatus)}</p> : null}
    </div>
  );
}
