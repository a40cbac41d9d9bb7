import type { GetServerSideProps } from 'next';
import Link from '@/components/ui/Link';
import { listMyContracts, reportContract, type MyContract } from '@/api/contract/partnerDesk';
import { listReservations } from '@/api/contract/fairs';
import { getHall } from '@/api/contract/halls';
import { ContractReportForm, ContractReports, type ContractHall } from '@/components/rewards/ContractReport';
import styles from '@/components/rewards/Rewards.module.css';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { Seo } from '@/components/ui/Seo';
import { orNotFound } from '@/lib/family/pageLoad';
import type { FormPost } from '@/lib/form/postedForm';
import { pageMeta, type PageMeta } from '@/lib/halls/seo';
import { memberOrRedirect } from '@/lib/rewards/memberPage';
import { fieldText, formPostProps, handleFormPost } from '@/server/forms/formPost';

export interface ContractsPageProps {
  meta: PageMeta;
  halls: ContractHall[];
  chosen: number | null;
  items: MyContract[];
  form: FormPost;
  sent: boolean;
}

/**
 * /mypage/contracts: 「この式場で成約しました」. The hall confirms it in its console; a confirmed
 * contract at a hall of the Go To Wedding campaign gives her the contract gift under ギフト券.
 */
export default function ContractsPage({ meta, halls, chosen, items, form, sent }: ContractsPageProps) {
  return (
    <div className={styles.page}>
      <Seo meta={meta} />
      <Breadcrumbs items={[{ name: 'マイページ', href: '/account' }, { name: 'ギフト券', href: '/mypage/gifttickets' }, { name: '成約の報告' }]} />
      <h1>成約の報告</h1>
      <p className={styles.lead}>式場とご契約されたら報告してください。式場が確認すると、Go To Wedding キャンペーン対象の式場では成約ギフト券をお受け取りいただけます（<Link href="/mypage/gifttickets">ギフト券</Link>に表示されます）。</p>
      {sent ? <p role="status" className={styles.success}>成約の報告を受け付けました。式場の確認をお待ちください。</p> : null}
      <section className={styles.section}>
        <ContractReportForm halls={halls} chosen={chosen} form={form} />
        {halls.length ? null : <p className={styles.meta}>フェアを予約した式場から選べます。式場ページの「フェア予約」からご予約ください。</p>}
      </section>
      <section className={styles.group} aria-labelledby="my-contracts">
        <h2 id="my-contracts">報告した成約</h2>
        <ContractReports items={items} />
      </section>
    </div>
  );
}

const hallParam = (v: string | string[] | undefined) => {
  const s = Array.isArray(v) ? v[0] : v;
  return s && /^\d{1,9}$/.test(s) ? Number(s) : null;
};

export const getServerSideProps: GetServerSideProps<ContractsPageProps> = async (ctx) => {
  const m = await memberOrRedirect(ctx);
  if ('redirect' in m) return m;
  let posted = null;
  if (ctx.req.method === 'POST') {
    const outcome = await handleFormPost(ctx.req, ctx.res, {
      endpoint: reportContract,
      refusedBefore: (f) => (/^\d{1,9}$/.test(fieldText(f, 'hall_id')) ? [] : [{ field: 'hall_id', message: '成約した式場を選択してください' }]),
      input: (f) => ({ hall_id: fieldText(f, 'hall_id'), contracted_on: fieldText(f, 'contracted_on'), wedding_date: fieldText(f, 'wedding_date') }) as never,
      done: () => '/mypage/contracts?sent=1',
      loginPath: '/login',
    });
    if ('redirect' in outcome) return outcome;
    posted = outcome.posted;
  }
  // The halls she booked a fair at, and the one a hall page sent her from (?hall=).
  const [reservations, contracts] = await Promise.all([m.api.call(listReservations, {}), m.api.call(listMyContracts, {})]);
  const halls = new Map<number, string>(reservations.items.map((r) => [r.hall_id, r.hall_name] as const));
  const chosen = hallParam(ctx.query.hall);
  if (chosen && !halls.has(chosen)) halls.set(chosen, '');
  // A booking keeps the hall's name as it was then; older ones (and ?hall=) are looked up.
  await Promise.all(
    [...halls].filter(([, name]) => !name).slice(0, 20).map(async ([id]) => {
      const hall = await orNotFound(() => m.api.call(getHall, { id }));
      if (hall) halls.set(id, hall.name);
      else halls.delete(id);
    }),
  );
  for (const [id, name] of halls) if (!name) halls.delete(id);
  return {
    props: {
      meta: pageMeta('/mypage/contracts', '成約の報告', '式場とのご成約を報告すると、式場の確認後に成約ギフト券をお受け取りいただけます。', { noindex: true }),
      halls: [...halls].map(([id, name]) => ({ id, name })),
      chosen: chosen && halls.has(chosen) ? chosen : null,
      items: contracts.items,
      form: await formPostProps(ctx.req, ctx.res, posted),
      sent: !posted && ctx.query.sent === '1',
    },
  };
};
