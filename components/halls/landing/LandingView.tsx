import Link from '@/components/ui/Link';
import type { LandingProps } from '../../../lib/halls/landing';
import { LoveButton } from '../../clips/LoveButton';
import { breadcrumbJsonLd } from '../../ui/Breadcrumbs';
import { Section } from '../../ui/Section';
import { Seo } from '../../ui/Seo';
import { PlaceLinks, RankingRow } from './LandingStaticParts';
import { PlaceStats } from '../search/PlaceStats';
import { PrefectureEditorial } from './PrefectureEditorial';
import { SearchView } from '../search/SearchView';
import styles from './LandingView.module.css';

/** Every landing (/a, /pref, /r, /d, /s, /k, /ws, /g): its own heading, introduction, stats, results and links. */
export function LandingView(props: LandingProps) {
  const { data, meta, crumbs, heading, intro, stats, linkGroups, basePath, base, ranking, rankingHref, editorial } = props;
  return (
    <>
      <Seo meta={meta} jsonLd={[breadcrumbJsonLd(crumbs, base)]} />
      <SearchView
        data={data}
        heading={heading}
        crumbs={crumbs}
        basePath={basePath}
        intro={
          <>
            {intro.map((line) => <p key={line}>{line}</p>)}
            {/* A landing is a page a reader may keep: いいね of the page itself (type webpage). */}
            <LoveButton type="webpage" url={basePath} subject={`${heading}のページ`} compact />
          </>
        }
        aside={
          <>
            {stats ? <PlaceStats stats={stats} /> : null}
            {ranking && ranking.length ? (
              <Section id="ranking" title="人気ランキング" more={rankingHref ? { href: rankingHref, label: 'ランキングをすべて見る' } : undefined}>
                <RankingRow ranking={ranking} />
              </Section>
            ) : null}
          </>
        }
        footer={
          <div className={styles.links}>
            {editorial ? <PrefectureEditorial editorial={editorial} /> : null}
            {linkGroups.map((g) => (
              <Section key={g.title} title={g.title}>
                <PlaceLinks label={g.title} links={g.links} />
              </Section>
            ))}
            <p className={styles.back}>
              <Link href="/halls/search/">条件を変えて式場を探す</Link>
            </p>
          </div>
        }
      />
    </>
  );
}
