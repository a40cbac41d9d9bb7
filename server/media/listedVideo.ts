import { and, eq } from 'drizzle-orm';
import { getDb } from '../db/client';
import { hallVideos } from '../db/schema';

/**
 * Whether a hall video row points at this clip. The media route makes a clip only for a listed
 * video, so nobody can fill the disk by asking for clips of every number.
 */
export async function isListedVideo(hallId: number, videoUrl: string): Promise<boolean> {
  const db = await getDb();
  const rows = await db.select({ id: hallVideos.id }).from(hallVideos).where(and(eq(hallVideos.hallId, hallId), eq(hallVideos.videoUrl, videoUrl))).limit(1);
  return rows.length > 0;
}
