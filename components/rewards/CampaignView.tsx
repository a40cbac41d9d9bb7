import Link from '@/components/ui/Link';
import { useState } from 'react';
import type { CampaignOnPage as Campaign } from '@/lib/rewards/campaignLoader';
import { HallCardList } from '../halls/HallCardList';
import { Breadcrumbs, breadcrumbJsonLd, type Crumb } from '../ui/Breadcrumbs';
import { Seo } from '../ui/Seo';
import formStyles from '../accounts/AccountForm.module.css';
import { formatDateJa, formatNumber } from '../../lib/format';
import type { PageMeta } from '../../lib/halls/seo';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { enterGoToWedding } from '../../store/slices/rewards';
import styles from './Rewards.module.css';

export interface CampaignPageProps {
  meta: PageMeta;
  campaign: Campaign;
  signedIn: boolean;
  crumbs: Crumb[];
  base: string;
}

function EntryForm({ campaign }: { campaign: Campaign }) {
  const dispatch = useAppDispatch();
  const entry = useAppSelector((s) => s.rewards.entry);
  const [hallId, setHallId] = useState<number | ''>('');
  if (entry.status === 'done' && entry.data) {
    return (
      <p className={styles.success} role="status">
        {entry.data.already ? 'すでにエントリー済みです。' : 'エントリーしました。'}
        <Link href={`/mypage/gifttickets/${entry.data.ticket_id}`}>ギフト券を見る</Link>
      </p>
    );
  }
  return (
    <form className={formStyles.form} onSubmit={(e) => { e.preventDefault(); void dispatch(enterGoToWedding({ version: campaign.version, hallId })); }}>
      {entry.status === 'failed' ? <p role="alert" className={formStyles.serverError}>{entry.error}</p> : null}
      <label htmlFor="entry-hall" className={formStyles.label}>フェアに参加する対象式場</label>
      <select id="entry-hall" className={formStyles.input} value={hallId} onChange={(e) => setHallId(e.target.value === '' ? '' : Number(e.target.value))}>
        <option value="">選択してください</option>
        {campaign.halls.map((h) => <option key={h.id} value={h.id}>{h.name}（{h.location.overseas_destination_name ?? h.location.prefecture_name}）</option>)}
      </select>
      <button type="submit" className={formStyles.submit} disabled={entry.fetching}>{entry.fetching ? '送信中...' : 'エントリーしてギフト券を受け取る'}</button>
    </form>
  );
}

/** /go_to_wedding/ and /go_to_wedding/{version}/: period, conditions, amounts, halls, FAQ and the entry. */
export function CampaignView({ meta, campaign, signedIn, crumbs, base }: CampaignPageProps) {
  const faqLd = { '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity: campaign.faq.map((f) => ({ '@type': 'Question', name: f.q, acceptedAnswer: { '@type': 'Answer', text: f.a } })) };
  return (
    <div className={styles.page}>
      <Seo meta={meta} jsonLd={[breadcrumbJsonLd(crumbs, base), faqLd]} />
      <Breadcrumbs items={crumbs} />
      <section className={styles.hero}>
        <h1>{campaign.title}</h1>
        <p>{campaign.lead}</p>
        <p className={styles.meta}>期間：{formatDateJa(campaign.starts_on)}〜{formatDateJa(campaign.ends_on)}{campaign.is_open ? '' : '（受付は終了しました）'}</p>
        <ul className={styles.amounts}>
          {campaign.amounts.map((a) => <li key={a.label}>{a.label}<strong>{formatNumber(a.amount)}円分</strong></li>)}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="campaign-conditions">
        <h2 id="campaign-conditions">参加条件</h2>
        <ol>{campaign.conditions.map((c) => <li key={c}>{c}</li>)}</ol>
      </section>
      <section className={styles.section} aria-labelledby="campaign-entry">
        <h2 id="campaign-entry">エントリー</h2>
        {!campaign.is_open ? (
          <p>このキャンペーンの受付は終了しました。{campaign.versions.find((v) => v.is_current) ? <Link href="/go_to_wedding/">開催中のキャンペーンを見る</Link> : null}</p>
        ) : signedIn ? (
          <EntryForm campaign={campaign} />
        ) : (
          <p>エントリーには会員登録（無料）が必要です。<Link href="/register">会員登録</Link> ・ <Link href="/login">ログイン</Link></p>
        )}
      </section>
      <section className={styles.section} aria-labelledby="campaign-halls">
        <h2 id="campaign-halls">対象の式場（{campaign.hall_count}件）</h2>
        {campaign.halls.length ? <HallCardList halls={campaign.halls} label="キャンペーン対象の式場" /> : null}
        <p><Link href={`/halls/search/?campaign=${campaign.version}`} className={styles.secondary}>対象の式場をすべて見る</Link></p>
      </section>
      <section className={styles.section} aria-labelledby="campaign-faq">
        <h2 id="campaign-faq">よくある質問</h2>
        <dl className={styles.faq}>
          {campaign.faq.map((f) => (<div key={f.q}><dt>Q. {f.q}</dt><dd>A. {f.a}</dd></div>))}
        </dl>
      </section>
      {campaign.versions.length > 1 ? (
        <nav className={styles.section} aria-label="これまでのキャンペーン">
          <h2>これまでのキャンペーン</h2>
          <ul>
            {campaign.versions.map((v) => (
              <li key={v.version}>
                <Link href={v.is_current ? '/go_to_wedding/' : `/go_to_wedding/${v.version}/`} aria-current={v.version === campaign.version ? 'page' : undefined}>{v.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
