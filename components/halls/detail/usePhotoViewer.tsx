import { useState, type ReactNode } from 'react';
import { PhotoViewer, type ViewerPhoto } from '../../ui/PhotoViewer';
import styles from './usePhotoViewer.module.css';

interface PhotoLike {
  image_url: string;
  width: number;
  height: number;
  caption: string;
}

export function toViewerPhotos<P extends PhotoLike>(photos: readonly P[], alt: (p: P) => string): ViewerPhoto[] {
  return photos.map((p) => ({ src: p.image_url, width: p.width, height: p.height, alt: alt(p), caption: p.caption || null }));
}

/**
 * A photo list opening the shared full-screen viewer: `opener(i, child)` wraps a thumbnail in a
 * button, `viewer` is the (closed until opened, code loaded on first open) viewer itself.
 */
export function usePhotoViewer(photos: readonly ViewerPhoto[]) {
  const [index, setIndex] = useState<number | null>(null);
  const opener = (i: number, child: ReactNode) => (
    <button type="button" className={styles.open} onClick={() => setIndex(i)} aria-label={`${photos[i]?.alt ?? '写真'}を拡大して見る（${i + 1} / ${photos.length}）`}>
      {child}
    </button>
  );
  const viewer = <PhotoViewer photos={photos} index={index} onClose={() => setIndex(null)} onIndexChange={setIndex} />;
  return { opener, viewer };
}
