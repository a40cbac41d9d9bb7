import type { GetServerSideProps } from 'next';
import { getParentView, saveParentReactions, type ParentView } from '../../../api/contract/parents';
import { serverApi } from '../../../api/server';
import styles from '../../../components/family/page.module.css';
import elder from '../../../components/family/ParentPage.module.css';
import { ParentReactionForm } from '../../../components/family/ParentReactionForm';
import { Seo } from '../../../components/ui/Seo';
import { parentGreeting } from '../../../lib/family/parentGreeting';
import { NO_REACTION, reactionsFromFields } from '../../../lib/family/parentReactionFields';
import { orNotFound } from '../../../lib/family/pageLoad';
import { PARENT_REACTIONS } from '../../../lib/family/parents';
import type { FormPost } from '../../../lib/form/postedForm';
import { pageMeta, type PageMeta } from '../../../lib/halls/seo';
import { formPostProps, handleFormPost } from '../../../server/forms/formPost';

export interface ParentPageProps {
  meta: PageMeta;
  token: string;
  view: ParentView;
  /** The form's token (posted without the page's scripts), and a refused post. */
  form: FormPost;
  /** Her reactions went through (the 303 after a post without scripts lands on `?sent=1`). */
  sent: boolean;
}

/** The page a parent opens from the couple's link (no account; this questionnaire only). */
export default function ParentPage({ meta, token, view, form, sent }: ParentPageProps) {
  return (
    <div className={`${styles.page} ${elder.elder}`}>
      <Seo meta={meta} />
      <h1 className={styles.title}>{view.couple_name}からの質問票</h1>
      <p>{parentGreeting(view.label)}へ。結婚式について、ふたりの希望をまとめました。それぞれの回答に「{Object.values(PARENT_REACTIONS).join('」「')}」からリアクションを選び、よろしければひとことコメントを添えてください。</p>
      <p className={styles.muted}>「相談してほしい」「ちょっと…」を選んだところは、ふたりが話し合いのきっかけにします。あとから何度でも変えられます。</p>
      <ParentReactionForm token={token} view={view} post={form} sent={sent} />
    </div>
  );
}

/** A light header: a parent opens one link, with nothing to log in to or search (pages/_app.tsx). */
ParentPage.lightChrome = true;

export const getServerSideProps: GetServerSideProps<ParentPageProps> = async ({ req, res, params, query }) => {
  res.setHeader('Cache-Control', 'private, no-store');
  const token = String(params?.token ?? '');
  const view = await orNotFound(() => serverApi(req, res).call(getParentView, { token }));
  if (!view) return { notFound: true };
  let posted = null;
  if (req.method === 'POST') {
    // Sent before the page's scripts arrived (or without them): the same call, then post/redirect/get.
    const outcome = await handleFormPost(req, res, {
      endpoint: saveParentReactions,
      refusedBefore: (f) => (Object.keys(reactionsFromFields(f)).length ? [] : [{ field: 'form', message: NO_REACTION }]),
      input: (f) => ({ token, reactions: JSON.stringify(reactionsFromFields(f)) }),
      done: () => `/parents/r/${token}?sent=1`,
    });
    if ('redirect' in outcome) return outcome;
    posted = outcome.posted;
    if (posted.issues.length) posted = { ...posted, message: posted.issues[0].message };
  }
  return {
    props: {
      token,
      view,
      form: await formPostProps(req, res, posted),
      sent: !posted && query.sent === '1',
      meta: pageMeta('/parents/', `${view.couple_name}からの質問票`, '結婚式についてのふたりの希望です。', { noindex: true }),
    },
  };
};
