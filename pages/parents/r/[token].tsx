import type { GetServerSideProps } from 'next';
import { getParentView, type ParentView } from '../../../api/contract/parents';
import { serverApi } from '../../../api/server';
import styles from '../../../components/family/page.module.css';
import { ParentReactionForm } from '../../../components/family/ParentReactionForm';
import { Seo } from '../../../components/ui/Seo';
import { orNotFound } from '../../../lib/family/pageLoad';
import { PARENT_REACTIONS } from '../../../lib/family/parents';
import { pageMeta, type PageMeta } from '../../../lib/halls/seo';

export interface ParentPageProps {
  meta: PageMeta;
  token: string;
  view: ParentView;
}

/** The page a parent opens from the couple's link (no account; this questionnaire only). */
export default function ParentPage({ meta, token, view }: ParentPageProps) {
  return (
    <div className={styles.page}>
      <Seo meta={meta} />
      <h1 className={styles.title}>{view.couple_name}からの質問票</h1>
      <p>{view.label}さま。結婚式について、ふたりの希望をまとめました。それぞれの回答に「{Object.values(PARENT_REACTIONS).join('」「')}」からリアクションを選び、よろしければひとことコメントを添えてください。</p>
      <p className={styles.muted}>「相談してほしい」「ちょっと…」を選んだところは、ふたりが話し合いのきっかけにします。あとから何度でも変えられます。</p>
      <ParentReactionForm token={token} view={view} />
    </div>
  );
}

export const getServerSideProps: GetServerSideProps<ParentPageProps> = async ({ req, res, params }) => {
  res.setHeader('Cache-Control', 'private, no-store');
  const token = String(params?.token ?? '');
  const view = await orNotFound(() => serverApi(req, res).call(getParentView, { token }));
  if (!view) return { notFound: true };
  return { props: { token, view, meta: pageMeta('/parents/', `${view.couple_name}からの質問票`, '結婚式についてのふたりの希望です。', { noindex: true }) } };
};
