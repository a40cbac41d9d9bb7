import { sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { fairContents, fairSlots, fairs, halls, mailOutbox, reservations, users } from '../../../server/db/schema';
import { addDays, todayInJapan } from '../../../server/fairs/dates';
import { makeCsrfToken, PRESESSION_COOKIE, CSRF_COOKIE } from '../../../server/http/csrf';
import { createSession, SESSION_COOKIE } from '../../../server/accounts/sessions';

export const today = () => todayInJapan();
export const inDays = (n: number) => addDays(todayInJapan(), n);

export interface FairSpec {
  hallId: number;
  holdAt: string;
  name?: string;
  slots?: { holdTime: string; capacity: number }[];
  flags?: Partial<Record<'hasConsultation' | 'hasMockCeremony' | 'hasMockReception' | 'hasTasting' | 'hasTryDress' | 'hasShow' | 'hasDecoration' | 'hasFood', boolean>>;
  price?: number;
  isRecommended?: boolean;
  contentId?: number;
}

/** One fair date with its slots (a new content unless contentId is given). */
export async function insertFair(db: Db, spec: FairSpec): Promise<{ fairId: number; contentId: number }> {
  let contentId = spec.contentId;
  if (!contentId) {
    const [c] = await db
      .insert(fairContents)
      .values({
        hallId: spec.hallId,
        name: spec.name ?? '【試食付き】チャペル見学＆模擬挙式体験フェア',
        description: 'チャペルで模擬挙式をご覧いただけます。',
        contactEmail: `hall-${spec.hallId}@halls.example`,
        benefits: ['来館特典：ギフト券10,000円分'],
        price: spec.price ?? 0,
        isRecommended: spec.isRecommended ?? false,
        ...spec.flags,
      })
      .returning();
    contentId = c.id;
  }
  const [f] = await db.insert(fairs).values({ contentId, hallId: spec.hallId, holdAt: spec.holdAt, startDate: addDays(spec.holdAt, -90) }).returning();
  const slots = spec.slots ?? [
    { holdTime: '10:00〜12:00', capacity: 3 },
    { holdTime: '13:00〜15:00', capacity: 3 },
  ];
  await db.insert(fairSlots).values(slots.map((s, i) => ({ fairId: f.id, slot: i + 1, holdTime: s.holdTime, capacity: s.capacity })));
  return { fairId: f.id, contentId };
}

/** A second hall in the same prefecture as the minimal hall (prefecture 13 must exist). */
export async function insertOtherHall(db: Db, name: string, slug: string): Promise<number> {
  const [h] = await db
    .insert(halls)
    .values({ name, shortName: name, slug, areaSlug: 'tokyo', prefectureId: 13, address: '東京都港区1-1', tel: '03-0000-0000', lat: 35.6, lng: 139.7, cost: 3000000, priceMin: 2000000, priceMax: 3000000, capacityMin: 10, capacityMax: 80, serviceId: 3 })
    .returning();
  return h.id;
}

/** Valid form fields for a reservation (override what a test is about). */
export function validForm(fairId: number, overrides: Record<string, string | number | undefined> = {}): Record<string, string> {
  const base: Record<string, string | number | undefined> = {
    fair_id: fairId,
    hold_time: '10:00〜12:00',
    last_name: '佐藤',
    first_name: '美咲',
    last_name_kana: 'サトウ',
    first_name_kana: 'ミサキ',
    email: 'misaki@example.com',
    tel: '090-1234-5678',
    gender: 'female',
    number_of_participants: 2,
    preferred_wedding_date: '2027-04-01',
    message: '駐車場はありますか？',
    uuid: '0b5e2a2e-6f1c-4a3b-9f0e-1234567890ab',
    id4: 'abcd',
    utm_source: 'instagram',
    utm_medium: 'social',
    utm_campaign: 'spring',
    cv_device: 'mobile_web',
    ...overrides,
  };
  return Object.fromEntries(Object.entries(base).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)]));
}

/** Cookies and header of a visitor whose CSRF token is valid (optionally signed in). */
export function csrfHeaders(sessionId?: string): Record<string, string> {
  const binding = sessionId ?? 'presession-for-tests';
  const token = makeCsrfToken(binding);
  const cookies = [sessionId ? `${SESSION_COOKIE}=${sessionId}` : `${PRESESSION_COOKIE}=${binding}`, `${CSRF_COOKIE}=${token}`];
  return { cookie: cookies.join('; '), 'x-csrf-token': token };
}

export async function postReservation(baseUrl: string, fields: Record<string, string>, headers: Record<string, string> = csrfHeaders()): Promise<Response> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return fetch(`${baseUrl}/api/wn/reservations/`, { method: 'POST', body: form, headers });
}

export async function insertUserWithSession(db: Db, email: string): Promise<{ userId: number; sessionId: string }> {
  const [u] = await db.insert(users).values({ email, passwordHash: 'x', nickname: 'みさき', emailVerifiedAt: new Date().toISOString() }).returning();
  const sessionId = await createSession(db, u.id, 'jest');
  return { userId: u.id, sessionId };
}

/** The invariant no request may break: every slot's counter equals its reservations, each with its two mails. */
export async function consistency(db: Db): Promise<{ counters: number; rows: number; mails: number; overfull: number }> {
  const [{ counters, overfull }] = (await db.select({ counters: sql<number>`coalesce(sum(${fairSlots.reserved}),0)::int`, overfull: sql<number>`count(*) filter (where ${fairSlots.reserved} > ${fairSlots.capacity})::int` }).from(fairSlots));
  const [{ rows }] = await db.select({ rows: sql<number>`count(*)::int` }).from(reservations);
  const [{ mails }] = await db.select({ mails: sql<number>`count(*)::int` }).from(mailOutbox).where(sql`${mailOutbox.kind} like 'reservation_%'`);
  return { counters: Number(counters), rows: Number(rows), mails: Number(mails), overfull: Number(overfull) };
}
