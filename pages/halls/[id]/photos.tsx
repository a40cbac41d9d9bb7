import type { GetServerSideProps } from 'next';
import Link from '@/components/ui/Link';
import type { EndpointOutput } from '../../../api/contract/define';
import { getHallBridePhotos, getOfficialPhotos, getPhotoSections, photoSectionKeys } from '../../../api/contract/halls';
import { BridePhotoGrid } from '../../../components/halls/detail/BridePhotoGrid';
import { HallSubPage } from '../../../components/halls/detail/HallSubPage';
import { toViewerPhotos, usePhotoViewer } from '../../../components/halls/detail/usePhotoViewer';
import { breadcrumbJsonLd } from '../../../components/ui/Breadcrumbs';
import { Pagination } from '../../../components/ui/Pagination';
import { Picture } from '../../../components/ui/Picture';
import { Seo } from '../../../components/ui/Seo';
import { BRIDE_PHOTOS_PER_PAGE, PHOTO_SECTION_LABELS } from '../../../lib/constants';
import { emptyPage, part } from '../../../lib/halls/hallLoader';
import { hrefWith } from '../../../lib/halls/query';
import { pageMeta, type PageMeta } from '../../../lib/halls/seo';
import { loadHallSub, oneOf, pageParam, type HallSubBase } from '../../../lib/halls/subPage';
import styles from '../../../components/halls/detail/PhotosPage.module.css';

type Section = (typeof photoSectionKeys)[number];

interface Props extends HallSubBase {
  meta: PageMeta;
  sections: EndpointOutput<typeof getPhotoSections>['sections'];
  tab: 'official' | 'brides';
  section: Section | null;
  official: EndpointOutput<typeof getOfficialPhotos>['items'];
  brides: EndpointOutput<typeof getHallBridePhotos>;
}

/** Photos by section: official photos, or the brides' photos, each section a tab (links work without JS). */
export default function HallPhotosPage({ hall, crumbs, base, meta, sections, tab, section, official, brides }: Props) {
  const path = `/halls/${hall.id}/photos`;
  const withPhotos = sections.filter((s) => s.count > 0);
  const sectionLabel = section ? PHOTO_SECTION_LABELS[section] : null;
  const { opener, viewer } = usePhotoViewer(toViewerPhotos(official, (p) => p.caption || `${p.section_label}の写真`));
  return (
    <>
      {viewer}
      <Seo meta={meta} jsonLd={[breadcrumbJsonLd(crumbs, base)]} />
      <HallSubPage hall={hall} crumbs={crumbs} current="photos" heading={`${hall.name}の写真${sectionLabel ? `（${sectionLabel}）` : ''}`}>
        <nav aria-label="写真の種類" className={styles.kinds}>
          <Link href={path} aria-current={tab === 'official' ? 'page' : undefined} className={tab === 'official' ? styles.activeKind : undefined} scroll={false}>式場の写真</Link>
          <Link href={`${path}?tab=brides`} aria-current={tab === 'brides' ? 'page' : undefined} className={tab === 'brides' ? styles.activeKind : undefined} scroll={false}>花嫁さんの写真（{brides.total}）</Link>
        </nav>
        {tab === 'official' ? (
          <>
            <nav aria-label="写真のカテゴリ" className={styles.sections}>
              <ul>
                <li>
                  <Link href={path} aria-current={section === null ? 'page' : undefined} className={section === null ? styles.active : undefined} scroll={false}>すべて</Link>
                </li>
                {withPhotos.map((s) => (
                  <li key={s.section}>
                    <Link href={`${path}?section=${s.section}`} aria-current={section === s.section ? 'page' : undefined} className={section === s.section ? styles.active : undefined} scroll={false}>
                      {s.label}<span>{s.count}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            {official.length ? (
              <ul className={styles.grid} aria-label={`${sectionLabel ?? 'すべて'}の写真`}>
                {official.map((p, i) => (
                  <li key={p.id}>
                    <figure className={styles.figure}>
                      {opener(i, <Picture src={p.image_url} alt={p.caption || `${p.section_label}の写真`} width={500} height={333} sizes="(max-width: 767px) 50vw, 300px" priority={i < 2} className={styles.photo} />)}
                      <figcaption>{p.section_label}{p.caption ? `｜${p.caption}` : ''}</figcaption>
                    </figure>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.empty}>このカテゴリの写真はまだありません。</p>
            )}
          </>
        ) : (
          <>
            <BridePhotoGrid photos={brides.items} />
            <Pagination page={brides.page} totalPages={brides.total_pages} hrefFor={(p) => hrefWith(path, { tab: 'brides' }, { page: String(p) })} label="花嫁さんの写真のページ" />
          </>
        )}
      </HallSubPage>
    </>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async (ctx) => {
  const loaded = await loadHallSub(ctx, { name: '写真', path: 'photos' });
  if (!loaded) return { notFound: true };
  const { api, base } = loaded;
  const id = base.hall.id;
  const tab = ctx.query.tab === 'brides' ? 'brides' : 'official';
  const section = oneOf(ctx.query.section, photoSectionKeys) ?? null;
  const page = pageParam(ctx.query.page);
  const [sections, official, brides] = await Promise.all([
    part(api.call(getPhotoSections, { id }).then((r) => r.sections), []),
    tab === 'official' ? part(api.call(getOfficialPhotos, { id, section: section ?? undefined }).then((r) => r.items), []) : Promise.resolve([]),
    part(api.call(getHallBridePhotos, { id, page: tab === 'brides' ? page : 1, per_page: BRIDE_PHOTOS_PER_PAGE }), emptyPage(BRIDE_PHOTOS_PER_PAGE)),
  ]);
  const label = section ? PHOTO_SECTION_LABELS[section] : null;
  const canonical = tab === 'brides' ? hrefWith(`/halls/${id}/photos`, { tab: 'brides' }, { page: String(page) }) : hrefWith(`/halls/${id}/photos`, section ? { section } : {});
  return {
    props: {
      ...base,
      sections,
      tab,
      section,
      official,
      brides,
      meta: pageMeta(
        canonical,
        tab === 'brides' ? `${base.hall.name}の花嫁さんの写真` : `${base.hall.name}の写真${label ? `（${label}）` : ''}`,
        `${base.hall.name}の${label ?? '挙式・披露宴・料理・ドレスなど'}の写真。会場の雰囲気を写真でチェックできます。`,
        { image: official[0]?.image_url ?? base.hall.cover_images[0]?.image_url },
      ),
    },
  };
};
