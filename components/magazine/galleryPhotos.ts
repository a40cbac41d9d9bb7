import type { ViewerPhoto } from '@/components/ui/PhotoViewer';

/** Size assumed for a photo not loaded yet (lazy images): the viewer corrects it once it loads. */
const FALLBACK = { width: 1200, height: 900 };

/** The photos of one article gallery, as the viewer shows them: the linked full image when there is one. */
export function galleryPhotos(gallery: Element): { photos: ViewerPhoto[]; images: HTMLImageElement[] } {
  const images = [...gallery.querySelectorAll('img')];
  const photos = images.map((img) => {
    const link = img.closest('a');
    const href = link?.getAttribute('href') ?? '';
    const caption = img.closest('figure')?.querySelector('figcaption')?.textContent?.trim() || null;
    const known = img.naturalWidth > 0 && img.naturalHeight > 0;
    return {
      src: href && !/^https?:\/\//.test(href) ? href : img.getAttribute('src') ?? '',
      width: known ? img.naturalWidth : FALLBACK.width,
      height: known ? img.naturalHeight : FALLBACK.height,
      alt: img.getAttribute('alt') ?? '',
      caption,
    };
  });
  return { photos, images };
}
