import type { GetServerSideProps } from 'next';
import { getDiagnosisAnswer, type DiagnosisResult } from '../../../api/contract/diagnosis';
import { respondentCallName } from '../../../lib/family/diagnosis';
import { serverApi } from '../../../api/server';
import { DiagnosisResultView } from '../../../components/family/DiagnosisResultView';
import styles from '../../../components/family/page.module.css';
import { Seo } from '../../../components/ui/Seo';
import { orNotFound, respondentParam } from '../../../lib/family/pageLoad';
import { absoluteUrl, pageMeta, type PageMeta } from '../../../lib/halls/seo';

export interface DiagnosisAnswerProps {
  meta: PageMeta;
  result: DiagnosisResult;
  partnerUrl: string;
}

export default function DiagnosisAnswerPage({ meta, result, partnerUrl }: DiagnosisAnswerProps) {
  return (
    <div className={styles.page}>
      <Seo meta={meta} />
      <DiagnosisResultView result={result} partnerUrl={partnerUrl} />
    </div>
  );
}

export const getServerSideProps: GetServerSideProps<DiagnosisAnswerProps> = async ({ req, res, params, query }) => {
  res.setHeader('Cache-Control', 'private, no-store');
  const id = String(params?.id ?? '');
  const respondent = respondentParam(query.respondent);
  if (!respondent) return { notFound: true };
  const result = await orNotFound(() => serverApi(req, res).call(getDiagnosisAnswer, { id, respondent }));
  if (!result) return { notFound: true };
  const partner = respondent === 1 ? 2 : 1;
  return {
    props: {
      result,
      partnerUrl: absoluteUrl(`/diagnosis/${id}/?respondent=${partner}`),
      meta: pageMeta(`/diagnosis/${id}/answer/`, `診断結果：${result.type.name}`, `${respondentCallName(result.nickname)}の結婚式タイプは「${result.type.name}」。`, { noindex: true }),
    },
  };
};
