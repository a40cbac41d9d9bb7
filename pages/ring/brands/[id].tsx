import type { GetServerSideProps } from 'next';
import { serverApi, serverRingApi } from '../../../api/server';
import { ringPaths } from '../../../api/contract/ringPaths';
import { FavoriteButton } from '../../../components/rings/FavoriteButton';
import { RingGiftClaim } from '../../../components/rewards/RingGiftClaim';
import { rewardConfig } from '../../../server/rewards/config';
import { RingGrid } from '../../../components/rings/RingCard';
import styles from '../../../components/rings/RingPage.module.css';
import { ShopAreaForm } from '../../../components/rings/ShopAreaForm';
import { ShopList } from '../../../components/rings/ShopList';
import { Breadcrumbs, breadcrumbJsonLd, type Crumb } from '../../../components/ui/Breadcrumbs';
import { Picture } from '../../../components/ui/Picture';
import { Section } from '../../../components/ui/Section';
import { Seo } from '../../../components/ui/Seo';
import { formatPriceRange } from '../../../lib/format';
import { pageMeta, siteUrl, type PageMeta } from '../../../lib/halls/seo';
import { setPageCache } from '../../../lib/pageCache';
import { originLabel } from '../../../lib/rings/labels';
import { idParam, loadBrandPage, nearPrefecture, type BrandPageData } from '../../../lib/rings/loaders';
import { ringSearchHref } from '../../../lib/rings/searchQuery';
import { brandCrumbs, brandJsonLd } from '../../../lib/rings/seo';

export interface BrandPageProps {
  data: BrandPageData;
  near: string | null;
  meta: PageMeta;
  crumbs: Crumb[];
  base: string;
  /** The partner-brand engagement ring gift (yen). */
  ringGiftAmount: number;
}

export default function BrandPage({ data, near, meta, crumbs, base, ringGiftAmount }: BrandPageProps) {
  const { brand } = data;
  return (
    <div className={styles.page}>
      <Seo meta={meta} jsonLd={[brandJsonLd(brand, base), breadcrumbJsonLd(crumbs, base)]} />
      <Breadcrumbs items={crumbs} />
      <div className={styles.hero}>
        <Picture src={brand.logo_url} alt={`${brand.brand_name}のロゴ`} width={200} height={200} priority className={styles.logo} />
        <div className={styles.summary}>
          <h1>{brand.brand_name}</h1>
          <p className={styles.brandLine}>{brand.kana}・{originLabel(brand.origin)}ブランド</p>
          <p>{brand.description}</p>
          <p className={styles.price}>価格帯 {formatPriceRange(brand.price_min, brand.price_max)}</p>
          <p><span className="nobr">婚約指輪 {brand.engagement_count}点</span>・<span className="nobr">結婚指輪 {brand.wedding_count}点</span>・<span className="nobr">店舗 {brand.shop_count}店</span></p>
          <div className={styles.actions}><FavoriteButton kind="brand" id={brand.id} name={brand.brand_name} /></div>
        </div>
      </div>
      {data.engagement.length ? (
        <Section id="engagement" title={`${brand.brand_name}の婚約指輪`} more={{ href: ringSearchHref({ brand_id: [brand.id], type: 'engagement' }), label: 'すべて見る' }}>
          <RingGrid rings={data.engagement} label={`${brand.brand_name}の婚約指輪`} />
        </Section>
      ) : null}
      {data.wedding.length ? (
        <Section id="wedding" title={`${brand.brand_name}の結婚指輪`} more={{ href: ringSearchHref({ brand_id: [brand.id], type: 'wedding' }), label: 'すべて見る' }}>
          <RingGrid rings={data.wedding} label={`${brand.brand_name}の結婚指輪`} />
        </Section>
      ) : null}
      <Section id="shops" title="店舗" lead={near && brand.shops.some((s) => s.prefecture_slug === near) ? 'お近くの店舗を先に表示しています。' : undefined}>
        <ShopAreaForm action={`${ringPaths.brand(brand.id)}#shops`} shops={brand.shops} near={near} />
        <ShopList shops={brand.shops} near={near} />
      </Section>
      <RingGiftClaim brandId={brand.id} brandName={brand.brand_name} amount={ringGiftAmount} />
    </div>
  );
}

export const getServerSideProps: GetServerSideProps<BrandPageProps> = async ({ req, res, params, query }) => {
  const id = idParam(params?.id);
  if (!id) return { notFound: true };
  const near = await nearPrefecture(serverApi(req, res), req, query);
  const data = await loadBrandPage(serverRingApi(req, res), id, near);
  if (!data) return { notFound: true };
  setPageCache(req, res);
  const { brand } = data;
  return {
    props: {
      data,
      near,
      crumbs: brandCrumbs(brand),
      base: siteUrl(),
      ringGiftAmount: rewardConfig().ringAmount,
      meta: pageMeta(ringPaths.brand(id), `${brand.brand_name}の婚約指輪・結婚指輪`, `${brand.brand_name}（${brand.kana}）の婚約指輪・結婚指輪と店舗。${brand.description}`, { image: brand.logo_url }),
    },
  };
};
