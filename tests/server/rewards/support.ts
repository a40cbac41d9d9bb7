import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../../server/db/client';
import { fairAttendances, reservations, users } from '../../../server/db/schema';
import { createSession } from '../../../server/accounts/sessions';
import { sessionWeddingToken } from '../../../server/rewards/weddingToken';
import { csrfHeaders, insertFair } from '../fairs/support';

export interface Member {
  userId: number;
  sessionId: string;
  /** The token the web session holds (X-Wedding-Token). */
  token: string;
}

export async function insertMember(db: Db, email: string, opts: { staff?: boolean; nickname?: string } = {}): Promise<Member> {
  const [u] = await db.insert(users).values({ email, passwordHash: 'x', nickname: opts.nickname ?? email.split('@')[0], isStaff: !!opts.staff, emailVerifiedAt: new Date().toISOString() }).returning();
  const sessionId = await createSession(db, u.id, 'jest');
  return { userId: u.id, sessionId, token: sessionWeddingToken(sessionId)! };
}

/** A reservation of `userId` for a fair on `holdAt` at the hall, optionally with the attendance confirmed. */
export async function reserveFair(db: Db, hallId: number, userId: number, holdAt: string, attended = true): Promise<number> {
  const { fairId } = await insertFair(db, { hallId, holdAt });
  const [r] = await db
    .insert(reservations)
    .values({
      fairId, hallId, slot: 1, holdTime: '10:00〜12:00', lastName: '佐藤', firstName: '美咲', lastNameKana: 'サトウ', firstNameKana: 'ミサキ',
      email: `r${userId}-${fairId}@example.com`, tel: '09012345678', gender: 'female', numberOfParticipants: 2, userId, cvDevice: 'mobile_web', fairSnapshot: { hall_id: hallId },
    })
    .returning();
  if (attended) await db.insert(fairAttendances).values({ reservationId: r.id, userId, hallId, fairDate: holdAt });
  return r.id;
}

export async function setStaff(db: Db, userId: number): Promise<void> {
  await db.update(users).set({ isStaff: true }).where(eq(users.id, userId));
}

/** An HTTP call as a member: session cookie, CSRF, and (unless `token: null`) the wedding token. */
export async function call(
  base: string,
  method: string,
  path: string,
  who: Member | null,
  opts: { json?: unknown; form?: FormData; token?: string | null } = {},
): Promise<{ status: number; body: any }> {
  const headers: Record<string, string> = who ? csrfHeaders(who.sessionId) : csrfHeaders();
  const token = opts.token === undefined ? who?.token : opts.token;
  if (token) headers['x-wedding-token'] = token;
  let body: BodyInit | undefined;
  if (opts.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.json);
  } else if (opts.form) body = opts.form;
  const res = await fetch(base + path, { method, headers, body });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** A JPEG that carries EXIF (camera, GPS-like comment) and an orientation tag. */
export async function jpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 32, channels: 3, background: '#c86464' } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'TestCam', Model: 'GPS 35.6,139.7' } } })
    .toBuffer();
}

export function form(fields: Record<string, string | Blob>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
}
