import { and, asc, count, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { halls, hallBenefits, hallPlans, hallPvViews, hallQuestions } from '../db/schema';
import type { RequestContext } from '../http/context';
import { registeredViewer } from '../visitors/registeredViewer';
import { japanToday } from '@/lib/japanDate';
import { notFound } from '../http/errors';
import { QA_TYPE_LABELS, qaTypeKeys, qaTypeOf as qaType } from '../../api/contract/halls';
import { ensureHallIfEmpty } from './ensureHall';
import { rowsOf, rowsQuery, type RowOf } from '@/server/db/jsonRows';
import { pageOf, offsetOf, totalOf, totalOver } from './paginate';

type QaType = (typeof qaTypeKeys)[number];

/** GET …/pv: the hall's page views. */
export async function hallPv(db: Db, hallId: number) {
  const [row] = await db.select({ pv: halls.pv }).from(halls).where(eq(halls.id, hallId)).limit(1);
  if (!row) throw notFound('式場が見つかりません');
  return { hall_id: hallId, pv: row.pv };
}

/** POST …/pv: counts a registered viewer's view once per hall and Japanese day (server/visitors/registeredViewer). */
export async function recordPv(ctx: RequestContext, hallId: number, now = new Date()) {
  const current = await hallPv(ctx.db, hallId);
  const viewer = await registeredViewer(ctx);
  if (!viewer) return { ...current, counted: false };
  const inserted = await ctx.db.insert(hallPvViews).values({ hallId, visitorKey: viewer, day: japanToday(now) }).onConflictDoNothing().returning({ hallId: hallPvViews.hallId });
  if (inserted.length === 0) return { ...current, counted: false };
  const [row] = await ctx.db.update(halls).set({ pv: sql`${halls.pv} + 1` }).where(eq(halls.id, hallId)).returning({ pv: halls.pv });
  return { hall_id: hallId, pv: row.pv, counted: true };
}

export const benefitRows = (db: Db, hallId: number) =>
  rowsQuery(getTableColumns(hallBenefits), (select) =>
    db.select(select).from(hallBenefits).where(and(eq(hallBenefits.hallId, hallId), eq(hallBenefits.published, true))).orderBy(asc(hallBenefits.sortOrder), asc(hallBenefits.id)));

export function toBenefits(rows: RowOf<ReturnType<typeof benefitRows>>[]) {
  return {
    items: rows.map((b) => ({ id: b.id, title: b.title, description: b.description, conditions: b.conditions, amount: b.amount, valid_until: b.validUntil, is_limited: b.isLimited })),
  };
}

export async function benefits(db: Db, hallId: number) {
  const rows = await rowsOf(benefitRows(db, hallId));
  await ensureHallIfEmpty(db, hallId, rows.length === 0);
  return toBenefits(rows);
}

/** The plans the public page shows: published by the hall. */
const publicPlans = (hallId: number) => and(eq(hallPlans.hallId, hallId), eq(hallPlans.published, true));

/** A page of the hall's plans, each row carrying the total. */
export const planRows = (db: Db, hallId: number, page: number, perPage: number) =>
  rowsQuery({ ...getTableColumns(hallPlans), total: totalOver() }, (select) =>
    db.select(select).from(hallPlans).where(publicPlans(hallId)).orderBy(asc(hallPlans.sortOrder), asc(hallPlans.id)).limit(perPage).offset(offsetOf(page, perPage)));

export function toPlansPage(rows: RowOf<ReturnType<typeof planRows>>[], total: number, page: number, perPage: number) {
  return pageOf(
    rows.map((p) => ({ id: p.id, name: p.name, description: p.description, price: p.price, guest_count: p.guestCount, includes: p.includes, valid_until: p.validUntil, is_popular: p.isPopular })),
    total, page, perPage,
  );
}

export async function plans(db: Db, hallId: number, input: { page?: number; per_page?: number }) {
  const page = input.page ?? 1;
  const perPage = input.per_page ?? 10;
  const rows = await rowsOf(planRows(db, hallId, page, perPage));
  const total = await totalOf(rows, page, () => db.$count(hallPlans, publicPlans(hallId)));
  await ensureHallIfEmpty(db, hallId, total === 0);
  return toPlansPage(rows, total, page, perPage);
}

export async function plansCount(db: Db, hallId: number) {
  const [{ total }] = await db.select({ total: count() }).from(hallPlans).where(publicPlans(hallId));
  await ensureHallIfEmpty(db, hallId, total === 0);
  return { count: total };
}

export async function questionAndAnswers(db: Db, hallId: number, type?: QaType) {
  const rows = await db.select().from(hallQuestions).where(eq(hallQuestions.hallId, hallId)).orderBy(asc(hallQuestions.sortOrder), asc(hallQuestions.id));
  await ensureHallIfEmpty(db, hallId, rows.length === 0);
  const counts = new Map<QaType, number>();
  for (const r of rows) counts.set(qaType(r.type), (counts.get(qaType(r.type)) ?? 0) + 1);
  return {
    items: rows
      .filter((r) => !type || r.type === type)
      .map((r) => ({ id: r.id, type: qaType(r.type), type_label: QA_TYPE_LABELS[qaType(r.type)], question: r.question, answer: r.answer })),
    types: qaTypeKeys.filter((t) => counts.has(t)).map((t) => ({ type: t, label: QA_TYPE_LABELS[t], count: counts.get(t)! })),
  };
}

