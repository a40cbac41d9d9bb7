import type { GetServerSideProps } from 'next';
import type { EndpointOutput } from '../../api/contract/define';
import { getGeoRegions } from '../../api/contract/directory';
import { FAIR_FLAG_KEYS, isYmd, searchFairs } from '../../api/contract/fairs';
import { serverApi } from '../../api/server';
import { FairCard } from '../../components/fairs/FairCard';
import { FairSearchForm, type FairSearchValues, type RegionOption } from '../../components/fairs/FairSearchForm';
import styles from '../../components/fairs/FairSearchPage.module.css';
import { Pagination } from '../../components/ui/Pagination';
import { Seo } from '../../components/ui/Seo';
import { FAIR_FLAG_LABELS, SITE_PAGE_SIZE, type FairFlag } from '../../lib/constants';
import { formatDateJa } from '../../lib/format';
import { setPageCache } from '../../lib/pageCache';
import { part } from '../../lib/halls/hallLoader';
import { pageMeta, type PageMeta } from '../../lib/halls/seo';
import { pageParam } from '../../lib/halls/subPage';
import { firstBookableDate } from '../../server/fairs/dates';

interface Props {
  values: FairSearchValues;
  regions: RegionOption[];
  result: EndpointOutput<typeof searchFairs>;
  minDate: string;
  meta: PageMeta;
  heading: string;
}

function queryString(v: FairSearchValues, page: number): string {
  const p = new URLSearchParams();
  if (v.date) p.set('date', v.date);
  if (v.prefecture_slug) p.set('prefecture_slug', v.prefecture_slug);
  v.flags.forEach((f) => p.append('flags', f));
  if (v.free) p.set('free', 'true');
  if (page > 1) p.set('page', String(page));
  const s = p.toString();
  return s ? `?${s}` : '';
}

export default function FairSearchPage({ values, regions, result, minDate, meta, heading }: Props) {
  return (
    <>
      <Seo meta={meta} />
      <div className={styles.page}>
        <h1>{heading}</h1>
        <FairSearchForm values={values} regions={regions} minDate={minDate} />
        <p className={styles.count} role="status">{result.total.toLocaleString('ja-JP')}件のフェアが見つかりました</p>
        {result.items.length ? (
          <ul className={styles.items}>
            {result.items.map((f) => (
              <li key={f.id}><FairCard fair={f} hall={f.hall} headingLevel={2} /></li>
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>条件に合うフェアはありません。日付やエリアを変えてお探しください。</p>
        )}
        <Pagination page={result.page} totalPages={result.total_pages} hrefFor={(p) => `/fairs${queryString(values, p)}`} label="フェア検索結果のページ" />
      </div>
    </>
  );
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';

export const getServerSideProps: GetServerSideProps<Props> = async ({ req, res, query }) => {
  const api = serverApi(req, res);
  const date = first(query.date);
  const pref = first(query.prefecture_slug);
  const rawFlags = ([] as string[]).concat(query.flags ?? []).flatMap((f) => f.split(','));
  const values: FairSearchValues = {
    date: isYmd(date) ? date : '',
    prefecture_slug: /^[a-z0-9_-]{1,64}$/.test(pref) ? pref : '',
    flags: FAIR_FLAG_KEYS.filter((f) => rawFlags.includes(f)) as FairFlag[],
    free: first(query.free) === 'true',
  };
  const page = pageParam(query.page);
  const [result, geo] = await Promise.all([
    api.call(searchFairs, {
      ...(values.date ? { date: values.date } : {}),
      ...(values.prefecture_slug ? { prefecture_slug: values.prefecture_slug } : {}),
      ...(values.flags.length ? { flags: values.flags } : {}),
      ...(values.free ? { free: true } : {}),
      page,
      per_page: SITE_PAGE_SIZE,
    }),
    part(api.call(getGeoRegions, {}), { regions: [] }),
  ]);
  const regions = geo.regions.map((r) => ({ slug: r.slug, name: r.name, prefectures: r.prefectures.map((p) => ({ slug: p.slug, name: p.name })) }));
  const prefName = regions.flatMap((r) => r.prefectures).find((p) => p.slug === values.prefecture_slug)?.name;
  const parts = [prefName, values.date ? formatDateJa(values.date) : null, ...values.flags.map((f) => FAIR_FLAG_LABELS[f])].filter(Boolean);
  const heading = parts.length ? `${parts.join('・')}のブライダルフェア` : 'ブライダルフェアを探す';
  setPageCache(req, res);
  return {
    props: {
      values,
      regions,
      result,
      minDate: firstBookableDate(),
      heading,
      meta: pageMeta(`/fairs${queryString(values, page)}`, `${heading}${page > 1 ? `（${page}ページ目）` : ''}`, '全国の結婚式場のブライダルフェアを日付・エリア・内容（試食・模擬挙式・ドレス試着など）から探して、空き状況を見て予約できます。', { noindex: parts.length > 1 }),
    },
  };
};
