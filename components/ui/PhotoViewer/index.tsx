import dynamic from 'next/dynamic';
import type { PhotoViewerProps } from './types';

export type { PhotoViewerProps, ViewerPhoto } from './types';

const PhotoViewerLightbox = dynamic(() => import('./PhotoViewerLightbox'), { ssr: false });

/**
 * A full-screen photo viewer: swipe and arrow keys between photos, pinch or buttons to zoom,
 * the caption and 「3 / 12」 on screen, Esc or 閉じる to leave. Its code loads on first open.
 */
export function PhotoViewer(props: PhotoViewerProps) {
  if (props.index === null || props.photos.length === 0) return null;
  return <PhotoViewerLightbox {...props} />;
}
