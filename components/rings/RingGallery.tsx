import { useMemo, useState } from 'react';
import { PhotoViewer, type ViewerPhoto } from '@/components/ui/PhotoViewer';
import { Picture } from '@/components/ui/Picture';
import styles from './RingPage.module.css';

interface RingImage { url: string; alt: string }

/** The ring's photos are 3:2; the viewer lays a slide out by it before the photo loads. */
const SLIDE = { width: 1200, height: 800 };

/** A ring's main photo and thumbnails; each opens the full-screen viewer (swipe, pinch or buttons to zoom) at itself. */
export function RingGallery({ images }: { images: readonly RingImage[] }) {
  const [index, setIndex] = useState<number | null>(null);
  const slides: ViewerPhoto[] = useMemo(() => images.map((img) => ({ src: img.url, alt: img.alt, ...SLIDE })), [images]);
  if (!images.length) return null;
  const [main, ...rest] = images;
  const open = (i: number) => `${images[i].alt}を拡大して見る（${i + 1} / ${images.length}）`;
  return (
    <div className={styles.gallery}>
      <button type="button" className={styles.zoom} onClick={() => setIndex(0)} aria-label={open(0)}>
        <Picture src={main.url} alt={main.alt} width={670} height={448} priority sizes="(max-width: 767px) 100vw, 670px" className={styles.mainImage} />
      </button>
      {rest.length ? (
        <ul className={styles.thumbs}>
          {rest.map((img, i) => (
            <li key={img.url}>
              <button type="button" className={styles.zoom} onClick={() => setIndex(i + 1)} aria-label={open(i + 1)}>
                <Picture src={img.url} alt={img.alt} width={250} height={167} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <PhotoViewer photos={slides} index={index} onIndexChange={setIndex} onClose={() => setIndex(null)} />
    </div>
  );
}
