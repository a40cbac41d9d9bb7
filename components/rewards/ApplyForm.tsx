import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import { FormField } from '../accounts/FormField';
import formStyles from '../accounts/AccountForm.module.css';
import type { ApplyInput, GiftTicketDetail } from '../../api/contract/giftTickets';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { applyForTicket } from '../../store/slices/rewards';
import styles from './Rewards.module.css';
import { formValues } from './formValues';

/**
 * 申請する: purchase kinds send a receipt image, the date, the shop and the amount; a
 * re-application may leave fields empty to keep what was sent before (§5).
 */
export function ApplyForm({ ticket, userId, token }: { ticket: GiftTicketDetail; userId: number; token: string }) {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const apply = useAppSelector((s) => s.rewards.apply);
  const [done, setDone] = useState(false);
  const again = ticket.state === 'rejected';

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const { values, files } = formValues(e.currentTarget);
    const fields: ApplyInput = {};
    if (files.receipt?.length) fields.receipt = files.receipt[0];
    // Empty fields are left out (§5): a re-application keeps what was sent before.
    for (const k of ['purchase_date', 'shop_name', 'purchase_amount'] as const) {
      const v = values[k]?.trim();
      if (v) fields[k] = v;
    }
    const result = await dispatch(applyForTicket({ id: ticket.id, kind: ticket.kind, userId, tenantId: ticket.tenant.id, token, fields }));
    if (applyForTicket.fulfilled.match(result)) {
      setDone(true);
      await router.replace(router.asPath, undefined, { scroll: false });
    }
  };

  if (done) return <p className={styles.success} role="status">申請しました。スタッフが確認するまでお待ちください。</p>;
  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-labelledby="apply-title">
      <h2 id="apply-title">{again ? '再申請する' : '申請する'}</h2>
      {apply.status === 'failed' && apply.error ? <p role="alert" className={formStyles.serverError}>{apply.error}</p> : null}
      {ticket.needs_receipt ? (
        <>
          <FormField label="領収書の画像" required={!ticket.receipt_image_url} hint={ticket.receipt_image_url ? '変更しない場合は選択不要です' : 'JPEG・PNG・WebP、8MBまで'}>
            {(p) => <input {...p} name="receipt" type="file" accept="image/jpeg,image/png,image/webp" className={formStyles.input} />}
          </FormField>
          <FormField label="購入日" required={!ticket.purchase_date} hint={ticket.purchase_date ? `登録済み：${ticket.purchase_date}` : undefined}>
            {(p) => <input {...p} name="purchase_date" type="date" className={formStyles.input} />}
          </FormField>
          <FormField label="購入店舗" required={!ticket.shop_name} hint={ticket.shop_name ? `登録済み：${ticket.shop_name}` : '例：銀座本店'}>
            {(p) => <input {...p} name="shop_name" type="text" maxLength={100} className={formStyles.input} />}
          </FormField>
          <FormField label="購入金額（円）" required={ticket.purchase_amount === null} hint={ticket.purchase_amount !== null ? `登録済み：${ticket.purchase_amount.toLocaleString('ja-JP')}円` : '半角数字'}>
            {(p) => <input {...p} name="purchase_amount" type="text" inputMode="numeric" pattern="[0-9]*" className={formStyles.input} />}
          </FormField>
        </>
      ) : (
        <p>条件を満たしていることを確認のうえ、申請してください。スタッフが確認し、承認するとギフトコードが表示されます。</p>
      )}
      <button type="submit" className={formStyles.submit} disabled={apply.fetching}>{apply.fetching ? '送信中...' : again ? '再申請する' : '申請する'}</button>
    </form>
  );
}
