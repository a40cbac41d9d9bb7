import { z } from 'zod';
import { endpoint, flag, id, intParam, multi, page, paginated } from './define';
import { hallSummary } from './halls';
import { CLIP_PER_PAGE, NOTE_MAX, COMMENT_MAX, COMMENTER_NAME_MAX, BULK_IDS_MAX, COMPARE_MAX, CLIP_MSG, sharedListPath } from './clipLimits';

// ---------- limits and wording shared by the forms and the server (zod-free, in clipLimits.ts) ----------

export { CLIP_PER_PAGE, NOTE_MAX, COMMENT_MAX, COMMENTER_NAME_MAX, BULK_IDS_MAX, COMPARE_MAX, CLIP_MSG };

const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);

/** Free text: NFC-normalised, trimmed, control characters (except newlines) removed. */
const cleanText = (v: unknown) =>
  typeof first(v) === 'string' ? (first(v) as string).normalize('NFC').replace(/[\u0000-\u0009\u000B-\u001F\u007F]/g, '').replace(/\r\n?/g, '\n').trim() : first(v);

const idList = (max = BULK_IDS_MAX) => multi(id()).pipe(z.array(z.number()).max(max, CLIP_MSG.tooManyIds));
const perPage = () => intParam({ min: 1, max: 100, default: CLIP_PER_PAGE }).pipe(z.number());
const pageNo = () => page().pipe(z.number());

// ---------- shapes ----------

export const hallClipComment = z.object({
  id: z.number(),
  hall_clip_id: z.number(),
  /** The name the commenter gave (「母」), or the member's nickname. */
  name: z.string(),
  comment: z.string(),
  /** Written by the owner of the list. */
  is_owner: z.boolean(),
  created_at: z.string(),
});
export type HallClipComment = z.infer<typeof hallClipComment>;

/** The spec's Hall clip (§3) with the hall as cards show it and the comments on it. */
export const hallClip = z.object({
  id: z.number(),
  hall_id: z.number(),
  user_id: z.number(),
  note: z.string(),
  /** The note shows on her shared lists only when she chose so; otherwise it is hers alone. */
  note_shared: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  hall: hallSummary,
  comments: z.array(hallClipComment),
});
export type HallClip = z.infer<typeof hallClip>;

/** A hall clip as a shared list shows it: no owner id. */
export const sharedHallClip = hallClip.omit({ user_id: true });
export type SharedHallClip = z.infer<typeof sharedHallClip>;

