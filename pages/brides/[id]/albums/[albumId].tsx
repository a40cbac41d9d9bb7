import type { GetServerSideProps } from 'next';
import Link from '@/components/ui/Link';
import { getAlbum } from '@/api/contract/brides';
import type { EndpointOutput } from '@/api/contract/define';
import { isApiClientError } from '@/api/errors';
import { serverApi } from '@/api/server';
import { AlbumGrid } from '@/components/brides/AlbumGrid';
import styles from '@/components/brides/BridesPage.module.css';
import { Breadcrumbs, breadcrumbJsonLd, type Crumb } from '@/components/ui/Breadcrumbs';
import { Seo } from '@/components/ui/Seo';
import { brideAlbumPath, brideReportPath } from '@/lib/brides/vocabulary';
import { setPageCache } from '@/lib/pageCache';
import { absoluteUrl, pageMeta, siteUrl, type PageMeta } from '@/lib/halls/seo';

export interface BrideAlbumPageProps {
  meta: PageMeta;
  album: EndpointOutput<typeof getAlbum>;
  crumbs: Crumb[];
  jsonLd: object[];
}

/** /brides/{id}/albums/{albumId}: one album as a photo grid with the full-screen viewer. */
export default function BrideAlbumPage({ meta, album, crumbs, jsonLd }: BrideAlbumPageProps) {
  const at = album.albums.findIndex((a) => a.id === album.id);
  const prev = album.albums[at - 1];
  const next = album.albums[at + 1];
  return (
    <>
      <Seo meta={meta} jsonLd={jsonLd} />
      <div className={styles.page}>
        <Breadcrumbs items={crumbs} />
        <h1>{album.album_title}</h1>
        <p className={styles.lead}>
          <Link href={brideReportPath(album.user_id)}>{album.basic_nickname}さんの花嫁レポート</Link>のアルバム（{album.photo_count}枚）。写真をタップすると大きく表示します。
        </p>
        {album.photo_list.length ? <AlbumGrid photos={album.photo_list} albumTitle={album.album_title} /> : <p className={styles.empty}>このアルバムにはまだ写真がありません。</p>}
        <nav aria-label="ほかのアルバム">
          <ul className={styles.links}>
            {prev ? <li><Link href={brideAlbumPath(album.user_id, prev.id)} rel="prev">‹ {prev.album_title}</Link></li> : null}
            <li><Link href={brideReportPath(album.user_id)}>レポートに戻る</Link></li>
            {next ? <li><Link href={brideAlbumPath(album.user_id, next.id)} rel="next">{next.album_title} ›</Link></li> : null}
          </ul>
        </nav>
      </div>
    </>
  );
}

export const getServerSideProps: GetServerSideProps<BrideAlbumPageProps> = async ({ req, res, params }) => {
  const rawUser = String(params?.id ?? '');
  const rawAlbum = String(params?.albumId ?? '');
  if (!/^\d{1,9}$/.test(rawUser) || !/^\d{1,9}$/.test(rawAlbum)) return { notFound: true };
  try {
    const album = await serverApi(req, res).call(getAlbum, { id: Number(rawAlbum) });
    if (album.user_id !== Number(rawUser)) return { notFound: true };
    setPageCache(req, res);
    const path = brideAlbumPath(album.user_id, album.id);
    const reportName = `${album.basic_nickname}さんの花嫁レポート`;
    const crumbs: Crumb[] = [
      { name: 'ホーム', href: '/' },
      { name: '花嫁レポート', href: '/brides/' },
      { name: reportName, href: brideReportPath(album.user_id) },
      { name: album.album_title },
    ];
    const base = siteUrl();
    const jsonLd = [
      breadcrumbJsonLd(crumbs, base),
      {
        '@context': 'https://schema.org',
        '@type': 'ImageGallery',
        name: `${album.album_title}｜${reportName}`,
        url: absoluteUrl(path, base),
        image: album.photo_list.slice(0, 30).map((p) => ({ '@type': 'ImageObject', contentUrl: absoluteUrl(p.photo_url, base), ...(p.caption ? { caption: p.caption } : {}), width: p.width, height: p.height })),
      },
    ];
    return {
      props: {
        meta: pageMeta(path, `${album.album_title}（${album.photo_count}枚）｜${reportName}`, `${album.basic_nickname}さんの結婚式のアルバム「${album.album_title}」の写真${album.photo_count}枚。${album.report_title}`, { image: album.cover_photo_url ?? undefined }),
        album, crumbs, jsonLd,
      },
    };
  } catch (e) {
    if (isApiClientError(e) && (e.status === 404 || e.status === 400)) return { notFound: true };
    throw e;
  }
};
