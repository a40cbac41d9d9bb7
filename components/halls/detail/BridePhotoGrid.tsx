import type { BridePhoto } from '../../../api/contract/halls';
import { Picture } from '../../ui/Picture';
import styles from './BridePhotoGrid.module.css';

/** Photos posted by brides who married here. */
export function BridePhotoGrid({ photos }: { photos: BridePhoto[] }) {
  if (photos.length === 0) return <p className={styles.empty}>花嫁さんの写真はまだありません。</p>;
  return (
    <ul className={styles.grid}>
      {photos.map((p) => (
        <li key={p.id}>
          <figure className={styles.figure}>
            <Picture src={p.image_url} alt={p.caption || `${p.nickname}さんの${p.section_label}の写真`} width={250} height={250} sizes="(max-width: 767px) 33vw, 200px" className={styles.photo} />
            <figcaption className={styles.caption}>{p.nickname}さん</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
