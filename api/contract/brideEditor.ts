import { z } from 'zod';
import { endpoint, id, isUploadedFile, ok, type UploadedFile } from './define';
import { album, bridePhoto, brideTagRef } from './brides';
import { BRIDE_PHOTO_SECTIONS, BRIDE_STYLES } from '../../lib/brides/vocabulary';
import { BRIDE_EDIT_MSG, TITLE_MAX, ADVICE_MAX, CAPTION_MAX, ALBUM_TITLE_MAX, THEME_TAGS_MAX, PHOTO_MAX_BYTES, PHOTO_MAX_PIXELS, PHOTOS_PER_ALBUM_MAX, ALBUMS_MAX, PHOTO_LONG_SIDE } from './brideEditorLimits';

// ---------- wording and limits shared by the editor form and the server (zod-free, in brideEditorLimits.ts) ----------

export { BRIDE_EDIT_MSG, TITLE_MAX, ADVICE_MAX, CAPTION_MAX, ALBUM_TITLE_MAX, THEME_TAGS_MAX, PHOTO_MAX_BYTES, PHOTO_MAX_PIXELS, PHOTOS_PER_ALBUM_MAX, ALBUMS_MAX, PHOTO_LONG_SIDE };

const text = (v: unknown) => (Array.isArray(v) ? v[0] : v);
/** Trimmed text without control characters (NUL and friends are refused, line breaks kept). */
const cleanText = (required: string, max: number, tooLong: string) =>
  z.preprocess(
    (v) => (typeof text(v) === 'string' ? (text(v) as string).normalize('NFC').trim() : text(v)),
    z.string({ error: required }).min(1, required).max(max, tooLong).refine((s) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(s), { error: '使えない文字が含まれています' }),
  );
const optionalText = (max: number, tooLong: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? '' : typeof text(v) === 'string' ? (text(v) as string).normalize('NFC').trim() : text(v)),
    z.string({ error: tooLong }).max(max, tooLong).refine((s) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(s), { error: '使えない文字が含まれています' }),
  );
const digits = (message: string, min: number, max: number, range: string) =>
  z.preprocess((v) => {
    const t = text(v);
    if (typeof t === 'string' && /^\d{1,9}$/.test(t.trim())) return Number(t);
    return t === '' ? undefined : t;
  }, z.number({ error: message }).int(message).min(min, range).max(max, range));

export const brideReportInput = z.object({
  title: cleanText(BRIDE_EDIT_MSG.titleRequired, TITLE_MAX, BRIDE_EDIT_MSG.titleLength),
  reception_place: cleanText(BRIDE_EDIT_MSG.placeRequired, 60, BRIDE_EDIT_MSG.placeLength),
  /** The hall, when the place is one of ours (optional). */
  hall_id: z.preprocess((v) => (v === '' || v === null ? undefined : text(v)), id().optional()),
  prefecture_slug: z.preprocess(text, z.string({ error: BRIDE_EDIT_MSG.prefectureSelect }).regex(/^[a-z0-9_-]{1,64}$/, BRIDE_EDIT_MSG.prefectureSelect)),
  wedding_date: z.preprocess(text, z.string({ error: BRIDE_EDIT_MSG.dateRequired }).regex(/^\d{4}-\d{2}-\d{2}$/, BRIDE_EDIT_MSG.dateRequired).refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().slice(0, 10) === d, { error: BRIDE_EDIT_MSG.dateRequired })),
  guest_count: digits(BRIDE_EDIT_MSG.guestsDigits, 1, 1000, BRIDE_EDIT_MSG.guestsRange),
  total_cost: digits(BRIDE_EDIT_MSG.guestsDigits, 0, 100_000_000, BRIDE_EDIT_MSG.costRange),
  style: z.preprocess(text, z.enum(BRIDE_STYLES, { error: BRIDE_EDIT_MSG.styleSelect })),
  taste: optionalText(20, BRIDE_EDIT_MSG.tasteLength),
  advice: optionalText(ADVICE_MAX, BRIDE_EDIT_MSG.adviceLength),
  theme_tag_ids: z.preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), z.array(id()).max(THEME_TAGS_MAX, BRIDE_EDIT_MSG.tagsMax)),
});
export type BrideReportInput = z.input<typeof brideReportInput>;

