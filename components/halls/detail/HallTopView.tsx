import { WriteReviewEntry } from './WriteReviewEntry';
import Link from '@/components/ui/Link';
import type { HallTopData } from '../../../lib/halls/hallTopLoader';
import type { Crumb } from '../../ui/Breadcrumbs';
import { Breadcrumbs } from '../../ui/Breadcrumbs';
import { Section } from '../../ui/Section';
import { WhenNear } from '@/components/ui/WhenNear';
import { HallViewTracker } from '../HallViewTracker';
import { RecentlyViewedHalls } from '../RecentlyViewedHalls';
import { RecommendedHalls } from '../RecommendedHalls';
import { BridePhotoGrid } from './BridePhotoGrid';
import { HallBrideReportList } from '@/components/brides/HallBrideReportList';
import { CostSimulation } from './CostSimulation';
import { HallActionBar } from './HallActionBar';
import { HallBasics } from './HallBasics';
import { HallHeader } from './HallHeader';
import { Benefits, CostAverages, CostReports, Nearby, Plans, Questions, Regulation, Reviews, Stats, Summary } from './HallTopStaticParts';
import { HallVideoList } from './HallVideoList';
import { PhotoGallery } from './PhotoGallery';
import styles from './HallTopView.module.css';
import { HallFairsSection } from '../../fairs/HallFairsSection';
import type { HallFairsPage } from '../../../api/contract/fairs';
import type { HallVideo } from '../../../api/contract/directory';
import type { MapTiles } from '../../../lib/mapTiles';

/** The hall's top page: everything a couple needs to decide whether to visit. */
export function HallTopView({ data, crumbs, fairs, videos = [], mapTiles = null }: { data: HallTopData; crumbs: Crumb[]; fairs?: HallFairsPage | null; videos?: HallVideo[]; mapTiles?: MapTiles | null }) {
  const { hall } = data;
  const base = `/halls/${hall.id}`;
  return (
    <article className={styles.page} aria-labelledby="hall-name">
      <HallViewTracker hall={hall} />
      <HallActionBar hallId={hall.id} hallName={hall.name} tel={hall.tel} hasFair={hall.has_fair} />
      <Breadcrumbs items={crumbs} />
      <HallHeader hall={hall} current="top" />
      <PhotoGallery hallId={hall.id} sections={data.photoSections} />

      {hall.catch_copy || hall.description ? (
        <section className={styles.intro} aria-label="式場の紹介">
          {hall.catch_copy ? <p className={styles.catch}>{hall.catch_copy}</p> : null}
          {hall.description ? <p className={styles.description}>{hall.description}</p> : null}
        </section>
      ) : null}

      <nav aria-label="このページの目次" className={styles.toc}>
        <a href="#benefits">特典</a>
        <a href="#plans">プラン</a>
        <a href="#reviews">口コミ</a>
        <a href="#costs">費用</a>
        <a href="#basics">基本情報</a>
        <a href="#qa">Q&amp;A</a>
        {videos.length ? <a href="#videos">動画</a> : null}
      </nav>

      {data.benefits.length ? (
        <Section id="benefits" title="成約特典">
          <Benefits benefits={data.benefits} />
        </Section>
      ) : null}

      {/* fairs section */}
      {fairs ? <HallFairsSection hallId={hall.id} fairs={fairs} /> : null}

      <Section belowFold id="plans" title={`ウェディングプラン（${data.plans.total}件）`} more={data.plans.total > data.plans.items.length ? { href: `${base}/plans`, label: 'すべてのプラン' } : undefined}>
        <Plans plans={data.plans.items} />
      </Section>

      <Section belowFold id="reviews" title={`口コミ・評判（${data.commentsCount.count}件）`} more={{ href: `${base}/reviews`, label: '口コミをすべて見る' }}>
        <Summary counts={data.commentsCount} />
        {data.commentStats.total > 0 ? (
          <div className={styles.block}>
            <Stats stats={data.commentStats} />
          </div>
        ) : null}
        <div className={styles.block}>
          <Reviews reviews={data.comments.items} />
        </div>
        {data.comments.total > data.comments.items.length ? (
          <p className={styles.moreLink}><Link href={`${base}/reviews`}>口コミ{data.comments.total}件をすべて見る</Link></p>
        ) : null}
        <WriteReviewEntry hallId={data.hall.id} className={styles.block} />
      </Section>

      <Section id="costs" title="実際にかかった費用" more={data.costs.total ? { href: `${base}/costs`, label: '費用明細をすべて見る' } : undefined}>
        <CostSimulation hallId={hall.id} />
        <CostAverages averages={data.costs} />
        <CostReports reports={data.costs.items} />
      </Section>

      <Section id="basics" title="基本情報・アクセス">
        <HallBasics hall={hall} mapTiles={mapTiles} />
      </Section>

      <Section belowFold id="regulation" title="規約・注意事項">
        <Regulation hall={hall} />
      </Section>

      <Section id="qa" title="よくある質問">
        <Questions items={data.qa} />
      </Section>

      <Section belowFold id="bride-photos" title={`花嫁さんの写真（${data.bridePhotos.total}枚）`} more={data.bridePhotos.total ? { href: `${base}/photos?tab=brides`, label: 'もっと見る' } : undefined}>
        <BridePhotoGrid photos={data.bridePhotos.items} />
      </Section>

      <Section belowFold id="bride-reports" title={`花嫁レポート（${data.brides.total}件）`} more={data.brides.total ? { href: `${base}/brides`, label: 'すべて見る' } : undefined}>
        <HallBrideReportList reports={data.brides.items} />
      </Section>

      <HallVideoList videos={videos} />

      {data.nearby.length ? (
        <Section belowFold id="nearby" title="近くの結婚式場">
          <Nearby nearby={data.nearby} />
        </Section>
      ) : null}

      <WhenNear>
        <RecommendedHalls hallId={hall.id} />
        <RecentlyViewedHalls excludeId={hall.id} />
      </WhenNear>
    </article>
  );
}
