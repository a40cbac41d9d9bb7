import type { GetServerSideProps } from 'next';
import Link from '@/components/ui/Link';
import { listHallFairs, isYmd, recommendedFairs, type FairWithHall, type HallFairsPage } from '../../../../api/contract/fairs';
import { FairCalendar } from '../../../../components/fairs/FairCalendar';
import { FairCard } from '../../../../components/fairs/FairCard';
import styles from '../../../../components/fairs/HallFairsPage.module.css';
import { HallSubPage } from '../../../../components/halls/detail/HallSubPage';
import { breadcrumbJsonLd } from '../../../../components/ui/Breadcrumbs';
import { Pagination } from '../../../../components/ui/Pagination';
import { Seo } from '../../../../components/ui/Seo';
import { HALL_FAIRS_PER_PAGE } from '../../../../lib/constants';
import { formatDateJa } from '../../../../lib/format';
import { pageMeta, type PageMeta } from '../../../../lib/halls/seo';
import { loadHallSub, pageParam, type HallSubBase } from '../../../../lib/halls/subPage';

/** Fairs of nearby halls shown under the hall's own (GET /api/wn/halls/{id}/recommended_fairs). */
export const NEARBY_FAIRS_SHOWN = 4;

interface Props extends HallSubBase {
  fairs: HallFairsPage;
  /** Recommended fairs of other halls nearby: where to look next. */
  nearby: FairWithHall[];
  holdAt: string | null;
  meta: PageMeta;
}

export default function HallFairsListPage({ hall, crumbs, base, fairs, nearby, holdAt, meta }: Props) {
  const path = `/halls/${hall.id}/fairs`;
  const hrefFor = (p: number) => `${path}?${new URLSearchParams({ ...(holdAt ? { hold_at: holdAt } : {}), ...(p > 1 ? { page: String(p) } : {}) }).toString()}`.replace(/\?$/, '');
  return (
    <>
      <Seo meta={meta} jsonLd={[breadcrumbJsonLd(crumbs, base)]} />
      <HallSubPage hall={hall} crumbs={crumbs} current="fairs" heading={`${hall.name}のブライダルフェア`}>
        <div className={styles.layout}>
          <section aria-labelledby="fair-list-title" className={styles.list}>
            <h2 id="fair-list-title" className={styles.title}>
              {holdAt ? `${formatDateJa(holdAt)}のフェア` : '開催予定のフェア'}（{fairs.total}件）
            </h2>
            {holdAt ? <p><Link href={path}>すべての日程を見る</Link></p> : null}
            {fairs.items.length ? (
              <ul className={styles.items}>
                {fairs.items.map((f) => (
                  <li key={f.id}><FairCard fair={f} /></li>
                ))}
              </ul>
            ) : (
              <p className={styles.empty}>{holdAt ? 'この日に予約できるフェアはありません' : '現在予約できるフェアはありません'}</p>
            )}
            <Pagination page={fairs.page} totalPages={fairs.total_pages} hrefFor={hrefFor} label="フェアのページ" />
            {nearby.length ? (
              <section aria-labelledby="nearby-fairs-title">
                <h2 id="nearby-fairs-title" className={styles.title}>近くの式場のおすすめフェア</h2>
                <ul className={styles.items}>
                  {nearby.map(({ hall: near, ...f }) => (
                    <li key={f.id}><FairCard fair={f} hall={near} /></li>
                  ))}
                </ul>
              </section>
            ) : null}
          </section>
          <aside aria-labelledby="fair-calendar-title" className={styles.aside}>
            <h2 id="fair-calendar-title" className={styles.title}>フェアカレンダー</h2>
            <FairCalendar dates={fairs.hold_dates} hrefFor={(d) => `${path}?hold_at=${d}`} selected={holdAt ?? undefined} />
          </aside>
        </div>
      </HallSubPage>
    </>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async (ctx) => {
  const loaded = await loadHallSub(ctx, { name: 'フェア', path: 'fairs' });
  if (!loaded) return { notFound: true };
  const { api, base } = loaded;
  const raw = Array.isArray(ctx.query.hold_at) ? ctx.query.hold_at[0] : ctx.query.hold_at;
  const holdAt = raw && isYmd(raw) ? raw : null;
  const page = pageParam(ctx.query.page);
  const [fairs, nearby] = await Promise.all([
    api.call(listHallFairs, { id: base.hall.id, page, per_page: HALL_FAIRS_PER_PAGE, ...(holdAt ? { hold_at: holdAt } : {}) }),
    page === 1 && !holdAt ? api.call(recommendedFairs, { id: base.hall.id, limit: NEARBY_FAIRS_SHOWN }).catch(() => []) : Promise.resolve([]),
  ]);
  if (page > 1 && fairs.items.length === 0) return { notFound: true };
  const path = `/halls/${base.hall.id}/fairs`;
  const title = holdAt ? `${base.hall.name}の${formatDateJa(holdAt)}のブライダルフェア` : `${base.hall.name}のブライダルフェア・見学予約${page > 1 ? `（${page}ページ目）` : ''}`;
  return {
    props: {
      ...base,
      fairs,
      nearby,
      holdAt,
      meta: pageMeta(
        `${path}${page > 1 ? `?page=${page}` : ''}`,
        title,
        `${base.hall.name}のブライダルフェア${fairs.total}件。試食や模擬挙式、ドレス試着などのフェアを日程から探して、空き状況を確認して見学予約ができます。`,
        { noindex: !!holdAt },
      ),
    },
  };
};
