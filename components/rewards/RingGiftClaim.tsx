import { useRouter } from 'next/router';
import { useState } from 'react';
import { useRequireLogin } from '../accounts/useRequireLogin';
import { useAppDispatch } from '../../store/hooks';
import { claimRingGift } from '../../store/slices/rewards';
import styles from './RingGiftClaim.module.css';
import { formatNumber } from '@/lib/format';

/**
 * On a partner brand's page: a member who bought her engagement ring there takes the brand's gift
 * ticket and goes to it to apply with her receipt. Anonymous visitors get the register prompt.
 */
export function RingGiftClaim({ brandId, brandName, amount }: { brandId: number; brandName: string; amount: number }) {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const requireLogin = useRequireLogin();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onClick = async () => {
    if (!requireLogin()) return;
    setBusy(true);
    setError(null);
    const result = await dispatch(claimRingGift(brandId));
    if (claimRingGift.fulfilled.match(result)) {
      await router.push(`/mypage/gifttickets/${result.payload.ticket_id}`);
      return;
    }
    setBusy(false);
    setError('ギフト券を受け取れませんでした。時間をおいてもう一度お試しください。');
  };

  return (
    <section aria-labelledby="ring-gift-title" className={styles.box}>
      <h2 id="ring-gift-title" className={styles.title}>婚約指輪をご購入の方へ</h2>
      <p>
        {brandName}で婚約指輪をご購入いただいた方に、{formatNumber(amount)}円分のギフト券をお贈りします。領収書の画像を添えて申請してください（おひとり様1回まで）。
      </p>
      <button type="button" className={styles.button} onClick={() => void onClick()} disabled={busy} aria-describedby={error ? 'ring-gift-error' : undefined}>
        {busy ? '準備中...' : 'ギフト券を申請する'}
      </button>
      {error ? <p id="ring-gift-error" role="alert" className={styles.error}>{error}</p> : null}
    </section>
  );
}
