import type { GetServerSideProps } from 'next';
import { enqueteTotals, getEnquete, postEnquete, type EnqueteTotals, type EnqueteView } from '../../api/contract/enquete';
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
import { enqueteData } from '../../lib/family/enqueteFormData';
import type { FormPost } from '../../lib/form/postedForm';
import { formPostProps, handleFormPost } from '../../server/forms/formPost';

export interface EnquetePageProps {
  meta: PageMeta;
  view: EnqueteView;
  totals: EnqueteTotals | null;
  form: FormPost;
}

export default function EnquetePage({ meta, view, totals, form }: EnquetePageProps) {
  return (
    <div className={styles.page}>
      <Seo meta={meta} />
      <h1 className={styles.title}>{view.title}</h1>
      <p className={styles.lead}>musubiをご利用いただきありがとうございます。よりよいサービスにするため、アンケートへのご協力をお願いします（所要時間：約1分）。</p>
      {view.signed_in ? (
        <EnqueteForm view={view} post={form} />
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
  let posted = null;
  if (req.method === 'POST' && view.signed_in) {
    // Sent before the page's scripts arrived (or without them): the same judge, then this page (thanks).
    const outcome = await handleFormPost(req, res, {
      endpoint: postEnquete,
      input: (f) => ({ version, data: JSON.stringify(enqueteData(view.questions, f)) }),
      refused: (out) => (out.result ? null : { message: out.errors.find((x) => x.field === 'version')?.message ?? '未回答の質問があります。', issues: out.errors }),
      done: () => `/enquete/?version=${encodeURIComponent(version)}`,
    });
    if ('redirect' in outcome) return outcome;
    posted = outcome.posted;
  }
  let totals: EnqueteTotals | null = null;
  if (view.signed_in) {
    try {
      totals = await api.call(enqueteTotals, { version });
    } catch (e) {
      if (!isApiClientError(e) || e.status !== 403) throw e;
    }
  }
  return { props: { view, totals, form: await formPostProps(req, res, posted), meta: pageMeta(`/enquete/?version=${version}`, view.title, 'musubiのサービス改善のためのアンケートです。', { noindex: true }) } };
};
