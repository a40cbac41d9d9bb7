import type { GetServerSideProps } from 'next';
import Link from '@/components/ui/Link';
import type { EndpointOutput } from '@/api/contract/define';
import { getHallBrides } from '@/api/contract/halls';
import { bridesOrderKeys } from '@/api/contract/reviewVocabulary';
import { HallBrideReportList } from '@/components/brides/HallBrideReportList';
import { HallSubPage } from '@/components/halls/detail/HallSubPage';
import styles from '@/components/halls/detail/PhotosPage.module.css';
import { breadcrumbJsonLd } from '@/components/ui/Breadcrumbs';
import { Pagination } from '@/components/ui/Pagination';
import { Section } from '@/components/ui/Section';
import { Seo } from '@/components/ui/Seo';
import { emptyPage, part } from '@/lib/halls/hallLoader';
import { hrefWith, type QueryParams } from '@/lib/halls/query';
import { pageMeta, type PageMeta } from '@/lib/halls/seo';
import { loadHallSub, oneOf, pageParam, type HallSubBase } from '@/lib/halls/subPage';

const ORDER_LABELS: Record<(typeof bridesOrderKeys)[number], string> = { newest: '新着順', popular: '人気順', wedding_date: '挙式日が新しい順' };

interface Props extends HallSubBase {
  meta: PageMeta;
  params: QueryParams;
  brides: EndpointOutput<typeof getHallBrides>;
}

/** /halls/{id}/brides: every public bride report of weddings at the hall. */
export default function HallBridesPage({ hall, crumbs, base, meta, params, brides }: Props) {
  const path = `/halls/${hall.id}/brides`;
  const order = (params.order as string | undefined) ?? 'newest';
  return (
    <>
      <Seo meta={meta} jsonLd={[breadcrumbJsonLd(crumbs, base)]} />
      <HallSubPage hall={hall} crumbs={crumbs} current="brides" heading={`${hall.name}の花嫁レポート`}>
        <Section id="bride-report-list" title={`先輩花嫁のレポート（${brides.total}件）`}>
          <nav aria-label="並び替え" className={styles.sections}>
            <ul>
              {bridesOrderKeys.map((o) => (
                <li key={o}>
                  <Link href={hrefWith(path, params, { order: o === 'newest' ? null : o, page: null })} aria-current={order === o ? 'true' : undefined} className={order === o ? styles.active : undefined} scroll={false}>{ORDER_LABELS[o]}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <HallBrideReportList reports={brides.items} />
          <Pagination page={brides.page} totalPages={brides.total_pages} hrefFor={(p) => hrefWith(path, params, { page: String(p) })} label="花嫁レポートのページ" />
        </Section>
      </HallSubPage>
    </>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async (ctx) => {
  const loaded = await loadHallSub(ctx, { name: '花嫁レポート', path: 'brides' });
  if (!loaded) return { notFound: true };
  const { api, base } = loaded;
  const id = base.hall.id;
  const order = oneOf(ctx.query.order, bridesOrderKeys) ?? 'newest';
  const page = pageParam(ctx.query.page);
  const brides = await part(api.call(getHallBrides, { id, order, page, per_page: 10 }), emptyPage(10));
  const params = (order === 'newest' ? {} : { order }) as QueryParams;
  return {
    props: {
      ...base,
      params,
      brides,
      meta: pageMeta(
        hrefWith(`/halls/${id}/brides`, params, { page: String(page) }),
        `${base.hall.name}の花嫁レポート`,
        `${base.hall.name}で結婚式を挙げた先輩花嫁のレポート${brides.total}件。写真、費用、ゲスト人数、準備のアドバイスを紹介します。`,
        { noindex: brides.total === 0 },
      ),
    },
  };
};
