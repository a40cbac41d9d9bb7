import type { GetServerSideProps } from 'next';
import Link from '@/components/ui/Link';
import { serverApi } from '../api/server';
import type { EndpointOutput } from '../api/contract/define';
import { countHalls, getGeoRegions, getHallRanking, getHallSearchConditions, getOverseasDestinations } from '../api/contract/directory';
import { toRankedCards } from '@/lib/halls/hallCardData';
import { FEATURES, WEDDING_STYLES } from '../api/contract/searchVocabulary';
import { HallCardList } from '../components/halls/HallCardList';
import { RecentlyViewedHalls } from '../components/halls/RecentlyViewedHalls';
import { HomeSearch } from '../components/halls/home/HomeSearch';
import { RegionDirectory } from '../components/halls/home/RegionDirectory';
import { LinkList } from '../components/halls/search/LinkList';
import { Section } from '../components/ui/Section';
import { Seo } from '../components/ui/Seo';
import { RatingStars } from '../components/ui/RatingStars';
import { RANKING_DEFAULT_PREFECTURE } from '../lib/constants';
import { setPageCache } from '../lib/pageCache';
import { pageMeta, siteUrl, type PageMeta } from '../lib/halls/seo';
import styles from '../components/halls/home/HomePage.module.css';
import { GONE, oldAddressRedirect } from '../lib/magazine/oldAddressRedirect';
import { formatNumber } from '@/lib/format';

type Ranking = ReturnType<typeof toRankedCards<EndpointOutput<typeof getHallRanking>>>;

interface Props {
  meta: PageMeta;
  base: string;
  /** Every hall the search lists with no condition (/halls/search/): the same count query as its total. */
  hallTotal: number;
  regions: EndpointOutput<typeof getGeoRegions>['regions'];
  /** 海外挙式: the destinations with their halls (null when the call failed: the directory goes on without them). */
  overseas: EndpointOutput<typeof getOverseasDestinations> | null;
  conditions: EndpointOutput<typeof getHallSearchConditions>;
  popular: Ranking;
  topRated: Ranking;
}

const FEATURED_KEYWORDS: { href: string; label: string }[] = [
  ...(['chapel', 'garden', 'station', 'night', 'private', 'view'] as const).map((k) => ({ href: `/k/${k}`, label: FEATURES[k] })),
  ...(['family', 'small', 'fee', 'photo'] as const).map((k) => ({ href: `/ws/${k}`, label: WEDDING_STYLES[k] })),
];

export default function HomePage({ meta, base, hallTotal, regions, overseas, conditions, popular, topRated }: Props) {
  return (
    <>
      <Seo meta={meta} jsonLd={[{ '@context': 'https://schema.org', '@type': 'WebSite', name: 'musubi（ムスビ）', url: base, potentialAction: { '@type': 'SearchAction', target: `${base}/search?q={search_term_string}`, 'query-input': 'required name=search_term_string' } }]} />
      <section className={styles.hero} aria-labelledby="hero-title">
        <p className={styles.eyebrow}>結婚式場探しと結婚準備のウェディング情報サイト</p>
        <h1 id="hero-title" className={styles.heroTitle}>ふたりらしい結婚式場が、<br />きっと見つかる。</h1>
        <p className={styles.heroLead}>全国{formatNumber(hallTotal)}件の式場を、花嫁のリアルな口コミと費用明細で比べよう。</p>
        <HomeSearch regions={regions} conditions={conditions} />
        <ul className={styles.keywords} aria-label="人気のこだわり条件">
          {FEATURED_KEYWORDS.map((k) => (
            <li key={k.href}><Link href={k.href}>{k.label}</Link></li>
          ))}
        </ul>
      </section>

      <Section id="popular" title={`${popular.prefecture?.name ?? '東京都'}で人気の結婚式場`} more={{ href: `/pref/${RANKING_DEFAULT_PREFECTURE}`, label: 'もっと見る' }}>
        <HallCardList halls={popular.items} label="人気の結婚式場" />
      </Section>

      <Section id="ranking" title="口コミ評価ランキング" more={{ href: '/ranking', label: 'ランキングを見る' }}>
        <ol className={styles.ranking}>
          {topRated.items.map((h) => (
            <li key={h.id}>
              <Link href={`/halls/${h.id}`} className={styles.rankItem}>
                <span className={styles.rankNo} aria-label={`${h.rank}位`}>{h.rank}</span>
                <span className={styles.rankBody}>
                  <span className={styles.rankName}>{h.name}</span>
                  <span className={styles.rankMeta}>{h.location.area_name ?? h.location.prefecture_name}・{h.price_range}</span>
                  <RatingStars rating={h.rating} count={h.rating_count} size="sm" />
                </span>
              </Link>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="areas" title="エリアから結婚式場を探す">
        <RegionDirectory regions={regions} overseas={overseas} />
      </Section>

      <Section id="styles" title="スタイル・タイプから探す">
        <LinkList
          label="式場タイプ"
          links={conditions.g.map((o) => ({ href: `/g/${o.value}`, label: o.label, count: o.count }))}
        />
      </Section>

      <section className={styles.magazine} aria-labelledby="magazine-title">
        <h2 id="magazine-title">結婚準備のことなら、musubiマガジン</h2>
        <p>式場見学のコツ、費用の節約術、先輩花嫁のアイデアまで。はじめての結婚準備をやさしくサポートします。</p>
        <Link href="/magazine" className={styles.magazineLink}>マガジンを読む</Link>
        <p><Link href="/guide">結婚式準備ガイド：やることと時期をステップで確認する</Link></p>
      </section>

      <RecentlyViewedHalls />
    </>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ req, res, resolvedUrl }) => {
  // The old magazine's plain permalinks (/?p={id}) answer a 301 to the article (a withdrawn one's, the home page).
  const redirect = await oldAddressRedirect({ req, res, resolvedUrl });
  if (redirect && redirect !== GONE) return { redirect };
  const api = serverApi(req, res);
  const [hallTotal, regions, overseas, conditions, popular, topRated] = await Promise.all([
    api.call(countHalls, {}).then((r) => r.count),
    api.call(getGeoRegions, {}).then((r) => r.regions),
    api.call(getOverseasDestinations, {}).catch(() => null),
    api.call(getHallSearchConditions, {}),
    api.call(getHallRanking, { prefecture_slug: RANKING_DEFAULT_PREFECTURE, s: 'pv', limit: 6 }),
    api.call(getHallRanking, { prefecture_slug: RANKING_DEFAULT_PREFECTURE, s: 'rating', limit: 3 }),
  ]);
  setPageCache(req, res);
  return {
    props: {
      hallTotal,
      regions,
      overseas,
      conditions,
      popular: toRankedCards(popular),
      topRated: toRankedCards(topRated),
      base: siteUrl(),
      meta: pageMeta('/', 'musubi（ムスビ）| 結婚式場探しと結婚準備のウェディング情報サイト', '全国の結婚式場を口コミ・費用明細・写真で比較。エリアや人数、予算、こだわり条件から、ふたりにぴったりの結婚式場が見つかります。ブライダルフェア情報や結婚準備のマガジンも。'),
    },
  };
};
