import type { Db } from '../../../server/db/client';
import { brideReports, halls, magazinePosts, users } from '../../../server/db/schema';
import { createSession, SESSION_COOKIE } from '../../../server/accounts/sessions';
import { CSRF_COOKIE, makeCsrfToken, PRESESSION_COOKIE } from '../../../server/http/csrf';

export interface Member {
  userId: number;
  sessionId: string;
}

let seq = 0;

export async function insertMember(db: Db, nickname = 'はなこ'): Promise<Member> {
  seq += 1;
  const [u] = await db.insert(users).values({ email: `clips-${Date.now()}-${seq}@example.jp`, passwordHash: 'x', nickname, emailVerifiedAt: new Date().toISOString() }).returning();
  return { userId: u.id, sessionId: await createSession(db, u.id, 'jest') };
}

/** More halls in the minimal hall's prefecture (13 must exist). */
export async function insertHalls(db: Db, n: number): Promise<number[]> {
  const rows = await db
    .insert(halls)
    .values(
      Array.from({ length: n }, (_, i) => ({
        name: `クリップテスト迎賓館${i + 1}`,
        shortName: `クリップ${i + 1}`,
        slug: `clip-test-${i + 1}`,
        areaSlug: 'tokyo',
        prefectureId: 13,
        address: '東京都港区1-1',
        tel: '03-0000-0000',
        lat: 35.6,
        lng: 139.7,
        cost: 3000000,
        priceMin: 2000000,
        priceMax: 3000000,
        capacityMin: 10,
        capacityMax: 80,
        serviceId: 3,
      })),
    )
    .returning({ id: halls.id });
  return rows.map((r) => r.id);
}

export async function insertArticle(db: Db, status: 'publish' | 'draft' = 'publish'): Promise<number> {
  const now = new Date().toISOString();
  const [p] = await db.insert(magazinePosts).values({ title: '花嫁さんの準備リスト', content: '<p>本文</p>', status, publishedAt: now, modifiedAt: now }).returning();
  return p.id;
}

/** A member with a bride report at the hall; the report's id is her user id. */
export async function insertBrideReport(db: Db, hallId: number): Promise<number> {
  const writer = await insertMember(db, 'さくら');
  await db.insert(brideReports).values({
    userId: writer.userId,
    hallId,
    receptionPlace: 'クリップテスト迎賓館',
    prefectureId: 13,
    weddingDate: '2025-10-11',
    season: 'autumn',
    guestCount: 60,
    totalCost: 3200000,
    style: 'ceremony_reception',
    taste: 'ナチュラル',
    title: 'ガーデンでの秋の結婚式',
  });
  return writer.userId;
}

/** Cookies and header of a visitor (signed in with `sessionId`, or anonymous) whose CSRF token is valid. */
export function headersFor(member?: Member | null): Record<string, string> {
  const binding = member?.sessionId ?? 'presession-for-clip-tests';
  const token = makeCsrfToken(binding);
  const cookies = [member ? `${SESSION_COOKIE}=${member.sessionId}` : `${PRESESSION_COOKIE}=${binding}`, `${CSRF_COOKIE}=${token}`];
  return { cookie: cookies.join('; '), 'x-csrf-token': token };
}

export interface CallOptions {
  as?: Member | null;
  body?: Record<string, unknown>;
  /** Send the body form-encoded (love calls, §7). */
  form?: boolean;
}

export async function call(base: string, method: string, path: string, opts: CallOptions = {}): Promise<{ status: number; body: any; headers: Headers }> {
  const headers: Record<string, string> = headersFor(opts.as);
  let body: string | undefined;
  if (opts.body) {
    if (opts.form) {
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(opts.body)) (Array.isArray(v) ? v : [v]).forEach((x) => params.append(k, String(x)));
      body = params.toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    } else {
      body = JSON.stringify(opts.body);
      headers['content-type'] = 'application/json';
    }
  }
  const res = await fetch(base + path, { method, headers, body });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
}
