import { useEffect, useMemo } from 'react';
import Lightbox from 'yet-another-react-lightbox';
import Captions from 'yet-another-react-lightbox/plugins/captions';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/captions.css';
import 'yet-another-react-lightbox/plugins/counter.css';
import { useBackCloses } from '../useBackCloses';
import { PHOTO_VIEWER_LABELS } from './labels';
import { toSlides } from './slides';
import type { PhotoViewerProps } from './types';

const PLUGINS = [Captions, Counter, Zoom];

/** The lightbox itself: loaded by PhotoViewer only once a photo is opened. */
export default function PhotoViewerLightbox({ photos, index, onClose, onIndexChange }: PhotoViewerProps) {
  const slides = useMemo(() => toSlides(photos), [photos]);
  // Opening the viewer adds a history entry: Back closes the viewer only (issue 34).
  useBackCloses(onClose);
  useEffect(() => {
    // Give focus back to what opened the viewer (its thumbnail) once it closes.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => opener?.focus();
  }, []);
  return (
    <Lightbox
      open={index !== null}
      index={index ?? 0}
      close={onClose}
      slides={slides}
      plugins={PLUGINS}
      labels={PHOTO_VIEWER_LABELS}
      counter={{ separator: '/', container: { style: { top: 0, bottom: 'unset' } } }}
      captions={{ descriptionTextAlign: 'center', descriptionMaxLines: 4 }}
      zoom={{ maxZoomPixelRatio: 2, scrollToZoom: true }}
      carousel={{ finite: true, preload: 1 }}
      controller={{ closeOnBackdropClick: true, closeOnPullDown: true }}
      on={{ view: ({ index: i }) => onIndexChange?.(i) }}
    />
  );
}
