import type { GetServerSideProps } from 'next';
import { enqueteTotals, getEnquete, type EnqueteTotals, type EnqueteView } from '../../api/contract/enquete';
import { isApiClientError } from '../../api/errors';
import { serverApi } from '../../api/server';
import { EnqueteForm } from '../../components/family/EnqueteForm';
import { LoginToContinue } from '../../components/family/LoginToContinue';
import { EnqueteTotalsView } from '../../components/family/EnqueteTotalsView';
import styles from '../../components/family/page.module.css';
import { Seo } from '../../components/ui/Seo';
import { orNotFound } from '../../lib/family/pageLoad';
import { ENQUETE_VERSIONS } from '../../lib/family/enqueteVersions';
import { pageMeta, type PageMeta } from '../../lib/halls/seo';

export interface EnquetePageProps {
  meta: PageMeta;
  view: EnqueteView;
  totals: EnqueteTotals | null;
}

export default function EnquetePage({ meta, view, totals }: EnquetePageProps) {
  return (
    <div className={styles.page}>
      <Seo meta={meta} />
      <h1 className={styles.title}>{view.title}</h1>
      <p className={styles.lead}>musubiをご利用いただきありがとうございます。よりよいサービスにするため、アンケートへのご協力をお願いします（所要時間：約1分）。</p>
      {view.signed_in ? (
        <EnqueteForm view={view} />
      ) : (
        <LoginToContinue what="アンケートに回答する" />
      )}
      {totals ? <EnqueteTotalsView totals={totals} /> : null}
    </div>
  );
}

export const getServerSideProps: GetServerSideProps<EnquetePageProps> = async ({ req, res, query }) => {
  res.setHeader('Cache-Control', 'private, no-store');
  const version = (Array.isArray(query.version) ? query.version[0] : query.version) ?? ENQUETE_VERSIONS[0].version;
  const api = serverApi(req, res);
  const view = await orNotFound(() => api.call(getEnquete, { version }));
  if (!view) return { notFound: true };
  let totals: EnqueteTotals | null = null;
  if (view.signed_in) {
    try {
      totals = await api.call(enqueteTotals, { version });
    } catch (e) {
      if (!isApiClientError(e) || e.status !== 403) throw e;
    }
  }
  return { props: { view, totals, meta: pageMeta(`/enquete/?version=${version}`, view.title, 'musubiのサービス改善のためのアンケートです。', { noindex: true }) } };
};
