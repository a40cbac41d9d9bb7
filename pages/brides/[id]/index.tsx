import type { GetServerSideProps } from 'next';
import { getBride, getBrideReport, type BrideDetail, type BrideReportBody } from '@/api/contract/brides';
import { isApiClientError } from '@/api/errors';
import { serverApi } from '@/api/server';
import { BrideReportView } from '@/components/brides/BrideReportView';
import styles from '@/components/brides/BridesPage.module.css';
import { Breadcrumbs, breadcrumbJsonLd, type Crumb } from '@/components/ui/Breadcrumbs';
import { Seo } from '@/components/ui/Seo';
import { brideReportPath } from '@/lib/brides/vocabulary';
import { setPageCache } from '@/lib/pageCache';
import { absoluteUrl, pageMeta, siteUrl, type PageMeta } from '@/lib/halls/seo';

export interface BrideReportPageProps {
  meta: PageMeta;
  bride: BrideDetail;
  report: BrideReportBody;
  crumbs: Crumb[];
  jsonLd: object[];
}

/** /brides/{id}: a member's report of her wedding. */
export default function BrideReportPage({ meta, bride, report, crumbs, jsonLd }: BrideReportPageProps) {
  return (
    <>
      <Seo meta={meta} jsonLd={jsonLd} type="article" />
      <div className={styles.page}>
        <Breadcrumbs items={crumbs} />
        <BrideReportView bride={bride} report={report} />
      </div>
    </>
  );
}

export const getServerSideProps: GetServerSideProps<BrideReportPageProps> = async ({ req, res, params }) => {
  const raw = String(params?.id ?? '');
  if (!/^\d{1,9}$/.test(raw)) return { notFound: true };
  const id = Number(raw);
  const api = serverApi(req, res);
  try {
    const [bride, report] = await Promise.all([api.call(getBride, { id }), api.call(getBrideReport, { id })]);
    // Only its owner ever sees a private report: no shared cache may keep that render.
    if (bride.is_private) res.setHeader('Cache-Control', 'private, no-store');
    else setPageCache(req, res);
    const path = brideReportPath(id);
    const name = `${bride.basic_nickname}さんの花嫁レポート`;
    const crumbs: Crumb[] = [
      { name: 'ホーム', href: '/' },
      { name: '花嫁レポート', href: '/brides/' },
      ...(bride.region_slug ? [{ name: `${bride.basic_region}`, href: `/brides/?region=${bride.region_slug}&prefecture=${bride.prefecture_slug}` }] : []),
      { name },
    ];
    const cover = bride.reception_cover_image2.photo.photo_url;
    const base = siteUrl();
    const jsonLd = [
      breadcrumbJsonLd(crumbs, base),
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: bride.title,
        author: { '@type': 'Person', name: bride.basic_nickname, url: absoluteUrl(path, base) },
        datePublished: bride.posted_at,
        dateModified: bride.updated_at,
        ...(cover ? { image: absoluteUrl(cover, base) } : {}),
        ...(report.hall ? { about: { '@type': 'Place', name: report.hall.name, url: absoluteUrl(report.hall.url, base) } } : {}),
        mainEntityOfPage: absoluteUrl(path, base),
      },
    ];
    const description = `${bride.basic_nickname}さんの${report.reception_place}での結婚式（${report.style_label}・ゲスト${report.guest_count}名）の写真${bride.photo_count}枚と、費用や準備のアドバイス。${report.advice}`;
    return {
      props: { meta: pageMeta(path, `${bride.title}｜${name}`, description, { image: cover || undefined, noindex: bride.is_private }), bride, report, crumbs, jsonLd },
    };
  } catch (e) {
    if (isApiClientError(e) && (e.status === 404 || e.status === 400)) return { notFound: true };
    throw e;
  }
};
