import Link from '@/components/ui/Link';
import type { BrideCardData as Card } from '@/lib/brides/brideCardData';
import { BrideReportClipButton } from '@/components/clips/BrideReportClipButton';
import { Picture } from '@/components/ui/Picture';
import { brideReportPath } from '@/lib/brides/vocabulary';
import { formatMan } from '@/lib/format';
import styles from './BrideCard.module.css';

/** A report on a list: cover, title, who and where, its tags; the whole card links to the report. */
export function BrideCard({ bride, headingLevel = 3, priority = false }: { bride: Card; headingLevel?: 2 | 3; priority?: boolean }) {
  const Heading = `h${headingLevel}` as const;
  const date = bride.wedding_date.slice(0, 7).replace('-', '年') + '月';
  return (
    <article className={styles.card}>
      {bride.reception_cover_image2.photo.photo_url ? (
        <Picture src={bride.reception_cover_image2.photo.photo_url} alt="" width={360} height={240} sizes="(max-width: 767px) 100vw, 360px" className={styles.cover} priority={priority} />
      ) : (
        <div className={styles.cover} aria-hidden="true" />
      )}
      <div className={styles.body}>
        <Heading className={styles.title}>
          <Link href={brideReportPath(bride.id)} className={styles.link}>{bride.title}</Link>
        </Heading>
        <p className={styles.who}>
          {bride.basic_nickname}さん{bride.is_official ? <span className={styles.badge}>公式</span> : null}
        </p>
        <p className={styles.place}>{bride.basic_region}・{bride.reception_place}</p>
        <p className={styles.facts}>
          <span>{date}</span>
          <span>{bride.reception_style}</span>
          <span>{bride.guest_count}名</span>
          <span>{formatMan(bride.total_cost)}</span>
        </p>
        {bride.theme_tags.length ? (
          <ul className={styles.tags} aria-label="テーマ">
            {bride.theme_tags.map((t) => <li key={t.id}>#{t.name}</li>)}
          </ul>
        ) : null}
        <div className={styles.actions}>
          <span className={styles.stats}>写真{bride.photo_count}枚・いいね{bride.loved_count}</span>
          <BrideReportClipButton reportId={bride.id} userId={bride.user_id} title={bride.title} compact />
        </div>
      </div>
    </article>
  );
}

export function BrideCardList({ brides, headingLevel = 3, label }: { brides: Card[]; headingLevel?: 2 | 3; label?: string }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {brides.map((b, i) => (
        <li key={b.id}><BrideCard bride={b} headingLevel={headingLevel} priority={i === 0} /></li>
      ))}
    </ul>
  );
}
