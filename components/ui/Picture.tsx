import type { CSSProperties } from 'react';
import { imageSrcSet, imageUrl, srcSetCandidates, type ImageFit } from '../../lib/image';
import styles from './Picture.module.css';

export interface PictureProps {
  /** A /media/... path, another same-site path, or a URL on an allowed host. */
  src: string;
  /** Required: describe the image, or pass "" for a purely decorative one. */
  alt: string;
  /** Display size in CSS pixels; fixes the aspect ratio and avoids layout shift. */
  width: number;
  height: number;
  /** The `sizes` attribute; defaults to the full width up to `width`. */
  sizes?: string;
  fit?: ImageFit;
  /** Above-the-fold images: load eagerly with high priority. */
  priority?: boolean;
  className?: string;
  style?: CSSProperties;
}

/** An <img> served through /img with a srcset of the spec's sizes, lazy by default. */
export function Picture({ src, alt, width, height, sizes, fit = 'cover', priority = false, className, style }: PictureProps) {
  const fallback = srcSetCandidates(width, height)[0];
  return (
    <img
      src={imageUrl(src, { width: fallback.width, height: fallback.height, fit })}
      srcSet={imageSrcSet(src, width, height, fit)}
      sizes={sizes ?? `(max-width: ${width}px) 100vw, ${width}px`}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className ? `${styles.picture} ${className}` : styles.picture}
      style={style}
    />
  );
}
