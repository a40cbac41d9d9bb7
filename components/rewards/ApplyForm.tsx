import { useRouter } from 'next/router';
import { useMemo, useState } from 'react';
import { FormField } from '../accounts/FormField';
import formStyles from '../accounts/AccountForm.module.css';
import type { GiftTicketDetail } from '../../api/contract/giftTickets';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { applyForTicket } from '../../store/slices/rewards';
import { jaResolver } from '../../lib/form/jaResolver';
import { useLazyForm } from '../../lib/form/useLazyForm';
import styles from './Rewards.module.css';
import { applyFields, type ApplyFormValues } from './formValues';
import { formatNumber } from '@/lib/format';

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
  // A purchase kind needs each of its fields once: those sent before may be left empty (the server's rule).
  const purchase = ticket.needs_receipt;
  const needs = {
    receipt: purchase && !ticket.receipt_image_url,
    purchase_date: purchase && !ticket.purchase_date,
    shop_name: purchase && !ticket.shop_name,
    purchase_amount: purchase && ticket.purchase_amount === null,
  };
  // The rules (the endpoint's, api/contract/giftTickets) load with her first focus in the form.
  const resolver = useMemo(
    () => jaResolver(() => import('./applyFormSchema').then((m) => m.applyFormSchema({ receipt: needs.receipt, purchase_date: needs.purchase_date, shop_name: needs.shop_name, purchase_amount: needs.purchase_amount }))),
    [needs.receipt, needs.purchase_date, needs.shop_name, needs.purchase_amount],
  );
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
    engine,
    preload,
  } = useLazyForm<ApplyFormValues>({ resolver, mode: 'onSubmit', reValidateMode: 'onChange', defaultValues: { purchase_date: '', shop_name: '', purchase_amount: '' } });
  const sending = apply.fetching || isSubmitting;

  const send = async (v: ApplyFormValues) => {
    // Empty fields are left out (§5): a re-application keeps what was sent before.
    const result = await dispatch(applyForTicket({ id: ticket.id, kind: ticket.kind, userId, tenantId: ticket.tenant.id, token, fields: applyFields(v) }));
    if (applyForTicket.fulfilled.match(result)) {
      setDone(true);
      await router.replace(router.asPath, undefined, { scroll: false });
    }
  };

  if (done) return <p className={styles.success} role="status">申請しました。スタッフが確認するまでお待ちください。</p>;
  return (
    <form className={formStyles.form} onFocus={preload} onSubmit={handleSubmit(send)} noValidate aria-labelledby="apply-title">
      {engine}
      <h2 id="apply-title">{again ? '再申請する' : '申請する'}</h2>
      {apply.status === 'failed' && apply.error ? <p role="alert" className={formStyles.serverError}>{apply.error}</p> : null}
      {ticket.needs_receipt ? (
        <>
          <FormField label="領収書の画像" required={needs.receipt} error={errors.receipt?.message} hint={ticket.receipt_image_url ? '変更しない場合は選択不要です' : 'JPEG・PNG・WebP、8MBまで'}>
            {(p) => <input {...p} {...register('receipt')} type="file" accept="image/jpeg,image/png,image/webp" className={formStyles.input} />}
          </FormField>
          <FormField label="購入日" required={needs.purchase_date} error={errors.purchase_date?.message} hint={ticket.purchase_date ? `登録済み：${ticket.purchase_date}` : undefined}>
            {(p) => <input {...p} {...register('purchase_date')} type="date" className={formStyles.input} />}
          </FormField>
          <FormField label="購入店舗" required={needs.shop_name} error={errors.shop_name?.message} hint={ticket.shop_name ? `登録済み：${ticket.shop_name}` : '例：銀座本店'}>
            {(p) => <input {...p} {...register('shop_name')} type="text" maxLength={100} className={formStyles.input} />}
          </FormField>
          <FormField label="購入金額（円）" required={needs.purchase_amount} error={errors.purchase_amount?.message} hint={ticket.purchase_amount !== null ? `登録済み：${formatNumber(ticket.purchase_amount)}円` : '半角数字'}>
            {(p) => <input {...p} {...register('purchase_amount')} type="text" inputMode="numeric" pattern="[0-9]*" className={formStyles.input} />}
          </FormField>
        </>
      ) : (
        <p>条件を満たしていることを確認のうえ、申請してください。スタッフが確認し、承認するとギフトコードが表示されます。</p>
      )}
      <button type="submit" className={formStyles.submit} disabled={sending}>{sending ? '送信中...' : again ? '再申請する' : '申請する'}</button>
    </form>
  );
}
