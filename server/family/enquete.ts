import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { EnqueteTotals, EnqueteView } from '../../api/contract/enquete';
import { enqueteQuestion, type EnqueteQuestion } from '../../api/contract/enquete';
import { MSG } from '../../lib/messages';
import type { Db } from '../db/client';
import { enqueteAnswers, enqueteVersions, users } from '../db/schema';
import type { SessionUser } from '../http/context';
import { badRequest, forbidden, notFound } from '../http/errors';

const TEXT_MAX = 1000;

async function versionOf(db: Db, version: string): Promise<{ title: string; questions: EnqueteQuestion[] }> {
  const [v] = await db.select().from(enqueteVersions).where(eq(enqueteVersions.version, version)).limit(1);
  if (!v) throw notFound('アンケートが見つかりません');
  return { title: v.title, questions: z.array(enqueteQuestion).parse(v.questions) };
}

export async function getEnquete(db: Db, version: string, user: SessionUser | null): Promise<EnqueteView> {
  const v = await versionOf(db, version);
  let answered = false;
  if (user) {
    const [row] = await db.select({ id: enqueteAnswers.id }).from(enqueteAnswers).where(and(eq(enqueteAnswers.version, version), eq(enqueteAnswers.userId, user.id))).limit(1);
    answered = !!row;
  }
  return { version, title: v.title, questions: v.questions, answered, signed_in: !!user };
}

type FieldError = { field: string; message: string };

/** Checks answers against the version's questions; returns the cleaned answers or the problems. */
export function validateEnquete(questions: EnqueteQuestion[], data: Record<string, unknown>): { errors: FieldError[]; clean: Record<string, unknown> } {
  const errors: FieldError[] = [];
  const clean: Record<string, unknown> = {};
  const known = new Set(questions.map((q) => q.id));
  for (const k of Object.keys(data)) if (!known.has(k)) errors.push({ field: k, message: 'この質問はありません' });
  for (const q of questions) {
    const v = data[q.id];
    const empty = v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
    if (empty) {
      if (q.required) errors.push({ field: q.id, message: q.type === 'text' ? MSG.required() : MSG.select() });
      continue;
    }
    if (q.type === 'single' && !(typeof v === 'string' && q.options.includes(v))) errors.push({ field: q.id, message: MSG.select() });
    else if (q.type === 'multi' && !(Array.isArray(v) && v.every((x) => typeof x === 'string' && q.options.includes(x)) && new Set(v).size === v.length)) errors.push({ field: q.id, message: MSG.select() });
    else if (q.type === 'rating' && !(Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 5)) errors.push({ field: q.id, message: MSG.select() });
    else if (q.type === 'text' && !(typeof v === 'string' && v.trim().length > 0 && v.length <= (q.max ?? TEXT_MAX) && !v.includes('\u0000'))) errors.push({ field: q.id, message: `${q.max ?? TEXT_MAX}文字以内で入力してください` });
    else clean[q.id] = typeof v === 'string' ? v.trim() : v;
  }
  return { errors, clean };
}

/** Stores one member's answers for a version: true once, false when invalid or answered before. */
export async function postEnquete(db: Db, version: string, dataText: string, user: SessionUser): Promise<{ result: boolean; errors: FieldError[] }> {
  let data: unknown;
  try {
    data = JSON.parse(dataText);
  } catch {
    throw badRequest('data: malformed JSON');
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw badRequest('data: a JSON object expected');
  const v = await versionOf(db, version);
  const { errors, clean } = validateEnquete(v.questions, data as Record<string, unknown>);
  if (errors.length) return { result: false, errors };
  const inserted = await db.insert(enqueteAnswers).values({ version, userId: user.id, data: clean }).onConflictDoNothing().returning({ id: enqueteAnswers.id });
  if (!inserted.length) return { result: false, errors: [{ field: 'version', message: 'このアンケートにはすでに回答いただいています' }] };
  return { result: true, errors: [] };
}

/** Staff only: answers counted per question and option, averages of ratings, the latest texts. */
export async function enqueteTotals(db: Db, version: string, user: SessionUser): Promise<EnqueteTotals> {
  const [u] = await db.select({ isStaff: users.isStaff }).from(users).where(eq(users.id, user.id)).limit(1);
  if (!u?.isStaff) throw forbidden('スタッフのみ閲覧できます');
  const v = await versionOf(db, version);
  const rows = await db.select({ data: enqueteAnswers.data }).from(enqueteAnswers).where(eq(enqueteAnswers.version, version)).orderBy(sql`${enqueteAnswers.id} desc`);
  return {
    version,
    respondents: rows.length,
    questions: v.questions.map((q) => {
      const values = rows.map((r) => r.data[q.id]).filter((x) => x !== undefined);
      const options = q.type === 'rating' ? ['1', '2', '3', '4', '5'] : q.options;
      const flat = values.flatMap((x) => (Array.isArray(x) ? x : [x])).map(String);
      const ratings = q.type === 'rating' ? values.map(Number) : [];
      return {
        id: q.id,
        label: q.label,
        type: q.type,
        counts: q.type === 'text' ? [] : options.map((o) => ({ option: o, count: flat.filter((x) => x === o).length })),
        average: ratings.length ? Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10 : null,
        texts: q.type === 'text' ? flat.slice(0, 50) : [],
      };
    }),
  };
}
