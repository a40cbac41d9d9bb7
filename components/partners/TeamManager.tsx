import { useState } from 'react';
import type { z } from 'zod';
import type { auditEntry, partnerMember } from '../../api/contract/partnerDesk';
import { PARTNER_ROLE_LABELS } from '../../api/contract/partnerLabels';
import { useAct } from './ActionButton';
import { Field } from './Field';
import styles from './Partner.module.css';

type Member = z.infer<typeof partnerMember>;
type AuditEntry = z.infer<typeof auditEntry>;

const at = (iso: string) => new Date(iso).toLocaleString('ja-JP', { timeZone: 'Asia/Tokyo', year: 'numeric', month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit' });

function MemberItem({ hallId, member, onRemoved }: { hallId: number; member: Member; onRemoved: (id: number) => void }) {
  const [confirm, setConfirm] = useState(false);
  const { run, busy, alert } = useAct();
  const remove = async () => {
    if (await run({ type: 'removeMember', hallId, id: member.user_id })) onRemoved(member.user_id);
  };
  return (
    <li className={styles.card} data-testid="member">
      <h3>{member.nickname}</h3>
      <p className={styles.meta}>{member.email} ・ <span className={styles.badge}>{PARTNER_ROLE_LABELS[member.role]}</span></p>
      {confirm ? (
        <div role="group" aria-label="削除の確認" className={styles.row}>
          <span>{member.nickname}さんはこの式場の管理画面を使えなくなります。</span>
          <button type="button" className={styles.button} disabled={busy} onClick={remove}>削除する</button>
          <button type="button" className={styles.secondary} onClick={() => setConfirm(false)}>やめる</button>
        </div>
      ) : (
        <button type="button" className={styles.secondary} onClick={() => setConfirm(true)} aria-label={`${member.nickname}さんをメンバーから削除`}>削除</button>
      )}
      {alert}
    </li>
  );
}

/**
 * /partner/team (owners): the hall's people — invite a colleague by a mailed single-use link, remove
 * one (never the last owner) — and the audit log: who changed what, and when.
 */
export function TeamManager({ hallId, members: initial, log }: { hallId: number; members: Member[]; log: AuditEntry[] }) {
  const [members, setMembers] = useState(initial);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<'owner' | 'staff'>('staff');
  const [sent, setSent] = useState<string | null>(null);
  const { run, busy, alert } = useAct();
  const invite = async () => {
    setSent(null);
    const res = await run({ type: 'invite', hallId, email, role });
    if (res?.type === 'invite') {
      setSent(`${email} に招待メールを送りました（${at(res.expires_at)}まで有効）`);
      setEmail('');
    }
  };
  return (
    <>
      <section aria-labelledby="members-title">
        <h2 id="members-title">メンバー（{members.length}人）</h2>
        <ul className={styles.cards}>
          {members.map((m) => <MemberItem key={m.user_id} hallId={hallId} member={m} onRemoved={(id) => setMembers((all) => all.filter((x) => x.user_id !== id))} />)}
        </ul>
      </section>
      <section aria-labelledby="invite-title" className={styles.card}>
        <h2 id="invite-title">メンバーを招待</h2>
        <p className={styles.meta}>招待リンクをメールで送ります。リンクは1回だけ、7日間使えます。招待したメールアドレスの会員アカウントで参加できます。</p>
        <div className={styles.pair}>
          <Field label="メールアドレス">{(id) => <input id={id} type="email" autoComplete="off" className={styles.input} value={email} onChange={(e) => setEmail(e.target.value)} />}</Field>
          <Field label="役割" hint="オーナーはメンバーの招待・削除と操作履歴の確認もできます">{(id, hint) => (
            <select id={id} aria-describedby={hint} className={styles.input} value={role} onChange={(e) => setRole(e.target.value as 'owner' | 'staff')}>
              <option value="staff">{PARTNER_ROLE_LABELS.staff}</option>
              <option value="owner">{PARTNER_ROLE_LABELS.owner}</option>
            </select>
          )}</Field>
        </div>
        {alert}
        {sent ? <p role="status" className={styles.notice}>{sent}</p> : null}
        <div className={styles.row}><button type="button" className={styles.button} disabled={busy || !email.trim()} onClick={invite}>招待メールを送る</button></div>
      </section>
      <section aria-labelledby="audit-title">
        <h2 id="audit-title">操作履歴</h2>
        {log.length ? (
          <div className={styles.tableWrap} role="region" aria-label="操作履歴の表" tabIndex={0}>
            <table className={styles.table}>
              <caption className={styles.meta}>直近200件（新しい順）</caption>
              <thead><tr><th scope="col">日時</th><th scope="col">操作した人</th><th scope="col">操作</th><th scope="col">内容</th></tr></thead>
              <tbody>
                {log.map((e) => <tr key={e.id}><th scope="row">{at(e.at)}</th><td>{e.who}</td><td>{e.action}</td><td className={styles.wrapCell}>{e.detail}</td></tr>)}
              </tbody>
            </table>
          </div>
        ) : <p className={styles.meta}>まだ操作の記録はありません。</p>}
      </section>
    </>
  );
}