/** The spec's Hall clip share (§3): its hash is the link. */
export const hallClipShare = z.object({
  id: z.number(),
  hash: z.string(),
  /** The page anyone with the link can open. */
  url: z.string(),
  hall_clip_ids: z.array(z.number()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type HallClipShare = z.infer<typeof hallClipShare>;

export { sharedListPath };

// ---------- hall clips (§7 "Hall clips") ----------

const clippedState = z.object({ hall_id: z.number(), clipped: z.boolean() });

/** POST: clips a hall; clipping it again answers the same clip (idempotent). */
export const addHallClip = endpoint({
  method: 'POST',
  path: '/api/wn/hall_clips',
  input: z.object({ hall_id: z.preprocess(first, id()) }),
  output: clippedState.extend({ hall_clip: hallClip.omit({ hall: true, comments: true }), created: z.boolean() }),
  auth: 'user',
});

/**
 * DELETE by hall id; deleting a hall that is not clipped is not an error (removed: false). The spec
 * edits a clip by its own id on the same path (updateHallClip): the parameter shares its name, `id`,
 * so that /api/openapi.json has one path there (OpenAPI forbids two templates that differ only in
 * their parameters' names), and says which id each method takes.
 */
export const deleteHallClip = endpoint({
  method: 'DELETE',
  path: '/api/wn/hall_clips/:id',
  input: z.object({ id: id().describe('式場ID（この削除ではクリップのIDではなく式場のID）') }),
  output: clippedState.extend({ removed: z.boolean() }),
  auth: 'user',
});

/** The member's clipped halls, newest first, 30 a page (§9); hall_ids narrows it (the comparison). */
export const listHallClips = endpoint({
  method: 'GET',
  path: '/api/wn/hall_clips',
  input: z.object({ page: pageNo(), per_page: perPage(), hall_ids: idList().optional() }),
  output: paginated(hallClip),
  auth: 'user',
});

/**
 * Which of hall_ids the member clipped: an array of hall ids (§7). No ids (or only empty
 * values) answer []; a value that is not a positive integer is a 400.
 */
export const bulkHallClips = endpoint({
  method: 'GET',
  path: '/api/wn/hall_clips/bulk',
  input: z.object({ hall_ids: idList() }),
  output: z.array(z.number()),
  auth: 'user',
});

export const countHallClips = endpoint({
  method: 'GET',
  path: '/api/wn/hall_clips/count',
  input: z.object({}),
  output: z.object({ count: z.number() }),
  auth: 'user',
});

export const noteField = z.preprocess(cleanText, z.string({ error: CLIP_MSG.noteLength }).max(NOTE_MAX, CLIP_MSG.noteLength));

/** PATCH the note of one of the member's clips (by clip id), and whether shared lists show it; another member's clip is 404. */
export const updateHallClip = endpoint({
  method: 'PATCH',
  path: '/api/wn/hall_clips/:id', invalidates: ['hall_clip_shares'],
  input: z.object({ id: id().describe('クリップID'), note: noteField, note_shared: flag() }),
  output: hallClip,
  auth: 'user',
});

// ---------- shares and comments ----------

/** POST: a new share of the given clips (all of the member's clips when none are given). */
export const createHallClipShare = endpoint({
  method: 'POST',
  path: '/api/wn/hall_clip_shares', invalidates: ['hall_clip_shares'],
  input: z.object({ hall_clip_ids: idList().optional() }),
  output: hallClipShare,
  auth: 'user',
});

/** PATCH: which clips the share shows (hall_clip_ids repeated); only the member's own clips. */
export const updateHallClipShare = endpoint({
  method: 'PATCH',
  path: '/api/wn/hall_clip_shares/:id', invalidates: ['hall_clip_shares'],
  input: z.object({ id: id(), hall_clip_ids: idList() }),
  output: hallClipShare,
  auth: 'user',
});

/**
 * DELETE: revokes one of her shares: its link stops working at once (404 to anyone holding it),
 * with the comments left on it. Only the owner; another member's share is 404.
 */
export const deleteHallClipShare = endpoint({
  method: 'DELETE',
  path: '/api/wn/hall_clip_shares/:id', invalidates: ['hall_clip_shares'],
  input: z.object({ id: id() }),
  output: z.object({ id: z.number(), removed: z.literal(true) }),
  auth: 'user',
});

const hashParam = z.preprocess(first, z.string().max(200));

/** The shared list by its hash, for anyone holding the link (no account). */
export const getSharedList = endpoint({
  method: 'GET',
  path: '/api/wn/hall_clip_shares/hash/:hash',
  input: z.object({ hash: hashParam }),
  output: z.object({
    hash: z.string(),
    owner_nickname: z.string(),
    hall_clip_count: z.number(),
    created_at: z.string(),
    updated_at: z.string(),
    /** The visitor is the owner of the list. */
    is_owner: z.boolean(),
  }),
  auth: 'optional',
  personal: true,
});

export const getSharedHallClips = endpoint({
  method: 'GET',
  path: '/api/wn/hall_clip_shares/hash/:hash/hall_clips',
  input: z.object({ hash: hashParam, page: pageNo(), per_page: perPage() }),
  output: paginated(sharedHallClip),
  auth: 'optional',
  personal: true,
});

export const commentField = z.preprocess(
  cleanText,
  z.string({ error: CLIP_MSG.commentRequired }).min(1, CLIP_MSG.commentRequired).max(COMMENT_MAX, CLIP_MSG.commentLength),
);

export const commenterNameField = z.preprocess(
  (v) => (typeof first(v) === 'string' ? (cleanText(v) as string).normalize('NFKC').replace(/\s+/g, ' ') : first(v)),
  z.string({ error: CLIP_MSG.nameRequired }).min(1, CLIP_MSG.nameRequired).max(COMMENTER_NAME_MAX, CLIP_MSG.nameLength),
);

/**
 * A comment on one clip of a shared list. Without an account the commenter gives a name
 * (「母」); a member may leave it out and is shown by nickname.
 */
export const addHallClipComment = endpoint({
  method: 'POST',
  path: '/api/wn/hall_clip_comments', invalidates: ['hall_clip_shares'],
  input: z.object({
    hash: hashParam,
    hall_clip_id: z.preprocess(first, id()),
    comment: commentField,
    name: commenterNameField.optional(),
  }),
  output: hallClipComment,
  auth: 'optional',
  rateLimit: 'form',
});

/** The member's clips that can go into a share, and the shares made so far. */
export const shareableHallClips = endpoint({
  method: 'GET',
  path: '/api/wn/shareable_hall_clips',
  input: z.object({}),
  output: z.object({
    items: z.array(z.object({ hall_clip_id: z.number(), hall_id: z.number(), hall_name: z.string(), cover_image_url: z.string().nullable(), created_at: z.string() })),
    shares: z.array(hallClipShare),
  }),
  auth: 'user',
});

/** The member's planning summary (カルテ). */
export const userKarte = endpoint({
  method: 'GET',
  path: '/api/wn/user_karte/',
  input: z.object({}),
  output: z.object({
    user_id: z.number(),
    hall_clip_count: z.number(),
    article_clip_count: z.number(),
    bride_report_clip_count: z.number(),
    share_count: z.number(),
    comment_count: z.number(),
    reservation_count: z.number(),
    last_clipped_at: z.string().nullable(),
  }),
  auth: 'user',
});

// ---------- article and bride report clips (clip_count, is_clipped) ----------

export const clipState = z.object({ id: z.number(), clip_count: z.number(), is_clipped: z.boolean() });
export type ClipState = z.infer<typeof clipState>;

export const addArticleClip = endpoint({
  method: 'POST',
  path: '/api/wn/article_clips',
  input: z.object({ article_id: z.preprocess(first, id()) }),
  output: clipState,
  auth: 'user',
});

export const deleteArticleClip = endpoint({
  method: 'DELETE',
  path: '/api/wn/article_clips/:articleId',
  input: z.object({ articleId: id() }),
  output: clipState,
  auth: 'user',
});

/** Counts for anyone; is_clipped for the signed-in member. Unknown ids are left out. */
export const articleClipStates = endpoint({
  method: 'GET',
  path: '/api/wn/article_clips/status',
  input: z.object({ article_ids: idList() }),
  output: z.array(clipState),
  auth: 'optional',
  personal: true,
});

export const clippedArticle = z.object({
  article_id: z.number(),
  url: z.string(),
  title: z.string(),
  thumbnail: z.string(),
  category_name: z.string(),
  clip_count: z.number(),
  clipped_at: z.string(),
});
export type ClippedArticle = z.infer<typeof clippedArticle>;

export const listArticleClips = endpoint({
  method: 'GET',
  path: '/api/wn/article_clips',
  input: z.object({ page: pageNo(), per_page: perPage() }),
  output: paginated(clippedArticle),
  auth: 'user',
});

export const addBrideReportClip = endpoint({
  method: 'POST',
  path: '/api/wn/bride_report_clips',
  input: z.object({ bride_report_id: z.preprocess(first, id()) }),
  output: clipState,
  auth: 'user',
});

export const deleteBrideReportClip = endpoint({
  method: 'DELETE',
  path: '/api/wn/bride_report_clips/:reportId',
  input: z.object({ reportId: id() }),
  output: clipState,
  auth: 'user',
});

export const brideReportClipStates = endpoint({
  method: 'GET',
  path: '/api/wn/bride_report_clips/status',
  input: z.object({ bride_report_ids: idList() }),
  output: z.array(clipState),
  auth: 'optional',
  personal: true,
});

export const clippedBrideReport = z.object({
  /** The report's id: its member's user id. */
  bride_report_id: z.number(),
  hall_id: z.number().nullable(),
  report_url: z.string(),
  hall_name: z.string(),
  nickname: z.string(),
  title: z.string(),
  cover_image_url: z.string(),
  wedding_date: z.string(),
  clip_count: z.number(),
  clipped_at: z.string(),
});
export type ClippedBrideReport = z.infer<typeof clippedBrideReport>;

export const listBrideReportClips = endpoint({
  method: 'GET',
  path: '/api/wn/bride_report_clips',
  input: z.object({ page: pageNo(), per_page: perPage() }),
  output: paginated(clippedBrideReport),
  auth: 'user',
});
