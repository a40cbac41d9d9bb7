import { sql } from 'drizzle-orm';
import { UUID_KEEP_DAYS } from '../../lib/constants';
import type { Db } from '../db/client';
import { visitorIntroductions, visitors } from '../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Registers a uuid, or refreshes it: kept UUID_KEEP_DAYS (7300) from the latest registration. */
export async function registerVisitorUuid(db: Db, uuid: string, source: string, now = new Date()) {
  const expiresAt = new Date(now.getTime() + UUID_KEEP_DAYS * DAY_MS).toISOString();
  const seen = now.toISOString();
  await db
    .insert(visitors)
    .values({ uuid, source, firstSeenAt: seen, lastSeenAt: seen, expiresAt })
    .onConflictDoUpdate({
      target: visitors.uuid,
      // An expired uuid starts over as a new visitor: its old account link is dropped.
      set: {
        lastSeenAt: seen,
        expiresAt,
        userId: sql`CASE WHEN ${visitors.expiresAt} < ${seen} THEN NULL ELSE ${visitors.userId} END`,
        firstSeenAt: sql`CASE WHEN ${visitors.expiresAt} < ${seen} THEN ${seen}::timestamptz ELSE ${visitors.firstSeenAt} END`,
      },
    });
  return { uuid, registered: true as const, expires_at: expiresAt };
}

export async function recordIntroduction(
  db: Db,
  input: { uuid: string; referrer?: string; landing_path?: string; utm_source?: string; utm_medium?: string; utm_campaign?: string; utm_content?: string; utm_term?: string },
) {
  await db.insert(visitorIntroductions).values({
    uuid: input.uuid,
    referrer: input.referrer ?? '',
    landingPath: input.landing_path ?? '',
    utmSource: input.utm_source ?? null,
    utmMedium: input.utm_medium ?? null,
    utmCampaign: input.utm_campaign ?? null,
    utmContent: input.utm_content ?? null,
    utmTerm: input.utm_term ?? null,
  });
  return { ok: true as const };
}
