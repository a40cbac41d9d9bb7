import { BRIDE_EDIT_MSG, PHOTO_LONG_SIDE, PHOTO_MAX_BYTES, PHOTO_MAX_PIXELS } from '../../api/contract/brideEditorLimits';
import { REVIEW_MSG, REVIEW_PHOTO_BYTES } from '../../api/contract/memberReviewLimits';
import { GIFT_MSG, RECEIPT_BYTES } from '../../api/contract/giftTickets';
import type { UploadPurpose } from '../db/schema/uploads';
import type { ImageFormat } from './sniff';

/**
 * The rules one kind of upload follows through the pipeline. The endpoint's multipart limit
 * (`upload.maxBytes` in its contract) must be the same `maxBytes`, so an oversized file is cut
 * off while it streams in.
 */
export interface UploadPolicy {
  purpose: UploadPurpose;
  /** Formats accepted, recognised by their first bytes (never by name or declared type). */
  formats: readonly ImageFormat[];
  maxBytes: number;
  /** Refused from the header alone, before decoding (decompression bombs). */
  maxPixels: number;
  /** The stored JPEG's long side at most. */
  longSide: number;
  quality: number;
  /** Visible to anyone once stored (album and hall photos); else to the owner and staff until published. */
  publicOnStore: boolean;
  messages: {
    /** Not one of `formats` (415). */
    type: string;
    /** Unreadable although it looked like one (400). */
    broken: string;
    /** Over `maxPixels` (413). */
    pixels: string;
    /** A HEIC file libheif cannot read (400); `broken` when unset. */
    heic?: string;
  };
}

const photoMessages = { type: BRIDE_EDIT_MSG.photoType, broken: BRIDE_EDIT_MSG.photoBroken, pixels: BRIDE_EDIT_MSG.photoPixels, heic: BRIDE_EDIT_MSG.heicUnsupported };

/** A bride's album photo: phones' formats, HEIC included. */
export const ALBUM_PHOTO: UploadPolicy = {
  purpose: 'album',
  formats: ['jpeg', 'png', 'webp', 'heic'],
  maxBytes: PHOTO_MAX_BYTES,
  maxPixels: PHOTO_MAX_PIXELS,
  longSide: PHOTO_LONG_SIDE,
  quality: 84,
  publicOnStore: true,
  messages: photoMessages,
};

/** A partner's hall photo (the partners' console): the same rules as a bride's album photo. */
export const HALL_PHOTO: UploadPolicy = { ...ALBUM_PHOTO, purpose: 'hall' };

/** Review photos and receipts: the common formats, smaller, private until published (receipts: always). */
const SMALL_IMAGE = { formats: ['jpeg', 'png', 'webp'] as const, maxPixels: 40_000_000, longSide: 1600, quality: 82, publicOnStore: false };

/** A review's photo: public once the review is published. */
export const REVIEW_PHOTO: UploadPolicy = {
  ...SMALL_IMAGE,
  purpose: 'review',
  maxBytes: REVIEW_PHOTO_BYTES,
  messages: { type: REVIEW_MSG.photo, broken: REVIEW_MSG.photo, pixels: REVIEW_MSG.photo },
};

/** A receipt for a gift application: only what its message says (JPEG, PNG, WebP), seen by her and staff. */
export const RECEIPT: UploadPolicy = {
  ...SMALL_IMAGE,
  purpose: 'receipt',
  maxBytes: RECEIPT_BYTES,
  messages: { type: GIFT_MSG.receiptImage, broken: GIFT_MSG.receiptImage, pixels: GIFT_MSG.receiptImage },
};
