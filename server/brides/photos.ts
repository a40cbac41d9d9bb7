import { BRIDE_PHOTO_SECTION_LABELS, BRIDE_PHOTO_SECTIONS, type BridePhotoSection } from '../../lib/brides/vocabulary';
import type { BridePhoto } from '../../api/contract/brides';
import type { userAlbumPhotos } from '../db/schema';

export function orientationOf(w: number, h: number): BridePhoto['orientation'] {
  return w === h ? 'square' : w > h ? 'landscape' : 'portrait';
}

export function sectionOf(value: string): BridePhotoSection {
  return (BRIDE_PHOTO_SECTIONS as readonly string[]).includes(value) ? (value as BridePhotoSection) : 'other';
}

type PhotoRow = Pick<typeof userAlbumPhotos.$inferSelect, 'id' | 'photoUrl' | 'caption' | 'width' | 'height' | 'uploadedAt' | 'section'>;

/** A photo in the spec's Album.photo_list shape, with its section. */
export function toBridePhoto(p: PhotoRow): BridePhoto {
  const section = sectionOf(p.section);
  return {
    id: p.id,
    photo_url: p.photoUrl,
    caption: p.caption,
    width: p.width,
    height: p.height,
    orientation: orientationOf(p.width, p.height),
    uploaded_at: new Date(p.uploadedAt).toISOString(),
    section,
    section_label: BRIDE_PHOTO_SECTION_LABELS[section],
  };
}
