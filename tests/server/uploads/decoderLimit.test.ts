import sharp from 'sharp';
import { HttpError } from '../../../server/http/errors';
import { ALBUM_PHOTO, RECEIPT, REVIEW_PHOTO, cleanImage } from '../../../server/uploads';
import { BUSY_MESSAGE } from '../../../server/uploads/decode';

/**
 * Receipts and review photos are decoded by the album photos' own limiter (two at a time per
 * instance, sixteen waiting, the rest told to retry): the probe found receipts decoded without any
 * limit. Twenty uploads started at once, whatever their kind: eighteen are decoded, the last two
 * are refused with 503 before a pixel is decoded.
 */
it('decodes receipts and review photos within the one limit album photos have', async () => {
  const jpeg = new Uint8Array(await sharp({ create: { width: 64, height: 48, channels: 3, background: '#d8c3a5' } }).jpeg().toBuffer());
  const kinds = [...Array.from({ length: 9 }, () => ALBUM_PHOTO), ...Array.from({ length: 9 }, () => REVIEW_PHOTO), RECEIPT, RECEIPT];
  const settled = await Promise.allSettled(kinds.map((policy) => cleanImage(jpeg, policy)));
  const outcome = settled.map((s, i) => `${kinds[i].purpose}:${s.status === 'fulfilled' ? 'ok' : (s.reason as HttpError).status}`);
  expect(outcome).toEqual([...Array.from({ length: 9 }, () => 'album:ok'), ...Array.from({ length: 9 }, () => 'review:ok'), 'receipt:503', 'receipt:503']);
  const refused = settled[19] as PromiseRejectedResult;
  expect(refused.reason).toBeInstanceOf(HttpError);
  expect((refused.reason as HttpError).message).toBe(BUSY_MESSAGE);
  // The limit frees its places: the receipt sent again is decoded.
  await expect(cleanImage(jpeg, RECEIPT)).resolves.toMatchObject({ contentType: 'image/jpeg', width: 64, height: 48 });
});
