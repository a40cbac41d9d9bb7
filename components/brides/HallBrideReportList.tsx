import Link from '@/components/ui/Link';
import type { HallBrideReport } from '@/api/contract/halls';
import { BrideReportClipButton } from '@/components/clips/BrideReportClipButton';
import { Picture } from '@/components/ui/Picture';
import { formatDateJa, formatMan } from '@/lib/format';
import styles from './HallBrideReportList.module.css';

/** A hall's bride reports (花嫁レポート): each links to the member's report page. */
export function HallBrideReportList({ reports, headingLevel = 3 }: { reports: HallBrideReport[]; headingLevel?: 2 | 3 }) {
  if (reports.length === 0) return <p className={styles.empty}>この式場の花嫁レポートはまだありません。</p>;
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={styles.list}>
      {reports.map((r) => (
        <li key={r.id} className={styles.item} id={`report-${r.id}`}>
          {r.cover_image_url ? <Picture src={r.cover_image_url} alt="" width={160} height={107} className={styles.cover} /> : <div className={styles.cover} aria-hidden="true" />}
          <div className={styles.body}>
            <Heading className={styles.title}><Link href={r.report_url} className={styles.link}>{r.title}</Link></Heading>
            <p className={styles.meta}>{r.nickname}さん・{formatDateJa(r.wedding_date, false)}（{r.season_label}）</p>
            <p className={styles.meta}>{r.style}・{r.guest_count}名・{formatMan(r.cost)}</p>
            {r.comment ? <p className={styles.comment}>{r.comment.length > 80 ? `${r.comment.slice(0, 79)}…` : r.comment}</p> : null}
            <div className={styles.actions}>
              <span className={styles.meta}>写真{r.photo_count}枚・いいね{r.loved_count}</span>
              <BrideReportClipButton reportId={r.id} userId={r.user_id} title={r.title} compact />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
