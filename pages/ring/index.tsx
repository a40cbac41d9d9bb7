import type { GetServerSideProps } from 'next';
import Link from '@/components/ui/Link';
import { serverApi, serverRingApi } from '../../api/server';
import { PRICE_BANDS } from '../../api/contract/ringVocabulary';
import { ringPaths } from '../../api/contract/ringPaths';
import { BrandList } from '../../components/rings/BrandCard';
import { RingGrid } from '../../components/rings/RingCard';
import styles from '../../components/rings/RingPage.module.css';
import { Breadcrumbs, breadcrumbJsonLd, type Crumb } from '../../components/ui/Breadcrumbs';
import { Section } from '../../components/ui/Section';
import { Seo } from '../../components/ui/Seo';
import { pageMeta, siteUrl, type PageMeta } from '../../lib/halls/seo';
import { setPageCache } from '../../lib/pageCache';
import { loadRingTop, type RingTopData } from '../../lib/rings/loaders';
import { ringSearchHref } from '../../lib/rings/searchQuery';

export interface RingTopProps {
  data: RingTopData;
  meta: PageMeta;
  crumbs: Crumb[];
  base: string;
}

export default function RingTopPage({ data, meta, crumbs, base }: RingTopProps) {
  return (
    <div className={styles.page}>
      <Seo meta={meta} jsonLd={[breadcrumbJsonLd(crumbs, base)]} />
      <Breadcrumbs items={crumbs} />
      <h1>婚約指輪・結婚指輪を探す</h1>
      <p className={styles.lead}>国内・海外の人気ブランドから、予算や素材、デザインで指輪を探せます。気になる指輪はお気に入りに追加して比べましょう。</p>
      <nav aria-label="指輪の種類" className={styles.choices}>
        <Link href={ringSearchHref({ type: 'engagement' })} className={styles.choice}><strong>婚約指輪</strong><span>プロポーズに贈るダイヤモンドの指輪</span></Link>
        <Link href={ringSearchHref({ type: 'wedding' })} className={styles.choice}><strong>結婚指輪</strong><span>ふたりで毎日つけるペアリング</span></Link>
      </nav>
      <Section id="popular-brands" title="人気のブランド" more={{ href: ringPaths.brands, label: 'ブランド一覧（50音順）' }}>
        <BrandList brands={data.brands} label="人気のブランド" />
      </Section>
      <Section id="budget" title="予算から探す">
        <h3>婚約指輪</h3>
        <ul className={styles.budgets}>
          {Object.entries(PRICE_BANDS).map(([code, band]) => (
            <li key={code}><Link href={ringSearchHref({ type: 'engagement', price_band: code as keyof typeof PRICE_BANDS })}>{band.label}</Link></li>
          ))}
        </ul>
        <h3>結婚指輪（2本の合計）</h3>
        <ul className={styles.budgets}>
          {Object.entries(PRICE_BANDS).map(([code, band]) => (
            <li key={code}><Link href={ringSearchHref({ type: 'wedding', price_band: code as keyof typeof PRICE_BANDS })}>{band.label}</Link></li>
          ))}
        </ul>
      </Section>
      <Section id="engagement" title="人気の婚約指輪" more={{ href: ringSearchHref({ type: 'engagement' }), label: '婚約指輪をすべて見る' }}>
        <RingGrid rings={data.engagement} label="人気の婚約指輪" />
      </Section>
      <Section id="wedding" title="人気の結婚指輪" more={{ href: ringSearchHref({ type: 'wedding' }), label: '結婚指輪をすべて見る' }}>
        <RingGrid rings={data.wedding} label="人気の結婚指輪" />
      </Section>
      <Section id="guide" title="指輪選びのガイド" more={data.guideHref ? { href: data.guideHref, label: 'マガジンの指輪の記事' } : undefined}>
        <div className={styles.guide}>
          <div>
            <h3>相場</h3>
            <p>婚約指輪は20万〜40万円、結婚指輪は2本で20万〜30万円が多く選ばれています。ダイヤモンドの大きさ（カラット）と素材で価格が変わります。</p>
          </div>
          <div>
            <h3>選び方</h3>
            <p>毎日つける結婚指輪は、つけ心地と幅、素材の硬さが大切です。婚約指輪はダイヤモンドのカラット・カラー・クラリティ・カットを比べましょう。納期は1〜2か月が目安です。</p>
          </div>
        </div>
      </Section>
    </div>
  );
}

export const getServerSideProps: GetServerSideProps<RingTopProps> = async ({ req, res }) => {
  const data = await loadRingTop(serverApi(req, res), serverRingApi(req, res));
  setPageCache(req, res);
  return {
    props: {
      data,
      crumbs: [{ name: 'ホーム', href: '/' }, { name: '婚約指輪・結婚指輪' }],
      base: siteUrl(),
      meta: pageMeta(ringPaths.top, '婚約指輪・結婚指輪の人気ブランドと相場', '婚約指輪・結婚指輪を国内・海外の人気ブランドから予算、素材、デザイン、カラットで探せます。相場や選び方のガイドも。'),
    },
  };
};
