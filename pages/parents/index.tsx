import type { GetServerSideProps } from 'next';
import Link from '@/components/ui/Link';
import { useEffect, useState } from 'react';
import { createParentQuestionnaire, getCoupleQuestionnaire, type CoupleQuestionnaire as Couple } from '../../api/contract/parents';
import { serverApi } from '../../api/server';
import { CoupleQuestionnaire } from '../../components/family/CoupleQuestionnaire';
import styles from '../../components/family/page.module.css';
import { OWNER_KEY_STORAGE, ParentQuestionnaireForm } from '../../components/family/ParentQuestionnaireForm';
import { Breadcrumbs, breadcrumbJsonLd, type Crumb } from '../../components/ui/Breadcrumbs';
import { Seo } from '../../components/ui/Seo';
import { orNotFound } from '../../lib/family/pageLoad';
import { PARENT_QUESTIONS, PARENT_REACTIONS } from '../../lib/family/parents';
import { setPageCache } from '../../lib/pageCache';
import { pageMeta, siteUrl, type PageMeta } from '../../lib/halls/seo';
import { parentAnswersFromFields, parentFormIssues } from '../../lib/family/parentFormAnswers';
import type { FormPost } from '../../lib/form/postedForm';
import { fieldText, formPostProps, handleFormPost } from '../../server/forms/formPost';

export interface ParentsPageProps {
  meta: PageMeta;
  mine: { key: string; data: Couple; origin: string } | null;
  /** A questionnaire posted without the page's scripts and refused (the page is then private, with a token). */
  form: FormPost | null;
}

const CRUMBS: Crumb[] = [{ name: 'トップ', href: '/' }, { name: '親御さんへの質問票' }];

function Guide() {
  return (
    <section className={styles.card} aria-labelledby="guide">
      <h2 id="guide">親御さんと話す前に</h2>
      <ul className={styles.list}>
        <li>結婚式には、親御さんにも「こうしてあげたい」「これは大切にしてほしい」という思いがあります。先に知っておくと、後からの食い違いを防げます。</li>
        <li>ふたりの希望を{PARENT_QUESTIONS.length}の質問にまとめて、親御さん一人ひとりにリンクを送ります。親御さんは回答ごとに「{Object.values(PARENT_REACTIONS).join('」「')}」を選べます。</li>
        <li>「相談してほしい」「ちょっと…」がついたところから、ゆっくり話し合いましょう。費用の分担は、援助の有無にかかわらず早めに確認しておくと安心です。</li>
      </ul>
    </section>
  );
}

export default function ParentsPage({ meta, mine, form }: ParentsPageProps) {
  const [savedKey, setSavedKey] = useState<string | null>(null);
  useEffect(() => {
    if (mine) return;
    try {
      setSavedKey(window.localStorage.getItem(OWNER_KEY_STORAGE));
    } catch {
      setSavedKey(null);
    }
  }, [mine]);
  return (
    <div className={styles.page}>
      <Seo meta={meta} jsonLd={mine ? [] : [breadcrumbJsonLd(CRUMBS, siteUrl())]} />
      <Breadcrumbs items={CRUMBS} />
      <h1 className={styles.title}>{mine ? `${mine.data.couple_name}の質問票` : '親御さんへの質問票'}</h1>
      {mine ? (
        <>
          <p className={`${styles.muted} ${styles.noPrint}`}>このページのURLは、ふたり専用です。パートナーと共有し、親御さんには下のリンクを送ってください。</p>
          <CoupleQuestionnaire data={mine.data} ownerKey={mine.key} origin={mine.origin} />
        </>
      ) : (
        <>
          <p className={styles.lead}>結婚式の希望をふたりでまとめて、親御さんに送りましょう。親御さんのリアクションを並べて見られるので、話し合うポイントがひと目でわかります。</p>
          {savedKey ? <p><Link href={`/parents/?key=${savedKey}`}>前回作った質問票を開く</Link></p> : null}
          <Guide />
          <ParentQuestionnaireForm post={form ?? undefined} />
        </>
      )}
    </div>
  );
}

export const getServerSideProps: GetServerSideProps<ParentsPageProps> = async ({ req, res, query }) => {
  const key = Array.isArray(query.key) ? query.key[0] : query.key;
  const description = '結婚式についてのふたりの希望を12の質問にまとめ、親御さんにLINEやメールで送れる質問票です。親御さんの「いいね」「相談してほしい」などのリアクションを並べて見られます。';
  if (req.method === 'POST' && !key) {
    // Sent before the page's scripts arrived (or without them). The guide is kept by a shared cache,
    // so its form has no token: the first post comes back with one, to be sent again.
    const outcome = await handleFormPost(req, res, {
      endpoint: createParentQuestionnaire,
      fromSharedPage: true,
      refusedBefore: (f) => parentFormIssues(fieldText(f, 'couple_name'), parentAnswersFromFields(f)),
      input: (f) => ({ couple_name: fieldText(f, 'couple_name'), answers: JSON.stringify(parentAnswersFromFields(f)) }),
      done: (out) => `/parents/?key=${out.key}`,
    });
    if ('redirect' in outcome) return outcome;
    return { props: { mine: null, form: await formPostProps(req, res, outcome.posted), meta: pageMeta('/parents/', '親御さんへの質問票', description, { noindex: true }) } };
  }
  if (!key) {
    setPageCache(req, res, 600);
    return { props: { mine: null, form: null, meta: pageMeta('/parents/', '親御さんへの質問票', description) } };
  }
  res.setHeader('Cache-Control', 'private, no-store');
  const data = await orNotFound(() => serverApi(req, res).call(getCoupleQuestionnaire, { key }));
  if (!data) return { notFound: true };
  return { props: { mine: { key, data, origin: siteUrl() }, form: null, meta: pageMeta('/parents/', '親御さんへの質問票', description, { noindex: true }) } };
};