/** What the editor shows: her report (null before she writes one), her albums, her visibility. */
export const myBrideReport = z.object({
  report: z
    .object({
      title: z.string(),
      reception_place: z.string(),
      hall_id: z.number().nullable(),
      hall_name: z.string().nullable(),
      prefecture_slug: z.string(),
      wedding_date: z.string(),
      guest_count: z.number(),
      total_cost: z.number(),
      style: z.enum(BRIDE_STYLES),
      taste: z.string(),
      advice: z.string(),
      theme_tags: z.array(brideTagRef),
    })
    .nullable(),
  albums: z.array(album),
  is_private: z.boolean(),
  user_id: z.number(),
});
export type MyBrideReport = z.infer<typeof myBrideReport>;

// ---------- endpoints (the member's own, session only) ----------
// What each write changes in the public caches depends on her (private or not, her hall, her albums):
// the implementation marks it (server/brides/cacheFootprint.ts), so renaming an album drops her own
// pages only, never every bride list or hall.

export const getMyBrideReport = endpoint({ method: 'GET', path: '/api/my/bride_report', input: z.object({}), output: myBrideReport, auth: 'user' });

export const saveMyBrideReport = endpoint({ method: 'PUT', path: '/api/my/bride_report', input: brideReportInput, output: myBrideReport, auth: 'user', body: 'json', rateLimit: 'form' });

export const setMyVisibility = endpoint({
  method: 'PATCH',
  path: '/api/my/bride_report/visibility',
  input: z.object({ is_private: z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : text(v)), z.boolean({ error: '選択してください' })) }),
  output: z.object({ is_private: z.boolean() }),
  auth: 'user',
  body: 'json',
});

const albumTitle = cleanText(BRIDE_EDIT_MSG.albumTitleRequired, ALBUM_TITLE_MAX, BRIDE_EDIT_MSG.albumTitleLength);

export const createMyAlbum = endpoint({ method: 'POST', path: '/api/my/albums', input: z.object({ title: albumTitle }), output: album, auth: 'user', body: 'json', rateLimit: 'form' });

/** Rename an album and/or reorder its photos (photo_ids: every photo of the album, in the new order). */
export const updateMyAlbum = endpoint({
  method: 'PATCH',
  path: '/api/my/albums/:albumId',
  input: z.object({ albumId: id(), title: albumTitle.optional(), photo_ids: z.array(id()).max(PHOTOS_PER_ALBUM_MAX).optional() }),
  output: album,
  auth: 'user',
  body: 'json',
});

export const deleteMyAlbum = endpoint({ method: 'DELETE', path: '/api/my/albums/:albumId', input: z.object({ albumId: id() }), output: ok, auth: 'user' });

const section = z.preprocess((v) => (v === undefined || v === '' ? undefined : text(v)), z.enum(BRIDE_PHOTO_SECTIONS, { error: BRIDE_EDIT_MSG.sectionSelect }).optional());

/** Multipart: `photo` (JPEG, PNG, WebP or HEIC), optional caption and section. */
export const uploadMyPhoto = endpoint({
  method: 'POST',
  path: '/api/my/albums/:albumId/photos',
  input: z.object({
    albumId: id(),
    /** A File in the browser; on the server, the file the multipart body carried. */
    photo: z.custom<UploadedFile | Blob>((v) => isUploadedFile(v) && v.data.length > 0, { error: BRIDE_EDIT_MSG.photoRequired }),
    caption: optionalText(CAPTION_MAX, BRIDE_EDIT_MSG.captionLength),
    section,
  }),
  output: bridePhoto,
  auth: 'user',
  body: 'multipart',
  upload: { files: 1, maxBytes: PHOTO_MAX_BYTES },
  rateLimit: 'upload',
});

export const updateMyPhoto = endpoint({
  method: 'PATCH',
  path: '/api/my/photos/:photoId',
  input: z.object({ photoId: id(), caption: optionalText(CAPTION_MAX, BRIDE_EDIT_MSG.captionLength).optional(), section }),
  output: bridePhoto,
  auth: 'user',
  body: 'json',
});

export const deleteMyPhoto = endpoint({ method: 'DELETE', path: '/api/my/photos/:photoId', input: z.object({ photoId: id() }), output: ok, auth: 'user' });
