import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { DbOrTx } from '../mail/outbox';
import { partnerAuditLog, users } from '../db/schema';

/** What the audit log says each action is. */
export const AUDIT_LABELS: Record<string, string> = {
  'hall.update': '式場情報を更新',
  'slot.capacity': 'フェアの定員を変更',
  'fair.create': 'フェアを追加',
  'fair.update': 'フェアを更新',
  'fair.copy': 'フェアを別の日程にコピー',
  'fair.cancel': 'フェアを中止',
  'slot.cancel': 'フェアの時間枠を中止',
  'photo.upload': '写真を追加',
  'photo.update': '写真を更新',
  'photo.cover': 'カバー写真を変更',
  'photo.delete': '写真を削除',
  'photo.order': '写真を並べ替え',
  'reservation.status': '予約のステータスを変更',
  'reservation.note': '予約のメモを更新',
  'plan.create': 'プランを追加',
  'plan.update': 'プランを更新',
  'benefit.create': '特典を追加',
  'benefit.update': '特典を更新',
  'review.reply': '口コミに返信',
  'review.report': '口コミを運営に報告',
  'contract.confirm': '成約を確認',
  'contract.decline': '成約報告を見送り',
  'gift.use': 'ギフトコードを利用済みに',
  'member.invite': 'メンバーを招待',
  'member.join': 'メンバーが参加',
  'member.remove': 'メンバーを削除',
};

export async function audit(db: DbOrTx, hallId: number, userId: number, action: keyof typeof AUDIT_LABELS & string, detail: Record<string, unknown> = {}): Promise<void> {
  await db.insert(partnerAuditLog).values({ hallId, userId, action, detail });
}

const describe = (detail: Record<string, unknown>) =>
  Object.entries(detail)
    .map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join(' / ');

/** The hall's latest 200 entries, newest first (owners only: checked by the route). */
export async function auditLog(db: Db, hallId: number) {
  const rows = await db
    .select({ id: partnerAuditLog.id, nickname: users.nickname, email: users.email, action: partnerAuditLog.action, detail: partnerAuditLog.detail, at: partnerAuditLog.at })
    .from(partnerAuditLog)
    .leftJoin(users, eq(users.id, partnerAuditLog.userId))
    .where(eq(partnerAuditLog.hallId, hallId))
    .orderBy(desc(partnerAuditLog.at), desc(partnerAuditLog.id))
    .limit(200);
  return {
    items: rows.map((r) => ({ id: r.id, who: r.nickname ?? '（削除されたアカウント）', action: AUDIT_LABELS[r.action] ?? r.action, detail: describe(r.detail), at: new Date(r.at).toISOString() })),
  };
}
