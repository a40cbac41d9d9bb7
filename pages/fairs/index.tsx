import type { GetServerSideProps } from 'next';
import Link from '@/components/ui/Link';
import { getGeoRegions } from '../../api/contract/directory';
import {
  FAIR_FLAG_KEYS,
  addMonths,
  fairCalendarWindow,
  isYm,
  isYmd,
  type FairCalendar,
  type FairHallsOfDay,
} from '../../api/contract/fairs';
import { getFairsPage } from '@/api/contract/fairsPage';
import { serverApi } from '../../api/server';
import { FairHallCard } from '../../components/fairs/FairHallCard';
import { FairSearchCalendar } from '../../components/fairs/FairSearchCalendar';
import { FairSearchForm, type FairSearchValues, type RegionOption } from '../../components/fairs/FairSearchForm';
import styles from '../../components/fairs/FairSearchPage.module.css';
import { Pagination } from '../../components/ui/Pagination';
import { Seo } from '../../components/ui/Seo';
import { FAIR_FLAG_LABELS, type FairFlag } from '../../lib/constants';
import { formatDateJa, formatNumber } from '../../lib/format';
import { part } from '../../lib/halls/hallLoader';
import { pageMeta, type PageMeta } from '../../lib/halls/seo';
import { pageParam } from '../../lib/halls/subPage';
import { setPageCache } from '../../lib/pageCache';
import { firstBookableDate, todayInJapan } from '../../server/fairs/dates';

interface Props {
  values: FairSearchValues;
  regions: RegionOption[];
  calendar: FairCalendar;
  /** The day whose fairs are listed (the chosen one, else the first with fairs), or null. */
  shown: string | null;
  result: FairHallsOfDay | null;
  /** Where to look when the day or month shown has none: the next day with fairs. */
  nextDate: string | null;
  /** The months the calendar can move to (yyyy-MM), or null at either end. */
  prevMonth: string | null;
  nextMonth: string | null;
  heading: string;
  meta: PageMeta;
}

/** A /fairs URL: the filters, then a day (or a month) and a page. */
function fairsHref(v: FairSearchValues, at: { date?: string | null; month?: string; page?: number } = {}): string {
  const p = new URLSearchParams();
  if (at.date) p.set('date', at.date);
  else if (at.month) p.set('month', at.month);
  if (v.prefecture_slug) p.set('prefecture_slug', v.prefecture_slug);
  else if (v.region_slug) p.set('region_slug', v.region_slug);
  v.flags.forEach((f) => p.append('flags', f));
  if (v.free) p.set('free', 'true');
  if (at.page && at.page > 1) p.set('page', String(at.page));
  const s = p.toString();
  return s ? `/fairs?${s}` : '/fairs';
}

const monthLabel = (ym: string) => `${Number(ym.slice(0, 4))}年${Number(ym.slice(5, 7))}月`;

