import Link from '@/components/ui/Link';
import type { BrideDetail, BrideReportBody } from '@/api/contract/brides';
import { BrideReportClipButton } from '@/components/clips/BrideReportClipButton';
import { LoveButton } from '@/components/clips/LoveButton';
import { Picture } from '@/components/ui/Picture';
import { brideAlbumPath } from '@/lib/brides/vocabulary';
import { formatDateJa, formatMan, formatYen, formatNumber } from '@/lib/format';
import { useAfterEngagement } from '@/lib/identity/useAfterEngagement';
import { useAppDispatch } from '@/store/hooks';
import { recordBrideView } from '@/store/slices/brides';
import styles from './BrideReportView.module.css';

/** The report page's body: cover, who, the day in figures, her advice, tags and albums. */
export function BrideReportView({ bride, report }: { bride: BrideDetail; report: BrideReportBody }) {
  const dispatch = useAppDispatch();
  useAfterEngagement(() => void dispatch(recordBrideView(bride.id)), [dispatch, bride.id]);
  const cover = bride.reception_cover_image2.photo.photo_url;
  return (
    <article className={styles.report}>
      {bride.is_owner ? (
        <p className={styles.owner} role="note">
          {bride.is_private ? 'このレポートは非公開です（あなただけが見られます）。' : 'あなたの花嫁レポートです。'}
          <Link href="/account/bride-report">レポートを編集する</Link>
        </p>
      ) : null}
      {cover ? <Picture src={cover} alt={`${bride.basic_nickname}さんの結婚式`} width={1200} height={800} sizes="(max-width: 1023px) 100vw, 900px" className={styles.cover} priority /> : null}
      <header className={styles.head}>
        <h1 className={styles.title}>{bride.title}</h1>
        <p className={styles.who}>
          {bride.basic_iconimage ? <Picture src={bride.basic_iconimage} alt="" width={40} height={40} className={styles.icon} /> : null}
          <span>{bride.basic_nickname}さん</span>
          {bride.is_official ? <span className={styles.badge}>公式</span> : null}
        </p>
        <p className={styles.counts}>閲覧数 {formatNumber(bride.viewed_count)}・いいね {formatNumber(bride.loved_count)}</p>
        {!bride.is_owner ? (
          <div className={styles.actions}>
            <LoveButton type="user" id={bride.id} subject={`${bride.basic_nickname}さんの花嫁レポート`} />
            <BrideReportClipButton reportId={bride.id} userId={bride.user_id} title={bride.title} />
          </div>
        ) : null}
      </header>

      <section aria-labelledby="report-basics" className={styles.section}>
        <h2 id="report-basics">結婚式の基本情報</h2>
        <dl className={styles.facts}>
          <div><dt>挙式日</dt><dd>{formatDateJa(report.wedding_date, false)}（{report.season_label}）</dd></div>
          <div>
            <dt>会場</dt>
            <dd>{report.hall ? <Link href={report.hall.url}>{report.hall.name}</Link> : report.reception_place}{bride.basic_region ? `（${bride.basic_region}）` : ''}</dd>
          </div>
          <div><dt>スタイル</dt><dd>{report.style_label}</dd></div>
          {report.reception_taste ? <div><dt>雰囲気</dt><dd>{report.reception_taste}</dd></div> : null}
          <div><dt>ゲスト</dt><dd>{report.guest_count}名</dd></div>
          <div><dt>費用総額</dt><dd>{formatMan(report.total_cost)}（1名あたり{formatYen(report.cost_per_guest)}）</dd></div>
        </dl>
        {report.theme_tags.length ? (
          <ul className={styles.tags} aria-label="テーマ">
            {report.theme_tags.map((t) => <li key={t.id}><Link href={`/brides/tags/${t.id}`}>#{t.name}</Link></li>)}
          </ul>
        ) : null}
      </section>

      {report.advice ? (
        <section aria-labelledby="report-advice" className={styles.section}>
          <h2 id="report-advice">先輩花嫁からのアドバイス</h2>
          <p className={styles.advice}>{report.advice}</p>
        </section>
      ) : null}

      {bride.selfintroduction ? (
        <section aria-labelledby="report-intro" className={styles.section}>
          <h2 id="report-intro">自己紹介</h2>
          <p className={styles.advice}>{bride.selfintroduction}</p>
        </section>
      ) : null}

      <section aria-labelledby="report-albums" className={styles.section}>
        <h2 id="report-albums">アルバム（{bride.albums.length}冊・{bride.photo_count}枚）</h2>
        {bride.albums.length ? (
          <ul className={styles.albums}>
            {bride.albums.map((a) => (
              <li key={a.id} className={styles.album}>
                {a.cover_photo_url ? <Picture src={a.cover_photo_url} alt="" width={320} height={214} sizes="(max-width: 599px) 50vw, 320px" className={styles.albumCover} /> : <div className={styles.albumCover} aria-hidden="true" />}
                <Link href={brideAlbumPath(bride.id, a.id)} className={styles.albumLink}>{a.album_title}</Link>
                <span className={styles.albumCount}>{a.photo_count}枚</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>まだアルバムはありません。</p>
        )}
      </section>
    </article>
  );
}
