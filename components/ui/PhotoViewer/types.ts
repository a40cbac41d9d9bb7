/** One photo the viewer shows. `src` is a /media path, another same-site path or an allowed URL. */
export interface ViewerPhoto {
  src: string;
  /** The photo's own size in pixels (its aspect ratio lays out the slide before it loads). */
  width: number;
  height: number;
  alt: string;
  caption?: string | null;
}

export interface PhotoViewerProps {
  photos: readonly ViewerPhoto[];
  /** The photo shown; null keeps the viewer closed (and its code unloaded). */
  index: number | null;
  onClose: () => void;
  /** Told whenever the visitor moves to another photo (swipe, arrow key, button). */
  onIndexChange?: (index: number) => void;
}
