import type { MyContract } from '../../api/contract/partnerDesk';
import { FormField } from '../accounts/FormField';
import formStyles from '../accounts/AccountForm.module.css';
import { CsrfField } from '../ui/CsrfField';
import { postedIssue, postedText, type FormPost } from '../../lib/form/postedForm';
import styles from './Rewards.module.css';

export interface ContractHall {
  id: number;
  name: string;
}

/**
 * 「この式場で成約しました」: the hall, the day of the contract and the planned wedding day. A plain
 * form posted to its page (the server answers 303 or the page with the refusal), so it works the
 * same before, with and without the page's scripts.
 */
export function ContractReportForm({ halls, chosen, form }: { halls: ContractHall[]; chosen: number | null; form: FormPost }) {
  const posted = form.posted;
  const hall = postedText(posted, 'hall_id') ?? (chosen ? String(chosen) : '');
  return (
    <form method="post" action="/mypage/contracts" className={formStyles.form} aria-labelledby="contract-form-title" noValidate>
      <h2 id="contract-form-title">成約を報告する</h2>
      {posted?.message ? <p role="alert" className={formStyles.serverError}>{posted.message}</p> : null}
      <CsrfField token={form.csrf} />
      <FormField label="成約した式場" required error={postedIssue(posted, 'hall_id')}>
        {(p) => (
          <select {...p} name="hall_id" className={formStyles.input} defaultValue={hall}>
            <option value="">選択してください</option>
            {halls.map((h) => <option key={h.id} value={h.id}>{h.name}</option>)}
          </select>
        )}
      </FormField>
      <FormField label="ご成約日" required error={postedIssue(posted, 'contracted_on')}>
        {(p) => <input {...p} type="date" name="contracted_on" className={formStyles.input} defaultValue={postedText(posted, 'contracted_on') ?? ''} />}
      </FormField>
      <FormField label="挙式予定日" required error={postedIssue(posted, 'wedding_date')}>
        {(p) => <input {...p} type="date" name="wedding_date" className={formStyles.input} defaultValue={postedText(posted, 'wedding_date') ?? ''} />}
      </FormField>
      <button type="submit" className={styles.button}>この式場で成約しました</button>
    </form>
  );
}

/** Her reports and what each hall answered. */
export function ContractReports({ items }: { items: MyContract[] }) {
  if (!items.length) return <p className={styles.meta}>成約の報告はまだありません。</p>;
  return (
    <ul className={styles.cards}>
      {items.map((c) => (
        <li key={c.id} className={styles.card} data-testid="my-contract">
          <p className={styles.cardTitle}>{c.hall_name}</p>
          <p className={styles.meta}>ご成約日 {c.contracted_on} ・ 挙式予定日 {c.wedding_date}</p>
          <p><span className={styles.state} data-state={c.state === 'confirmed' ? 'approved' : c.state === 'declined' ? 'rejected' : 'pending'}>{c.state_label}</span></p>
          {c.decline_reason ? <p className={styles.reason}>式場からのお知らせ：{c.decline_reason}</p> : null}
        </li>
      ))}
    </ul>
  );
}
