import { asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { CoupleQuestionnaire, ParentLinkView, ParentView, saveParentReactions } from '../../api/contract/parents';
import { PARENT_QUESTIONS, parentAnswerErrors, type ParentAnswers } from '../../lib/family/parents';
import { hmac, randomToken, sha256 } from '../accounts/secrets';
import type { Db } from '../db/client';
import { parentLinks, parentQuestionnaires, parentReactions } from '../db/schema';
import { badRequest, notFound } from '../http/errors';

type Reactions = z.output<(typeof saveParentReactions)['input']>['reactions'];

const linkToken = (secret: string) => hmac(`parent-link|${secret}`);
const parentPath = (secret: string) => `/parents/r/${linkToken(secret)}`;
const iso = (s: string) => new Date(s).toISOString();

/** Keeps only what the couple answered, in question order. */
function clean(answers: ParentAnswers): ParentAnswers {
  const out: ParentAnswers = {};
  for (const q of PARENT_QUESTIONS) {
    const a = answers[String(q.id)];
    if (a && (a.choices.length || a.text.trim())) out[String(q.id)] = { choices: a.choices, text: a.text.trim() };
  }
  return out;
}

export async function createQuestionnaire(db: Db, coupleName: string, answers: ParentAnswers): Promise<{ id: number; key: string }> {
  const errors = parentAnswerErrors(answers);
  if (errors.length) throw badRequest(errors.join('; '));
  const key = randomToken();
  const [row] = await db.insert(parentQuestionnaires).values({ ownerTokenHash: sha256(key), coupleName, answers: clean(answers) }).returning({ id: parentQuestionnaires.id });
  return { id: row.id, key };
}

async function byKey(db: Db, key: string) {
  const [q] = await db.select().from(parentQuestionnaires).where(eq(parentQuestionnaires.ownerTokenHash, sha256(key))).limit(1);
  if (!q) throw notFound('質問票が見つかりません');
  return q;
}

type ReactionMap = ParentLinkView['reactions'];

async function reactionsOf(db: Db, linkIds: number[]): Promise<Map<number, ReactionMap>> {
  const out = new Map<number, ReactionMap>(linkIds.map((id) => [id, {}]));
  if (!linkIds.length) return out;
  const rows = await db.select().from(parentReactions).where(inArray(parentReactions.linkId, linkIds));
  for (const r of rows) out.get(r.linkId)![String(r.questionId)] = { reaction: r.reaction as ReactionMap[string]['reaction'], comment: r.comment };
  return out;
}

export async function coupleQuestionnaire(db: Db, key: string): Promise<CoupleQuestionnaire> {
  const q = await byKey(db, key);
  const links = await db.select().from(parentLinks).where(eq(parentLinks.questionnaireId, q.id)).orderBy(asc(parentLinks.id));
  const reactions = await reactionsOf(db, links.map((l) => l.id));
  return {
    id: q.id,
    couple_name: q.coupleName,
    answers: q.answers,
    updated_at: iso(q.updatedAt),
    links: links.map((l) => ({ id: l.id, label: l.label, path: parentPath(l.secret), reactions: reactions.get(l.id) ?? {} })),
  };
}

const MAX_LINKS = 10;

export async function createLink(db: Db, key: string, label: string): Promise<ParentLinkView> {
  const q = await byKey(db, key);
  const existing = await db.select({ id: parentLinks.id }).from(parentLinks).where(eq(parentLinks.questionnaireId, q.id));
  if (existing.length >= MAX_LINKS) throw badRequest(`リンクは${MAX_LINKS}件まで作れます`);
  const secret = randomToken();
  const [l] = await db.insert(parentLinks).values({ questionnaireId: q.id, secret, tokenHash: sha256(linkToken(secret)), label }).returning();
  return { id: l.id, label: l.label, path: parentPath(secret), reactions: {} };
}

async function byParentToken(db: Db, token: string) {
  const [row] = await db
    .select({ link: parentLinks, q: parentQuestionnaires })
    .from(parentLinks)
    .innerJoin(parentQuestionnaires, eq(parentQuestionnaires.id, parentLinks.questionnaireId))
    .where(eq(parentLinks.tokenHash, sha256(token)))
    .limit(1);
  if (!row) throw notFound('質問票が見つかりません');
  return row;
}

export async function parentView(db: Db, token: string): Promise<ParentView> {
  const { link, q } = await byParentToken(db, token);
  const reactions = await reactionsOf(db, [link.id]);
  return { id: q.id, couple_name: q.coupleName, answers: q.answers, updated_at: iso(q.updatedAt), label: link.label, reactions: reactions.get(link.id) ?? {} };
}

/** Replaces the parent's reaction to each given question (only questions the couple answered). */
export async function saveReactions(db: Db, token: string, reactions: Reactions): Promise<{ result: true }> {
  const { link, q } = await byParentToken(db, token);
  const entries = Object.entries(reactions);
  if (!entries.length) throw badRequest('reactions: 1つ以上選択してください');
  const unknown = entries.filter(([qid]) => !q.answers[qid]).map(([qid]) => qid);
  if (unknown.length) throw badRequest(`reactions: ${unknown.join(', ')} is not an answered question`);
  const now = new Date().toISOString();
  await db.transaction(async (tx) => {
    for (const [qid, r] of entries) {
      await tx
        .insert(parentReactions)
        .values({ linkId: link.id, questionId: Number(qid), reaction: r.reaction, comment: r.comment, updatedAt: now })
        .onConflictDoUpdate({ target: [parentReactions.linkId, parentReactions.questionId], set: { reaction: r.reaction, comment: r.comment, updatedAt: now } });
    }
  });
  return { result: true };
}
