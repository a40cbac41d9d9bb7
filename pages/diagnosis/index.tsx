import type { GetServerSideProps } from 'next';
import type { LastDiagnosis } from '../../api/contract/diagnosis';
import { DiagnosisStart } from '../../components/family/DiagnosisStart';
import styles from '../../components/family/page.module.css';
import { Breadcrumbs, breadcrumbJsonLd, type Crumb } from '../../components/ui/Breadcrumbs';
import { Seo } from '../../components/ui/Seo';
import { DIAGNOSIS_QUESTIONS, WEDDING_TYPES } from '../../lib/family/diagnosis';
import { loadMyLastDiagnosis } from '../../lib/family/myLastDiagnosis';
import { setPageCache } from '../../lib/pageCache';
import { pageMeta, siteUrl, type PageMeta } from '../../lib/halls/seo';

export interface DiagnosisStartProps {
  meta: PageMeta;
  /** A signed-in member's last result, kept in her account (null for a guest: her browser keeps hers). */
  accountLast: LastDiagnosis | null;
}

const CRUMBS: Crumb[] = [{ name: 'トップ', href: '/' }, { name: 'ふたりの結婚式診断' }];

export default function DiagnosisStartPage({ meta, accountLast }: DiagnosisStartProps) {
  return (
    <div className={styles.page}>
      <Seo meta={meta} jsonLd={[breadcrumbJsonLd(CRUMBS, siteUrl())]} />
      <Breadcrumbs items={CRUMBS} />
      <h1 className={styles.title}>ふたりの結婚式診断</h1>
      <p>ふたりそれぞれが、自分のスマートフォンで{DIAGNOSIS_QUESTIONS.length}問に答える診断です。答え終わると、ふたりの「結婚式タイプ」と、考えが同じところ・違うところ、話し合いのヒントがわかります。</p>
      <ol className={styles.list}>
        <li>「診断をはじめる」を押して、あなたが先に答えます（会員登録は不要です）。</li>
        <li>答え終わったら、パートナーにリンクを送ります。</li>
        <li>パートナーが答えると、ふたりの結果が見られます。</li>
      </ol>
      <DiagnosisStart accountLast={accountLast} />
      <section className={styles.card} aria-labelledby="types">
        <h2 id="types">診断でわかる結婚式タイプ</h2>
        <ul className={styles.list}>
          {Object.values(WEDDING_TYPES).map((t) => (
            <li key={t.key}><strong>{t.name}</strong>：{t.description}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}

export const getServerSideProps: GetServerSideProps<DiagnosisStartProps> = async ({ req, res }) => {
  setPageCache(req, res, 600);
  const accountLast = await loadMyLastDiagnosis(req, res);
  return { props: { accountLast, meta: pageMeta('/diagnosis/', 'ふたりの結婚式診断', 'ふたりがそれぞれ10問に答えるだけで、結婚式のタイプと、考えが同じところ・違うところ、話し合いのヒントがわかります。結果から式場探しもできます。') } };
};
