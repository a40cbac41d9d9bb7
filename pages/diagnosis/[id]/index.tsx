import type { GetServerSideProps } from 'next';
import Link from '@/components/ui/Link';
import { answerDiagnosis, getDiagnosis } from '../../../api/contract/diagnosis';
import { DIAGNOSIS_QUESTIONS } from '../../../lib/family/diagnosis';
import type { FormPost } from '../../../lib/form/postedForm';
import { fieldText, formPostProps, handleFormPost } from '../../../server/forms/formPost';
import { serverApi } from '../../../api/server';
import { DiagnosisQuestions } from '../../../components/family/DiagnosisQuestions';
import styles from '../../../components/family/page.module.css';
import { Breadcrumbs, type Crumb } from '../../../components/ui/Breadcrumbs';
import { Seo } from '../../../components/ui/Seo';
import { orNotFound, respondentParam } from '../../../lib/family/pageLoad';
import { pageMeta, type PageMeta } from '../../../lib/halls/seo';

export interface DiagnosisQuestionsProps {
  meta: PageMeta;
  id: string;
  respondent: 1 | 2;
  form: FormPost;
}

const crumbs = (): Crumb[] => [{ name: 'トップ', href: '/' }, { name: 'ふたりの結婚式診断', href: '/diagnosis/' }, { name: '質問' }];

export default function DiagnosisQuestionsPage({ meta, id, respondent, form }: DiagnosisQuestionsProps) {
  return (
    <div className={styles.page}>
      <Seo meta={meta} />
      <Breadcrumbs items={crumbs()} />
      <h1 className={styles.title}>ふたりの結婚式診断</h1>
      <p className={styles.lead}>{respondent === 1 ? 'まずはあなたから。直感で選んでください。' : 'パートナーから診断が届きました。あなたの考えに近いものを選んでください。'}</p>
      <DiagnosisQuestions id={id} respondent={respondent} post={form} />
      <p className={styles.muted}>はじめから診断し直すときは<Link href="/diagnosis/">こちら</Link>。</p>
    </div>
  );
}

export const getServerSideProps: GetServerSideProps<DiagnosisQuestionsProps> = async ({ req, res, params, query }) => {
  res.setHeader('Cache-Control', 'private, no-store');
  const id = String(params?.id ?? '');
  let posted = null;
  const postedRespondent = respondentParam(query.respondent);
  if (req.method === 'POST' && postedRespondent) {
    // Sent before the page's scripts arrived (or without them): every question answered, then the thanks page.
    const outcome = await handleFormPost(req, res, {
      endpoint: answerDiagnosis,
      input: (f) => ({ id, respondent: postedRespondent, nickname: fieldText(f, 'nickname'), answers: Object.fromEntries(DIAGNOSIS_QUESTIONS.flatMap((q) => (fieldText(f, q.id) ? [[q.id, fieldText(f, q.id)]] : []))) }),
      refusedBefore: (f) => DIAGNOSIS_QUESTIONS.filter((q) => !fieldText(f, q.id)).map((q) => ({ field: q.id, message: '選択してください' })),
      done: () => `/diagnosis/${id}/thanks/?respondent=${postedRespondent}`,
    });
    if ('redirect' in outcome) return outcome;
    posted = outcome.posted;
  }
  const d = await orNotFound(() => serverApi(req, res).call(getDiagnosis, { id }));
  if (!d) return { notFound: true };
  const asked = respondentParam(query.respondent) ?? (d.answered.includes(1) ? 2 : 1);
  // 303: a post of an answered respondent is not sent on.
  if (d.answered.includes(asked)) return { redirect: { destination: `/diagnosis/${id}/answer/?respondent=${asked}`, statusCode: 303 } };
  return { props: { id, respondent: asked, form: await formPostProps(req, res, posted), meta: pageMeta(`/diagnosis/${id}/`, 'ふたりの結婚式診断｜質問', 'ふたりの結婚式診断の質問です。', { noindex: true }) } };
};
