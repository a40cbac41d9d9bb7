import type { IncomingMessage } from 'node:http';
import { getDb } from '../db/client';
import { findUpload, mayView, parsePhotoUploadPath, type Viewer } from '../uploads';
import { ANONYMOUS, viewerOf } from '../uploads/viewer';
import { bridePhotoOwner } from './knownMedia';
import { mediaKey, parseMediaPath } from './mediaPath';
import { renderMedia } from './render';

/**
 * A member's photo can be taken back (she goes private, deletes it): caches may keep it but ask
 * again before every use (a 304 when nothing changed), so it stops working for everyone at once.
 * No year-long immutable caching.
 */
export const REVOCABLE_CACHE = 'public, no-cache';
/** What only its owner (or staff) may see. */
export const OWNER_ONLY_CACHE = 'private, no-store';
/** Uploads that are simply public (a partner's hall photo). */
const PUBLIC_UPLOAD_CACHE = 'public, max-age=86400';

export interface MemberImage {
  cacheControl: string;
  etag: string;
  /** The JPEG: the upload's bytes, or the drawn demo photo; null when the store lost it. */
  load(): Promise<Buffer | null>;
}

/** Whether anyone may see it, else whether this viewer may: her own, or staff where the rules allow. */
async function decide(req: IncomingMessage, anyone: boolean, mayThisViewer: (v: Viewer) => boolean): Promise<'public' | 'owner' | 'no'> {
  if (anyone) return 'public';
  return mayThisViewer(await viewerOf(req, await getDb())) ? 'owner' : 'no';
}

/**
 * A member's photo behind a same-site path, checked at every request: `undefined` when the path is
 * not a member's photo at all, null when it names none this request may see (answered 404, as for
 * a made-up path), else how to answer it.
 *   /media/uploads/<user id>/<token>.jpg  an uploaded album (or hall) photo
 *   /media/brides/a<album>/<section>/<n>.jpg  a generated demo album photo, which stands for one
 */
export async function memberImage(pathname: string, req: IncomingMessage): Promise<MemberImage | null | undefined> {
  const upload = parsePhotoUploadPath(pathname);
  if (upload) {
    const file = await findUpload(await getDb(), { token: upload.token });
    if (!file || file.userId !== upload.userId || (file.purpose !== 'album' && file.purpose !== 'hall')) return null;
    const seen = await decide(req, mayView(file, ANONYMOUS), (v) => mayView(file, v));
    if (seen === 'no') return null;
    const cacheControl = seen === 'owner' ? OWNER_ONLY_CACHE : file.purpose === 'album' ? REVOCABLE_CACHE : PUBLIC_UPLOAD_CACHE;
    return { cacheControl, etag: `"u-${file.token}"`, load: () => file.body() };
  }
  const ref = parseMediaPath(pathname);
  if (ref?.kind === 'brides') {
    const owner = await bridePhotoOwner(ref);
    if (!owner) return null;
    const seen = await decide(req, !owner.isPrivate, (v) => v.userId === owner.userId);
    if (seen === 'no') return null;
    return { cacheControl: seen === 'owner' ? OWNER_ONLY_CACHE : REVOCABLE_CACHE, etag: `"b-${Buffer.from(mediaKey(ref)).toString('base64url')}"`, load: () => renderMedia(ref) };
  }
  return undefined;
}
