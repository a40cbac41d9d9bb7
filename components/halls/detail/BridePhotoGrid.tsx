import type { BridePhoto } from '../../../api/contract/halls';
import { Picture } from '../../ui/Picture';
import styles from './BridePhotoGrid.module.css';
import { toViewerPhotos, usePhotoViewer } from './usePhotoViewer';

/** Photos posted by brides who married here. */
const altOf = (p: BridePhoto) => p.caption || `${p.nickname}さんの${p.section_label}の写真`;

export function BridePhotoGrid({ photos }: { photos: BridePhoto[] }) {
  const { opener, viewer } = usePhotoViewer(toViewerPhotos(photos, altOf));
  if (photos.length === 0) return <p className={styles.empty}>花嫁さんの写真はまだありません。</p>;
  return (
    <ul className={styles.grid}>
      {viewer}
      {photos.map((p, i) => (
        <li key={p.id}>
          <figure className={styles.figure}>
            {opener(i, <Picture src={p.image_url} alt={altOf(p)} width={250} height={250} sizes="(max-width: 767px) 33vw, 200px" className={styles.photo} />)}
            <figcaption className={styles.caption}>{p.nickname}さん</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
