import { useState } from 'react';
import type { PartnerContract, PartnerGiftCode } from '../../api/contract/partnerDesk';
import { useAct } from './ActionButton';
import styles from './Partner.module.css';
import { formatDateJa } from '@/lib/format';
import { codeExpired } from '@/lib/rewards/giftCodeValidity';

/** A couple's 「この式場で成約しました」: confirm (issues the contract gift) or decline with a reason. */
export function ContractDecision({ hallId, contract: initial }: { hallId: number; contract: PartnerContract }) {
  const [contract, setContract] = useState(initial);
  const [reason, setReason] = useState('');
  const { run, busy, alert } = useAct();
  const decide = async (action: 'confirm' | 'decline') => {
    const res = await run({ type: 'contract', hallId, id: contract.id, action, reason: action === 'decline' ? reason : undefined });
    if (res?.type === 'contract') setContract(res.contract);
  };
  return (
    <li className={styles.card} data-testid="contract">
      <h3>{contract.nickname}さん（{contract.email}）</h3>
      <p className={styles.meta}>ご成約日 {contract.contracted_on} ・ 挙式予定日 {contract.wedding_date}</p>
      <p><span className={styles.badge}>{contract.state_label}</span>{contract.decline_reason ? ` 理由：${contract.decline_reason}` : ''}</p>
      {contract.state === 'pending' ? (
        <>
          <div className={styles.row}><button type="button" className={styles.button} disabled={busy} onClick={() => decide('confirm')}>成約を確認する</button></div>
          <label htmlFor={`decline-${contract.id}`} className={styles.meta}>確認できない場合の理由（お客様に表示されます）</label>
          <textarea id={`decline-${contract.id}`} className={styles.textarea} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
          <button type="button" className={styles.secondary} disabled={busy || !reason.trim()} onClick={() => decide('decline')}>確認できなかった</button>
        </>
      ) : null}
      {alert}
    </li>
  );
}

/** A gift code this hall honours: mark it 利用済み when the couple uses it here (once). */
export function GiftCodeUse({ hallId, gift: initial }: { hallId: number; gift: PartnerGiftCode }) {
  const [gift, setGift] = useState(initial);
  const { run, busy, alert } = useAct();
  const use = async () => {
    const res = await run({ type: 'gift', hallId, id: gift.id });
    if (res?.type === 'gift') setGift(res.gift);
  };
  return (
    <li className={styles.card} data-testid="giftcode">
      <h3><code>{gift.gift_code}</code></h3>
      <p className={styles.meta}>{gift.kind_label} ・ {gift.amount.toLocaleString('ja-JP')}円分 ・ {gift.nickname}さん{gift.code_valid_until ? ` ・ 有効期限 ${formatDateJa(gift.code_valid_until, false)}まで` : ''}</p>
      {gift.used_at ? <p><span className={styles.badge}>利用済み</span></p> : codeExpired(gift.code_valid_until) ? <p><span className={styles.badge}>期限切れ</span></p> : <button type="button" className={styles.button} disabled={busy} onClick={use} aria-label={`${gift.gift_code}を利用済みにする`}>利用済みにする</button>}
      {alert}
    </li>
  );
}
