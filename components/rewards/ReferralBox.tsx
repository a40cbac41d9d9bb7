import { useState } from 'react';
import type { MyReferral } from '../../api/contract/referrals';
import { copyText } from '../clips/copyText';
import styles from './Rewards.module.css';
import { formatNumber } from '@/lib/format';

/** The member's referral code and link, to share with a friend. */
export function ReferralBox({ referral }: { referral: MyReferral }) {
  const [copied, setCopied] = useState(false);
  return (
    <section className={styles.section} aria-labelledby="referral-title">
      <h2 id="referral-title">お友だち紹介</h2>
      <p>
        紹介コードでお友だちが会員登録し、はじめてのブライダルフェアに参加すると、お友だちとあなたにそれぞれ{formatNumber(referral.amount)}円分のギフト券をお贈りします。
      </p>
      <dl className={styles.dl}>
        <dt>紹介コード</dt>
        <dd><strong>{referral.code}</strong></dd>
        <dt>紹介した人数</dt>
        <dd>{referral.invited}人（うち特典お届け済み {referral.rewarded}人）</dd>
      </dl>
      <div className={styles.copyRow}>
        <label htmlFor="referral-url" className="visually-hidden">紹介リンク</label>
        <input id="referral-url" readOnly value={referral.url} onFocus={(e) => e.currentTarget.select()} />
        <button type="button" className={styles.secondary} onClick={() => copyText(referral.url).then(setCopied, () => setCopied(false))}>
          リンクをコピー
        </button>
      </div>
      <p aria-live="polite" className={styles.meta}>{copied ? '紹介リンクをコピーしました' : ''}</p>
    </section>
  );
}
