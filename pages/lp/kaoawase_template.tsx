import type { GetServerSideProps } from 'next';
import { toHallCard, type HallCardData } from '@/lib/halls/hallCardData';
import Link from '@/components/ui/Link';
import { searchHalls } from '../../api/contract/directory';
import { serverApi } from '../../api/server';
import styles from '../../components/family/page.module.css';
import lp from '../../components/family/KaoawasePage.module.css';
import { KaoawaseTemplate } from '../../components/family/KaoawaseTemplate';
import { Breadcrumbs, breadcrumbJsonLd, type Crumb } from '../../components/ui/Breadcrumbs';
import { Seo } from '../../components/ui/Seo';
import { KAOAWASE_COSTS, KAOAWASE_STEPS } from '../../lib/family/kaoawase';
import { setPageCache } from '../../lib/pageCache';
import { pageMeta, siteUrl, type PageMeta } from '../../lib/halls/seo';

type HallItem = HallCardData;

export interface KaoawaseProps {
  meta: PageMeta;
  halls: HallItem[];
}

const CRUMBS: Crumb[] = [{ name: 'トップ', href: '/' }, { name: '顔合わせのしおりテンプレート' }];
/** Hotels and restaurants: where 顔合わせ meals are usually held. */
const KAOAWASE_SERVICES = ['1', '4'];

export default function KaoawasePage({ meta, halls }: KaoawaseProps) {
  const howTo = {
    '@context': 'https://schema.org',
    '@type': 'HowTo',
    name: '両家顔合わせの準備',
    step: KAOAWASE_STEPS.map((s, i) => ({ '@type': 'HowToStep', position: i + 1, name: s.title, text: s.body })),
  };
  return (
    <div className={`${styles.page} ${lp.page}`}>
      <Seo meta={meta} jsonLd={[breadcrumbJsonLd(CRUMBS, siteUrl()), howTo]} />
      <Breadcrumbs items={CRUMBS} />
      <h1 className={styles.title}>顔合わせのしおりテンプレート｜準備の流れと費用の目安</h1>
      <section className={styles.card} aria-labelledby="what">
        <h2 id="what">顔合わせとは</h2>
        <p>顔合わせは、結婚するふたりの家族が初めて正式に集まり、食事をしながら親睦を深める場です。結納を簡略にした形として、いまでは多くのカップルが顔合わせ食事会を選んでいます。所要時間は2〜3時間、参加者は本人と両親の6名ほどが一般的です。</p>
      </section>
      <section className={styles.card} aria-labelledby="steps">
        <h2 id="steps">準備の流れ</h2>
        <ol className={lp.steps}>
          {KAOAWASE_STEPS.map((s) => (
            <li key={s.title}><h3>{s.title}</h3><p>{s.body}</p></li>
          ))}
        </ol>
      </section>
      <section className={styles.card} aria-labelledby="costs">
        <h2 id="costs">費用の目安</h2>
        <div className={lp.scroller} tabIndex={0} role="region" aria-label="費用の目安の表">
          <table className={lp.table}>
            <thead><tr><th scope="col">項目</th><th scope="col">目安</th><th scope="col">ポイント</th></tr></thead>
            <tbody>{KAOAWASE_COSTS.map((c) => <tr key={c.item}><th scope="row">{c.item}</th><td>{c.cost}</td><td>{c.note}</td></tr>)}</tbody>
          </table>
        </div>
      </section>
      <section className={styles.card} aria-labelledby="halls">
        <h2 id="halls">顔合わせ食事会ができるホテル・レストラン</h2>
        <p className={styles.muted}>個室での食事会に対応するホテルやレストランです。顔合わせプランの有無は各会場にお問い合わせください。</p>
        <ul className={lp.halls}>
          {halls.map((h) => (
            <li key={h.id}>
              <Link href={`/halls/${h.id}`}>{h.name}</Link>
              <span className={styles.muted}>{h.service_name}・{h.location.overseas_destination_name ?? h.location.prefecture_name}</span>
            </li>
          ))}
        </ul>
        <p><Link href={`/halls/search/?${KAOAWASE_SERVICES.map((g) => `g=${g}`).join('&')}`}>ホテル・レストランをもっと探す</Link></p>
      </section>
      <section className={lp.templateSection} aria-labelledby="template">
        <h2 id="template">顔合わせのしおりを作る</h2>
        <p className={styles.muted}>名前や家族、日時、お料理を入力すると、右（スマートフォンでは下）のしおりに反映されます。A4またはA5で印刷できます。</p>
        <KaoawaseTemplate />
      </section>
    </div>
  );
}

export const getServerSideProps: GetServerSideProps<KaoawaseProps> = async ({ req, res }) => {
  const result = await serverApi(req, res).call(searchHalls, { g: KAOAWASE_SERVICES, s: 'rating', per_page: 6 });
  setPageCache(req, res, 600);
  return {
    props: {
      halls: result.items.map(toHallCard),
      meta: pageMeta('/lp/kaoawase_template', '顔合わせのしおりテンプレート｜準備の流れと費用の目安', '両家顔合わせの準備の流れ、費用の目安、食事会ができる会場と、入力するだけで印刷できる「顔合わせのしおり」テンプレート（A4・A5）。'),
    },
  };
};
