import { imageUrl } from '@/lib/image';
import { SRCSET_SIZES } from '@/lib/constants';
import type { ViewerPhoto } from './types';

/** A slide per photo, with /img candidates no larger than the photo itself. */
export function toSlides(photos: readonly ViewerPhoto[]) {
  return photos.map((photo) => {
    const widths = SRCSET_SIZES.map(([w]) => w).filter((w) => w < photo.width);
    const srcSet = [...widths, photo.width].map((w) => ({
      src: imageUrl(photo.src, { width: w, fit: 'inside' }),
      width: w,
      height: Math.round((w * photo.height) / photo.width),
    }));
    return {
      src: srcSet[srcSet.length - 1].src,
      width: photo.width,
      height: photo.height,
      alt: photo.alt,
      description: photo.caption || undefined,
      srcSet,
    };
  });
}
