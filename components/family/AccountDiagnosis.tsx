import { useEffect, useState } from 'react';
import Link from '@/components/ui/Link';
import { browserApi } from '../../api/client';
import type { LastDiagnosis } from '../../api/contract/diagnosis';
import { formatDateJa } from '../../lib/format';
import styles from '../accounts/AccountPage.module.css';

/**
 * The account page's 「ふたりの結婚式診断」: 「前回の診断」 (her last result, kept in her account) or
 * a way to start one. `loaded` is what the server read; null when it could not (the app's webview
 * signs in from the page itself), and then the page asks.
 */
export function AccountDiagnosis({ loaded }: { loaded: { last: LastDiagnosis | null } | null }) {
  const [state, setState] = useState(loaded);
  useEffect(() => {
    if (state !== null) return;
    // The endpoint (zod) loads with the call, not with the page.
    import('../../api/contract/diagnosis')
      .then((c) => browserApi().call(c.getMyLastDiagnosis, {}))
      .then(setState, () => setState({ last: null }));
  }, [state]);
  const last = state?.last ?? null;
  return (
    <section aria-labelledby="account-diagnosis" className={styles.section}>
      <h2 id="account-diagnosis">ふたりの結婚式診断</h2>
      {state === null ? (
        <p className={styles.empty}>読み込み中...</p>
      ) : last ? (
        <p>
          <Link href={last.answer_path}>前回の診断</Link>：{last.type_name}（{formatDateJa(last.answered_at, false)}に回答）。
          <Link href="/diagnosis/">もう一度診断する</Link>
        </p>
      ) : (
        <p>
          <Link href="/diagnosis/">ふたりの結婚式診断</Link>で、ふたりの結婚式タイプと、考えが同じところ・違うところがわかります。ログインして答えると、結果をここからいつでも見られます。
        </p>
      )}
    </section>
  );
}
