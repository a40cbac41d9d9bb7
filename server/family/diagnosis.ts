import { and, desc, eq, ilike, or } from 'drizzle-orm';
import type { DiagnosisResult, DiagnosisThanks, LastDiagnosis, WeddingTypeOut } from '../../api/contract/diagnosis';
import { DIAGNOSIS_QUESTIONS, UNNAMED_RESPONDENT, diagnosisAnswerErrors, hallSearchHref, optionOf, weddingTypeOf, type DiagnosisAnswers, type WeddingType } from '../../lib/family/diagnosis';
import { randomToken } from '../accounts/secrets';
import type { Db } from '../db/client';
import { diagnoses, diagnosisAnswers, magazinePosts } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/errors';

type Respondent = 1 | 2;
const other = (r: Respondent): Respondent => (r === 1 ? 2 : 1);

export async function createDiagnosis(db: Db): Promise<{ id: string }> {
  const id = randomToken().slice(0, 22);
  await db.insert(diagnoses).values({ id });
  return { id };
}

async function rowsOf(db: Db, id: string) {
  const [d] = await db.select({ id: diagnoses.id }).from(diagnoses).where(eq(diagnoses.id, id)).limit(1);
  if (!d) throw notFound('診断が見つかりません');
  return db.select().from(diagnosisAnswers).where(eq(diagnosisAnswers.diagnosisId, id));
}

export async function getDiagnosis(db: Db, id: string): Promise<{ id: string; answered: number[] }> {
  const rows = await rowsOf(db, id);
  return { id, answered: rows.map((r) => r.respondent).sort() };
}

/**
 * Stores one respondent's answers; a respondent answers once (409 after). A member who answers
 * signed in (`userId`) finds it again in her account as 「前回の診断」.
 */
export async function answerDiagnosis(db: Db, id: string, respondent: Respondent, nickname: string, answers: Record<string, string>, userId: number | null = null): Promise<{ result: true }> {
  await rowsOf(db, id);
  const errors = diagnosisAnswerErrors(answers);
  if (errors.length) throw badRequest(errors.join('; '));
  const inserted = await db.insert(diagnosisAnswers).values({ diagnosisId: id, respondent, nickname, answers, userId }).onConflictDoNothing().returning({ r: diagnosisAnswers.respondent });
  if (!inserted.length) throw conflict('この回答者はすでに回答済みです');
  return { result: true };
}

const typeOut = (t: WeddingType, people?: number): WeddingTypeOut => ({ key: t.key, name: t.name, description: t.description, search_url: hallSearchHref(t, people) });
const peopleOf = (a: DiagnosisAnswers) => optionOf('size', a.size)?.people;
const displayName = (nickname: string, r: Respondent) => nickname || UNNAMED_RESPONDENT[r];

async function articlesFor(db: Db, types: WeddingType[]): Promise<DiagnosisResult['articles']> {
  const words = [...new Set(types.flatMap((t) => t.articleWords))];
  const rows = await db
    .select({ id: magazinePosts.id, title: magazinePosts.title })
    .from(magazinePosts)
    .where(and(eq(magazinePosts.status, 'publish'), or(...words.map((w) => ilike(magazinePosts.title, `%${w}%`)))))
    .orderBy(desc(magazinePosts.publishedAt))
    .limit(4);
  return rows.map((r) => ({ id: r.id, title: r.title, href: `/magazine/${r.id}` }));
}

/** A respondent's type, and with the partner's answers where the two agree and differ. */
export async function getDiagnosisAnswer(db: Db, id: string, respondent: Respondent): Promise<DiagnosisResult> {
  const rows = await rowsOf(db, id);
  const mine = rows.find((r) => r.respondent === respondent);
  if (!mine) throw notFound('まだ回答がありません');
  const theirs = rows.find((r) => r.respondent === other(respondent)) ?? null;
  const myType = weddingTypeOf(mine.answers);
  const partnerType = theirs ? weddingTypeOf(theirs.answers) : null;
  const agreements: DiagnosisResult['agreements'] = [];
  const differences: DiagnosisResult['differences'] = [];
  if (theirs) {
    for (const q of DIAGNOSIS_QUESTIONS) {
      const a = optionOf(q.id, mine.answers[q.id])?.label ?? '';
      const b = optionOf(q.id, theirs.answers[q.id])?.label ?? '';
      if (mine.answers[q.id] === theirs.answers[q.id]) agreements.push({ question_id: q.id, topic: q.topic, answer: a });
      else differences.push({ question_id: q.id, topic: q.topic, mine: a, partners: b, tip: q.tip });
    }
  }
  const people = peopleOf(mine.answers);
  const partnerPeople = theirs ? peopleOf(theirs.answers) : undefined;
  const hallLinks = [{ label: `${myType.name}に合う式場を探す`, href: hallSearchHref(myType, people) }];
  if (partnerType && partnerType.key !== myType.key) hallLinks.push({ label: `${partnerType.name}に合う式場を探す`, href: hallSearchHref(partnerType, partnerPeople) });
  return {
    id,
    respondent,
    nickname: displayName(mine.nickname, respondent),
    type: typeOut(myType, people),
    partner: theirs && partnerType ? { respondent: theirs.respondent, nickname: displayName(theirs.nickname, other(respondent)), type: typeOut(partnerType, partnerPeople) } : null,
    agreements,
    differences,
    hall_links: hallLinks,
    articles: await articlesFor(db, partnerType ? [myType, partnerType] : [myType]),
  };
}

export async function getDiagnosisThanks(db: Db, id: string, respondent: Respondent): Promise<DiagnosisThanks> {
  const rows = await rowsOf(db, id);
  const mine = rows.find((r) => r.respondent === respondent);
  if (!mine) throw notFound('まだ回答がありません');
  const partner = other(respondent);
  return {
    id,
    respondent,
    nickname: displayName(mine.nickname, respondent),
    partner_respondent: partner,
    partner_answered: rows.some((r) => r.respondent === partner),
    partner_path: `/diagnosis/${id}/?respondent=${partner}`,
    answer_path: `/diagnosis/${id}/answer/?respondent=${respondent}`,
  };
}

/** The result she answered last while signed in (her own answers' type), or null. */
export async function myLastDiagnosis(db: Db, userId: number): Promise<{ last: LastDiagnosis | null }> {
  const [row] = await db
    .select({ id: diagnosisAnswers.diagnosisId, respondent: diagnosisAnswers.respondent, answers: diagnosisAnswers.answers, createdAt: diagnosisAnswers.createdAt })
    .from(diagnosisAnswers)
    .where(eq(diagnosisAnswers.userId, userId))
    .orderBy(desc(diagnosisAnswers.createdAt))
    .limit(1);
  if (!row) return { last: null };
  return {
    last: {
      answer_path: `/diagnosis/${row.id}/answer/?respondent=${row.respondent}`,
      type_name: weddingTypeOf(row.answers).name,
      answered_at: new Date(row.createdAt).toISOString(),
    },
  };
}
