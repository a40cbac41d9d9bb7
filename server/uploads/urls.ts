/** A member's (or partner's) photo as the site links it: /media/uploads/<user id>/<token>.jpg. */
export const photoUploadUrl = (userId: number, token: string) => `/media/uploads/${userId}/${token}.jpg`;

/** Review photos and receipts: /api/uploads/<id> (each request checks who asks). */
export const apiUploadUrl = (id: number) => `/api/uploads/${id}`;

const PHOTO_PATH = /^uploads\/([1-9]\d{0,9})\/([a-f0-9]{32})\.jpg$/;

export interface PhotoUploadRef {
  userId: number;
  token: string;
}

/** Parses `uploads/<user id>/<token>.jpg` (with or without /media/ before it), or null when it is not one. */
export function parsePhotoUploadPath(p: string): PhotoUploadRef | null {
  const m = PHOTO_PATH.exec(p.replace(/^\/+/, '').replace(/^media\//, ''));
  return m ? { userId: Number(m[1]), token: m[2] } : null;
}

/** The upload tokens among these photo URLs (others, such as seeded media, are skipped). */
export const uploadTokensOf = (urls: string[]) => urls.map((u) => parsePhotoUploadPath(u)?.token).filter((t): t is string => !!t);
