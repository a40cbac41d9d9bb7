import type { GetServerSideProps } from 'next';
import Link from '@/components/ui/Link';
import { getWeddingPreparationGuides, type preparationGuide } from '../api/contract/directory';
import { serverApi } from '../api/server';
import { Breadcrumbs, breadcrumbJsonLd, type Crumb } from '../components/ui/Breadcrumbs';
import { Picture } from '../components/ui/Picture';
import { Seo } from '../components/ui/Seo';
import styles from '../components/guide/GuidePage.module.css';
import { setPageCache } from '../lib/pageCache';
import { pageMeta, siteUrl, type PageMeta } from '../lib/halls/seo';
import type { z } from 'zod';

type Guide = z.infer<typeof preparationGuide>;

export interface GuidePageProps {
  meta: PageMeta;
  guides: Guide[];
}

const CRUMBS: Crumb[] = [{ name: 'トップ', href: '/' }, { name: '結婚式準備ガイド' }];
/** Every step on one page (the editors keep a dozen or so). */
const STEPS_SHOWN = 50;

/** /guide: the editors' preparation guides, step by step from the first talk to the day after. */
export default function GuidePage({ meta, guides }: GuidePageProps) {
  return (
    <div className={styles.page}>
      <Seo meta={meta} jsonLd={[breadcrumbJsonLd(CRUMBS, siteUrl())]} />
      <Breadcrumbs items={CRUMBS} />
      <h1 className={styles.title}>結婚式準備ガイド</h1>
      <p className={styles.lead}>結婚式の準備は、いつ・何から始めればいいのでしょう。式場探しから当日まで、やることを時期の順にまとめました。</p>
      <ol className={styles.steps}>
        {guides.map((g) => (
          <li key={g.id} className={styles.step} id={`step-${g.step}`}>
            <p className={styles.timing}>STEP{g.step}・{g.timing}</p>
            <h2 className={styles.stepTitle}>{g.title}</h2>
            {g.image_url ? <Picture src={g.image_url} alt="" width={640} height={360} className={styles.image} /> : null}
            <p className={styles.excerpt}>{g.excerpt}</p>
            {g.body.split(/\n{2,}/).filter((p) => p && p !== g.excerpt).map((p) => <p key={p}>{p}</p>)}
          </li>
        ))}
      </ol>
      <p className={styles.next}>
        <Link href="/halls/search/">式場を探す</Link>
        <Link href="/fairs">ブライダルフェアを探す</Link>
        <Link href="/magazine">結婚準備の記事を読む</Link>
      </p>
    </div>
  );
}

export const getServerSideProps: GetServerSideProps<GuidePageProps> = async ({ req, res }) => {
  const api = serverApi(req, res);
  const { items } = await api.call(getWeddingPreparationGuides, { per_page: STEPS_SHOWN });
  setPageCache(req, res);
  return {
    props: {
      meta: pageMeta('/guide', '結婚式準備ガイド｜やることと時期をステップで解説', `結婚式の準備は何から始める？式場探し・見学・招待状・衣装・打ち合わせまで、${items.length}のステップでやることと時期をまとめました。`),
      guides: items,
    },
  };
};
