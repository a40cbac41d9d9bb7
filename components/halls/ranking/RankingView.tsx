import Link from '@/components/ui/Link';
import { RANKING_SORTS } from '../../../api/contract/sorts';
import type { RankingPageProps } from '../../../lib/halls/rankingLoader';
import { Breadcrumbs, breadcrumbJsonLd } from '../../ui/Breadcrumbs';
import { Section } from '../../ui/Section';
import { Seo } from '../../ui/Seo';
import { HallCardList } from '../HallCardList';
import styles from './RankingView.module.css';
import { rankingFormulaText } from '../../../lib/halls/rankingFormula';

/** A hall ranking of a prefecture or region, by rating, review count or views, with links to other places. */
export function RankingView({ ranking, regions, sort, path, placeName, scope, meta, crumbs, base }: RankingPageProps) {
  const currentRegion = regions.find((r) => r.slug === ranking.region.slug);
  return (
    <div className={styles.page}>
      <Seo meta={meta} jsonLd={[breadcrumbJsonLd(crumbs, base)]} />
      <Breadcrumbs items={crumbs} />
      <h1 className={styles.title}>{placeName}の結婚式場ランキング</h1>
      <p className={styles.lead}>
        {scope === 'region' ? `${placeName}地方` : placeName}の結婚式場を{RANKING_SORTS[sort]}で順位付けしました。口コミや費用とあわせて、式場選びの参考にしてください。
      </p>
      <nav aria-label="ランキングの種類" className={styles.sorts}>
        <ul>
          {(Object.keys(RANKING_SORTS) as (keyof typeof RANKING_SORTS)[]).map((s) => (
            <li key={s}>
              <Link href={s === 'rating' ? path : `${path}?s=${s}`} aria-current={s === sort ? 'page' : undefined} className={s === sort ? styles.active : undefined} scroll={false}>
                {RANKING_SORTS[s]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {ranking.items.length ? <HallCardList halls={ranking.items} rankFrom={1} label={`${placeName}の結婚式場ランキング`} /> : <p>ランキング対象の式場がまだありません。</p>}
      {ranking.formula ? (
        <Section title="ランキングの算出方法">
          {rankingFormulaText(ranking.region.name, ranking.formula.region_mean, ranking.formula.prior_weight).map((t) => <p key={t}>{t}</p>)}
        </Section>
      ) : null}
      <Section title="ほかのランキング">
        {currentRegion ? (
          <>
            <h3 className={styles.sub}>{currentRegion.name}</h3>
            <ul className={styles.places}>
              <li><Link href={`/ranking/region/${currentRegion.slug}`} aria-current={scope === 'region' ? 'page' : undefined}>{currentRegion.name}全体</Link></li>
              {currentRegion.prefectures.map((p) => (
                <li key={p.slug}><Link href={`/ranking/${p.slug}`} aria-current={scope === 'prefecture' && ranking.prefecture?.slug === p.slug ? 'page' : undefined}>{p.name}</Link></li>
              ))}
            </ul>
          </>
        ) : null}
        <h3 className={styles.sub}>地方別</h3>
        <ul className={styles.places}>
          {regions.map((r) => (
            <li key={r.slug}><Link href={`/ranking/region/${r.slug}`}>{r.name}</Link></li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
