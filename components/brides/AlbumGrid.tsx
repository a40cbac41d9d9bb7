import { useMemo, useState } from 'react';
import type { BridePhoto } from '@/api/contract/brides';
import { PhotoViewer, type ViewerPhoto } from '@/components/ui/PhotoViewer';
import { Picture } from '@/components/ui/Picture';
import styles from './AlbumGrid.module.css';

/** The alt text of a photo: its caption, else its place in the album. */
export const photoAlt = (p: BridePhoto, albumTitle: string, i: number) => p.caption || `${albumTitle}の写真（${i + 1}枚目・${p.section_label}）`;

/** An album as a grid of thumbnails; a tap opens the full-screen viewer at that photo. */
export function AlbumGrid({ photos, albumTitle }: { photos: BridePhoto[]; albumTitle: string }) {
  const [index, setIndex] = useState<number | null>(null);
  const slides: ViewerPhoto[] = useMemo(
    () => photos.map((p, i) => ({ src: p.photo_url, width: p.width, height: p.height, alt: photoAlt(p, albumTitle, i), caption: p.caption || null })),
    [photos, albumTitle],
  );
  return (
    <>
      <ul className={styles.grid}>
        {photos.map((p, i) => (
          <li key={p.id}>
            <button type="button" className={styles.thumb} onClick={() => setIndex(i)} aria-label={`${photoAlt(p, albumTitle, i)}を大きく表示`}>
              <Picture src={p.photo_url} alt="" width={240} height={240} sizes="(max-width: 599px) 33vw, 240px" className={styles.image} priority={i < 3} />
            </button>
          </li>
        ))}
      </ul>
      <PhotoViewer photos={slides} index={index} onIndexChange={setIndex} onClose={() => setIndex(null)} />
    </>
  );
}
