import type { GetServerSideProps } from 'next';
import Link from '@/components/ui/Link';
import { serverApi, serverRingApi } from '../../../api/server';
import { ringPaths } from '../../../api/contract/ringPaths';
import type { RingDetail } from '../../../api/contract/rings';
import { FavoriteButton } from '../../../components/rings/FavoriteButton';
import { RingGrid } from '../../../components/rings/RingCard';
import styles from '../../../components/rings/RingPage.module.css';
import { RingSpecTable } from '../../../components/rings/RingSpecTable';
import { ShopList } from '../../../components/rings/ShopList';
import { Breadcrumbs, breadcrumbJsonLd, type Crumb } from '../../../components/ui/Breadcrumbs';
import { RingGallery } from '../../../components/rings/RingGallery';
import { Section } from '../../../components/ui/Section';
import { Seo } from '../../../components/ui/Seo';
import { pageMeta, siteUrl, type PageMeta } from '../../../lib/halls/seo';
import { setPageCache } from '../../../lib/pageCache';
import { designLabel, metalLabel, ringPriceText, ringTypeLabel } from '../../../lib/rings/labels';
import { idParam, loadRing, nearPrefecture } from '../../../lib/rings/loaders';
import { ringCrumbs, ringProductJsonLd } from '../../../lib/rings/seo';

export interface RingPageProps {
  ring: RingDetail;
  near: string | null;
  meta: PageMeta;
  crumbs: Crumb[];
  base: string;
}

export default function RingPage({ ring, near, meta, crumbs, base }: RingPageProps) {
  return (
    <div className={styles.page}>
      <Seo meta={meta} jsonLd={[ringProductJsonLd(ring, base), breadcrumbJsonLd(crumbs, base)]} />
      <Breadcrumbs items={crumbs} />
      <div className={styles.hero}>
        <RingGallery images={ring.images} />
        <div className={styles.summary}>
          <p className={styles.brandLine}><Link href={ringPaths.brand(ring.brand_id)}>{ring.brand_name}</Link>・{ringTypeLabel(ring.type)}</p>
          <h1>{ring.name}</h1>
          <p className={styles.price}>{ringPriceText(ring)}</p>
          <div className={styles.actions}><FavoriteButton kind="ring" id={ring.id} name={ring.name} /></div>
          <p>{ring.description}</p>
        </div>
      </div>
      <Section id="spec" title="仕様">
        <RingSpecTable ring={ring} />
      </Section>
      <Section id="shops" title={`${ring.brand_name}の店舗`} more={{ href: ringPaths.brand(ring.brand_id), label: 'ブランドを見る' }} lead={near && ring.shops.some((s) => s.prefecture_slug === near) ? 'お近くの店舗を先に表示しています。' : undefined}>
        <ShopList shops={ring.shops.slice(0, 6)} near={near} />
      </Section>
      {ring.related.length ? (
        <Section id="related" title={`${ring.brand_name}のほかの${ringTypeLabel(ring.type)}`}>
          <RingGrid rings={ring.related} label="同じブランドの指輪" />
        </Section>
      ) : null}
    </div>
  );
}

export const getServerSideProps: GetServerSideProps<RingPageProps> = async ({ req, res, params, query }) => {
  const id = idParam(params?.id);
  if (!id) return { notFound: true };
  const near = await nearPrefecture(serverApi(req, res), req, query);
  const ring = await loadRing(serverRingApi(req, res), id, near);
  if (!ring) return { notFound: true };
  setPageCache(req, res);
  return {
    props: {
      ring,
      near,
      crumbs: ringCrumbs(ring),
      base: siteUrl(),
      meta: pageMeta(ringPaths.ring(id), `${ring.brand_name} ${ring.name}（${ringTypeLabel(ring.type)}）`, `${ring.brand_name}の${ringTypeLabel(ring.type)}「${ring.name}」${ringPriceText(ring)}。${metalLabel(ring.metal)}・${designLabel(ring.design)}。${ring.description}`, { image: ring.images[0]?.url }),
    },
  };
};
