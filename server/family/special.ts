import { and, eq, ne } from 'drizzle-orm';
import type { SpecialStatus } from '../../api/contract/special';
import type { Db } from '../db/client';
import { specialApplications, users } from '../db/schema';
import type { SessionUser } from '../http/context';
import { lineVerifier } from './lineVerifier';

interface LineCredentials {
  line_user_id?: string;
  line_access_token?: string;
}

export async function specialStatus(db: Db, input: LineCredentials, user: SessionUser | null): Promise<SpecialStatus> {
  const verifier = lineVerifier();
  const base: SpecialStatus = { available: !!verifier, verified: false, linked: false, applied: false, signed_in: !!user };
  if (!verifier) return base;
  if (user) {
    const [u] = await db.select({ line: users.lineUserId }).from(users).where(eq(users.id, user.id)).limit(1);
    const [a] = await db.select({ id: specialApplications.id }).from(specialApplications).where(eq(specialApplications.userId, user.id)).limit(1);
    base.applied = !!a;
    base.linked = !!u?.line && u.line === input.line_user_id;
  }
  if (input.line_user_id && input.line_access_token) base.verified = await verifier.verify(input.line_access_token, input.line_user_id);
  if (!base.verified) base.linked = false;
  return base;
}

interface Application extends Required<LineCredentials> {
  name: string;
  postal_code: string;
  address: string;
  wedding_date: string;
}

const refuse = (message: string) => ({ result: false, message });

/** Links the member to the verified LINE account and records the application: true once. */
export async function applySpecial(db: Db, input: Application, user: SessionUser): Promise<{ result: boolean; message: string }> {
  const verifier = lineVerifier();
  if (!verifier) return refuse('現在このキャンペーンは実施していません');
  if (!(await verifier.verify(input.line_access_token, input.line_user_id))) return refuse('LINEの認証を確認できませんでした。LINEからもう一度開いてください');
  const [taken] = await db.select({ id: users.id }).from(users).where(and(eq(users.lineUserId, input.line_user_id), ne(users.id, user.id))).limit(1);
  if (taken) return refuse('このLINEアカウントは別の会員と連携されています');
  return db.transaction(async (tx) => {
    await tx.update(users).set({ lineUserId: input.line_user_id }).where(eq(users.id, user.id));
    const inserted = await tx
      .insert(specialApplications)
      .values({ userId: user.id, lineUserId: input.line_user_id, name: input.name, postalCode: input.postal_code, address: input.address, weddingDate: input.wedding_date })
      .onConflictDoNothing()
      .returning({ id: specialApplications.id });
    if (!inserted.length) return refuse('すでにお申し込みいただいています');
    return { result: true, message: 'お申し込みを受け付けました。プレゼントの発送までしばらくお待ちください' };
  });
}
