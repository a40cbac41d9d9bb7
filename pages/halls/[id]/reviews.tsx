import Link from '@/components/ui/Link';
import type { GetServerSideProps } from 'next';
import type { EndpointOutput } from '../../../api/contract/define';
import { getHallComments, getHallCommentsCount } from '../../../api/contract/halls';
import { commentOrderKeys, reviewerTypeKeys, seasonKeys, REVIEWER_TYPE_LABELS, SEASON_LABELS } from '../../../api/contract/reviewVocabulary';
import { HallSubPage } from '../../../components/halls/detail/HallSubPage';
import { ReviewFilterForm, COMMENT_ORDER_LABELS, type ReviewFilters } from '../../../components/halls/detail/ReviewFilterForm';
import { ReviewList } from '../../../components/halls/detail/ReviewList';
import { ReviewSummary } from '../../../components/halls/detail/ReviewSummary';
import { breadcrumbJsonLd } from '../../../components/ui/Breadcrumbs';
import { Pagination } from '../../../components/ui/Pagination';
import { Section } from '../../../components/ui/Section';
import { Seo } from '../../../components/ui/Seo';
import { emptyPage, part } from '../../../lib/halls/hallLoader';
import { emptyCommentsCount } from '../../../lib/halls/hallTopLoader';
import { hrefWith, type QueryParams } from '../../../lib/halls/query';
import { pageMeta, type PageMeta } from '../../../lib/halls/seo';
import { loadHallSub, oneOf, pageParam, type HallSubBase } from '../../../lib/halls/subPage';

interface Props extends HallSubBase {
  meta: PageMeta;
  filters: ReviewFilters;
  counts: EndpointOutput<typeof getHallCommentsCount>;
  comments: EndpointOutput<typeof getHallComments>;
}

export default function HallReviewsPage({ hall, crumbs, base, meta, filters, counts, comments }: Props) {
  const path = `/halls/${hall.id}/reviews`;
  const params = Object.fromEntries(Object.entries(filters).filter(([, v]) => v)) as QueryParams;
  const described = [
    filters.rating ? `★${filters.rating}` : null,
    filters.status ? REVIEWER_TYPE_LABELS[filters.status as keyof typeof REVIEWER_TYPE_LABELS] : null,
    filters.season ? `${SEASON_LABELS[filters.season as keyof typeof SEASON_LABELS]}の挙式` : null,
  ].filter(Boolean);
  return (
    <>
      <Seo meta={meta} jsonLd={[breadcrumbJsonLd(crumbs, base)]} />
      <HallSubPage hall={hall} crumbs={crumbs} current="reviews" heading={`${hall.name}の口コミ・評判`}>
        <ReviewSummary counts={counts} />
        <p><Link href={`/halls/${hall.id}/review`}>口コミを投稿する</Link>（ムスビで予約したフェアに参加された方・この式場で挙式された方）</p>
        <Section id="review-list" title={described.length ? `${described.join('・')}の口コミ（${comments.total}件）` : `口コミ一覧（${comments.total}件）`}>
          <ReviewFilterForm action={path} filters={filters} />
          <p className="visually-hidden" role="status">{`${comments.total}件の口コミ・${COMMENT_ORDER_LABELS[(filters.order ?? 'newest') as keyof typeof COMMENT_ORDER_LABELS]}`}</p>
          <ReviewList reviews={comments.items} />
          <Pagination page={comments.page} totalPages={comments.total_pages} hrefFor={(p) => hrefWith(path, params, { page: String(p) })} label="口コミのページ" />
        </Section>
      </HallSubPage>
    </>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async (ctx) => {
  const loaded = await loadHallSub(ctx, { name: '口コミ', path: 'reviews' });
  if (!loaded) return { notFound: true };
  const { api, base } = loaded;
  const q = ctx.query;
  const ratingRaw = Array.isArray(q.rating) ? q.rating[0] : q.rating;
  const rating = ratingRaw && /^[1-5]$/.test(ratingRaw) ? Number(ratingRaw) : undefined;
  const status = oneOf(q.status ?? q.type, reviewerTypeKeys);
  const season = oneOf(q.season, seasonKeys);
  const order = oneOf(q.order, commentOrderKeys) ?? 'newest';
  const page = pageParam(q.page);
  const id = base.hall.id;
  const [counts, comments] = await Promise.all([
    part(api.call(getHallCommentsCount, { id }), emptyCommentsCount),
    part(api.call(getHallComments, { id, rating, status, season, order, page, per_page: 10 }), emptyPage(10)),
  ]);
  const filters: ReviewFilters = { rating: rating ? String(rating) : '', status: status ?? '', season: season ?? '', order };
  const params = Object.fromEntries(Object.entries({ ...filters, order: order === 'newest' ? '' : order, page: page > 1 ? String(page) : '' }).filter(([, v]) => v)) as QueryParams;
  return {
    props: {
      ...base,
      filters,
      counts,
      comments,
      meta: pageMeta(
        hrefWith(`/halls/${id}/reviews`, params),
        `${base.hall.name}の口コミ・評判（${counts.count}件）${page > 1 ? `（${page}ページ目）` : ''}`,
        `${base.hall.name}の口コミ${counts.count}件。挙式・披露宴・料理・スタッフ・コスパ・ロケーションの評価や、列席者・花嫁の本音をチェック。`,
      ),
    },
  };
};
