/**
 * The upload pipeline and store: every image a member or partner uploads (album photos, review
 * photos, receipts, hall photos) goes through it, so they share one set of checks and one place.
 *
 *   const image = await cleanImage(file.data, ALBUM_PHOTO);
 *     // format by its magic bytes (the policy's formats only), size, pixel count from the header,
 *     // decoded a few at a time per instance (503 beyond), upright, bounded, a fresh JPEG without EXIF/GPS
 *   const photo = await storeUpload(db, image, { userId, policy: ALBUM_PHOTO }, async (tx, stored) => {
 *     // same transaction: lock and check a limit, insert the row that refers to it; a throw keeps nothing
 *     return tx.insert(…).values({ url: photoUploadUrl(stored.userId, stored.token), … });
 *   });
 *   await removeUploads(db, { tokens: [token] });     // rows and their bucket objects
 *   const file = await findUpload(db, { token });     // serving: mayView(file, viewer), then file.body()
 *
 * Where the bytes live: in PostgreSQL (the `uploads` row) by default, or in an S3-compatible bucket
 * when S3_BUCKET is set (objectStore.ts; docs/deploy.md). Either way every instance sees them.
 * Endpoints that take a file declare `upload: { files, maxBytes }` with the policy's maxBytes, and
 * an `authorize` on their route so that who may upload is settled before the body is read.
 */
export { cleanImage, type CleanImage } from './decode';
export { ALBUM_PHOTO, HALL_PHOTO, RECEIPT, REVIEW_PHOTO, type UploadPolicy } from './policies';
export { sniffImage, type ImageFormat } from './sniff';
export { storeUpload, storeUploads, removeUploads, deleteUploadRows, dropObjects, findUpload, mayView, type DroppedObjects, type StoredUpload, type UploadFile, type Viewer } from './store';
export { photoUploadUrl, apiUploadUrl, parsePhotoUploadPath, uploadTokensOf, type PhotoUploadRef } from './urls';
