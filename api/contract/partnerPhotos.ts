import { z } from 'zod';
import { endpoint, id, isUploadedFile, ok, type UploadedFile } from './define';
import { cleanText } from './memberReviews';
import { PHOTO_MAX_BYTES } from './brideEditorLimits';
import { HALL_PHOTOS_MAX, PARTNER_MSG, PHOTO_CAPTION_MAX } from './partnerLabels';
import { PHOTO_SECTIONS } from '../../lib/constants';

// ---------- the partners' console: the hall's official photos ----------
// Uploaded by section through the same pipeline as brides' photos (server/uploads: JPEG, PNG, WebP,
// HEIC by their bytes; EXIF gone; size, pixel and count limits), with captions, a cover and an order.

const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);
const section = z.preprocess(first, z.enum(PHOTO_SECTIONS, { error: PARTNER_MSG.photoSection }));
const caption = z.preprocess((v) => (v === undefined || v === null ? '' : cleanText(v)), z.string({ error: PARTNER_MSG.photoCaption }).max(PHOTO_CAPTION_MAX, PARTNER_MSG.photoCaption));

export const partnerPhoto = z.object({
  id: z.number(),
  section: z.enum(PHOTO_SECTIONS),
  section_label: z.string(),
  image_url: z.string(),
  caption: z.string(),
  width: z.number(),
  height: z.number(),
  is_cover: z.boolean(),
});
export type PartnerPhoto = z.infer<typeof partnerPhoto>;

const list = z.object({ items: z.array(partnerPhoto), max: z.number() });

export const listPartnerPhotos = endpoint({
  method: 'GET',
  path: '/api/partner/halls/:hall_id/photos',
  input: z.object({ hall_id: id() }),
  output: list,
  auth: 'user',
});

/** Multipart: `photo` (JPEG, PNG, WebP or HEIC), `section`, optional `caption`. */
export const uploadPartnerPhoto = endpoint({
  method: 'POST',
  path: '/api/partner/halls/:hall_id/photos',
  input: z.object({
    hall_id: id(),
    /** A File in the browser; on the server, the file the multipart body carried. */
    photo: z.custom<UploadedFile | Blob>((v) => isUploadedFile(v) && v.data.length > 0, { error: '写真を選択してください' }),
    section,
    caption,
  }),
  output: z.object({ photo: partnerPhoto }),
  auth: 'user',
  body: 'multipart',
  upload: { files: 1, maxBytes: PHOTO_MAX_BYTES },
  rateLimit: 'upload',
});

/** A caption, and/or this photo as the hall's cover (`is_cover: true`). */
export const updatePartnerPhoto = endpoint({
  method: 'PATCH',
  path: '/api/partner/halls/:hall_id/photos/:photo_id',
  input: z.object({
    hall_id: id(),
    photo_id: id(),
    caption: caption.optional(),
    is_cover: z.preprocess(first, z.literal(true, { error: PARTNER_MSG.flag }).optional()),
  }),
  output: z.object({ photo: partnerPhoto }),
  auth: 'user',
  body: 'json',
});

export const deletePartnerPhoto = endpoint({
  method: 'DELETE',
  path: '/api/partner/halls/:hall_id/photos/:photo_id',
  input: z.object({ hall_id: id(), photo_id: id() }),
  output: ok,
  auth: 'user',
  body: 'json',
});

/** A section's photos in their new order (every photo of the section, once). */
export const orderPartnerPhotos = endpoint({
  method: 'PUT',
  path: '/api/partner/halls/:hall_id/photos/order',
  input: z.object({ hall_id: id(), section, photo_ids: z.array(id(), { error: PARTNER_MSG.photoOrder }).min(1, PARTNER_MSG.photoOrder).max(HALL_PHOTOS_MAX, PARTNER_MSG.photoOrder) }),
  output: list,
  auth: 'user',
  body: 'json',
});