export default function FairSearchPage({ values, regions, calendar, shown, result, nextDate, prevMonth, nextMonth, heading, meta }: Props) {
  const place = values.prefecture_slug || values.region_slug;
  // Day and month links with a place or contents lead to pages kept out of the index: crawlers need not follow them.
  const nofollow = Boolean(place || values.flags.length || values.free);
  const nextLink = nextDate ? (
    <p className={styles.next}>
      <Link href={fairsHref(values, { date: nextDate })}>{formatDateJa(nextDate)}のフェアを見る</Link>
    </p>
  ) : null;
  return (
    <>
      <Seo meta={meta} />
      <div className={styles.page}>
        <h1 className={styles.heading}>{heading}</h1>
        <div className={styles.layout}>
          <div className={styles.side}>
            <FairSearchForm values={values} regions={regions} />
            <FairSearchCalendar
              month={calendar.month}
              today={calendar.today}
              firstBookable={calendar.first_bookable_date}
              days={calendar.days}
              selected={shown}
              hrefFor={(date) => fairsHref(values, { date })}
              prevHref={prevMonth ? fairsHref(values, { month: prevMonth }) : null}
              nextHref={nextMonth ? fairsHref(values, { month: nextMonth }) : null}
              nofollow={nofollow}
            />
          </div>
          <section className={styles.results} aria-labelledby="fair-results-title">
            <h2 id="fair-results-title" className={styles.resultsTitle}>
              {shown ? `${formatDateJa(shown)}のフェア` : `${monthLabel(calendar.month)}のフェア`}
            </h2>
            {result ? (
              <p className={styles.count}>
                {formatNumber(result.total)}件の式場・{formatNumber(result.total_fairs)}件のフェア
              </p>
            ) : null}
            {result && result.items.length ? (
              <ul className={styles.items}>
                {result.items.map((g) => (
                  <li key={g.hall.id}>
                    <FairHallCard group={g} dateLabel={formatDateJa(result.date, false)} />
                  </li>
                ))}
              </ul>
            ) : !calendar.first_date ? (
              <p className={styles.empty}>条件に合う予約受付中のフェアはありません。エリアやフェアの内容を変えてお探しください。</p>
            ) : result && result.total > 0 ? (
              <p className={styles.empty}>
                このページに表示する式場はありません。<Link href={fairsHref(values, { date: shown })}>1ページ目へ</Link>
              </p>
            ) : (
              <>
                <p className={styles.empty}>
                  {shown ? 'この日は条件に合うフェアはありません。' : `${monthLabel(calendar.month)}は条件に合うフェアはありません。`}
                  カレンダーからほかの日を選んでください。
                </p>
                {nextLink}
              </>
            )}
            {result ? (
              <Pagination page={result.page} totalPages={result.total_pages} hrefFor={(p) => fairsHref(values, { date: shown, page: p })} label="フェアを開催する式場のページ" />
            ) : null}
          </section>
        </div>
      </div>
    </>
  );
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';

export const getServerSideProps: GetServerSideProps<Props> = async ({ req, res, query }) => {
  const api = serverApi(req, res);
  const geo = await part(api.call(getGeoRegions, {}), { regions: [] });
  const regions: RegionOption[] = geo.regions.map((r) => ({ slug: r.slug, name: r.name, prefectures: r.prefectures.map((p) => ({ slug: p.slug, name: p.name })) }));

  // What the URL asks for, kept only when it is valid: a bad or past day falls back to the first day with fairs.
  const window = fairCalendarWindow(todayInJapan());
  const date = first(query.date);
  const month = first(query.month);
  const pref = regions.flatMap((r) => r.prefectures).find((p) => p.slug === first(query.prefecture_slug));
  const region = pref ? undefined : regions.find((r) => r.slug === first(query.region_slug));
  const rawFlags = ([] as string[]).concat(query.flags ?? []).flatMap((f) => f.split(','));
  const values: FairSearchValues = {
    date: isYmd(date) && date >= firstBookableDate() && date <= window.to ? date : '',
    month: '',
    // The prefecture wins: it says which region too.
    prefecture_slug: pref?.slug ?? '',
    region_slug: region?.slug ?? '',
    flags: FAIR_FLAG_KEYS.filter((f) => rawFlags.includes(f)) as FairFlag[],
    free: ['true', '1'].includes(first(query.free)),
  };
  if (!values.date && isYm(month) && month >= window.first_month && month <= window.last_month) values.month = month;
  const page = pageParam(query.page);

  const filters = {
    ...(values.prefecture_slug ? { prefecture_slug: values.prefecture_slug } : values.region_slug ? { region_slug: values.region_slug } : {}),
    ...(values.flags.length ? { flags: values.flags } : {}),
    ...(values.free ? { free: true } : {}),
  };
  const { calendar, shown, result } = await api.call(getFairsPage, { ...filters, ...(values.date ? { date: values.date } : values.month ? { month: values.month } : {}), page });
  const open = calendar.days.filter((d) => d.fairs > 0 && d.date >= calendar.first_bookable_date);
  const after = shown ? open.find((d) => d.date > shown)?.date : undefined;
  const nextDate = after ?? (calendar.first_date && (!shown || calendar.first_date > shown) ? calendar.first_date : null);

  // Back to this month; forward while a later month has fairs (never past the window).
  const lastMonth = calendar.last_date ? calendar.last_date.slice(0, 7) : calendar.month;
  const prevMonth = calendar.month > calendar.first_month ? addMonths(calendar.month, -1) : null;
  const nextMonth = calendar.month < lastMonth && calendar.month < calendar.last_month ? addMonths(calendar.month, 1) : null;

  const placeName = pref?.name ?? region?.name;
  const parts = [placeName, values.date ? formatDateJa(values.date) : null, ...values.flags.map((f) => FAIR_FLAG_LABELS[f]), values.free ? '参加無料' : null].filter(Boolean);
  const heading = parts.length ? `${parts.join('・')}のブライダルフェア` : 'ブライダルフェアを探す';
  // Indexed: /fairs, one place, one day or month — not their combinations, contents filters or empty pages.
  const noindex = values.flags.length > 0 || values.free || Boolean(placeName && (values.date || values.month)) || !result?.items.length;
  setPageCache(req, res);
  return {
    props: {
      values,
      regions,
      calendar,
      shown,
      result,
      nextDate: result && result.total > 0 ? null : nextDate,
      prevMonth,
      nextMonth,
      heading,
      meta: pageMeta(
        fairsHref(values, { date: values.date, month: values.month, page }),
        `${heading}${page > 1 ? `（${page}ページ目）` : ''}`,
        '全国の結婚式場のブライダルフェアを、開催日のカレンダーとエリア・内容（試食・模擬挙式・ドレス試着など）から探して、式場ごとに空き状況を見て予約できます。',
        { noindex },
      ),
    },
  };
};
