import Link from '@/components/ui/Link';
import type { PhotoHit } from '@/api/contract/photoSearch';
import { Picture } from '@/components/ui/Picture';
import { brideAlbumPath, brideReportPath } from '@/lib/brides/vocabulary';
import styles from './PhotoHitGrid.module.css';

/** Photos found by the photo search; each leads to its album, its report and its hall. */
export function PhotoHitGrid({ photos }: { photos: PhotoHit[] }) {
  return (
    <ul className={styles.grid}>
      {photos.map((p, i) => (
        <li key={p.id} className={styles.item}>
          <Link href={brideAlbumPath(p.user_id, p.album_id)} className={styles.photo}>
            <Picture src={p.photo_url} alt={p.caption || `${p.basic_nickname}さんの${p.section_label}の写真`} width={300} height={200} sizes="(max-width: 599px) 50vw, 300px" className={styles.image} priority={i < 2} />
          </Link>
          <p className={styles.meta}>
            <span className={styles.section}>{p.section_label}</span>
            <Link href={brideReportPath(p.user_id)}>{p.basic_nickname}さん</Link>
          </p>
          <p className={styles.place}>
            {p.hall ? <Link href={`/halls/${p.hall.id}`}>{p.hall.name}</Link> : p.reception_place}
          </p>
        </li>
      ))}
    </ul>
  );
}
