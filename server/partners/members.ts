import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { halls, partnerInvitations, partnerMembers, users, type PartnerRole } from '../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../http/errors';
import { enqueueMail } from '../mail/outbox';
import { siteUrl } from '../../lib/halls/seo';
import { PARTNER_MSG, PARTNER_ROLE_LABELS } from '../../api/contract/partnerLabels';
import { audit } from './audit';
import { invitationMail } from './mails';

/** How long an invitation link works. */
export const INVITATION_DAYS = 7;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const invitationLink = (token: string) => `${siteUrl()}/partner/join/${token}`;

export async function hallMembers(db: Db, hallId: number) {
  const rows = await db
    .select({ user_id: users.id, nickname: users.nickname, email: users.email, role: partnerMembers.role })
    .from(partnerMembers)
    .innerJoin(users, eq(users.id, partnerMembers.userId))
    .where(eq(partnerMembers.hallId, hallId))
    .orderBy(asc(partnerMembers.createdAt), asc(users.id));
  return { items: rows };
}

/**
 * Mails a single-use link that expires in INVITATION_DAYS days, through the outbox (in the same
 * transaction as the invitation). Only the token's SHA-256 is kept. Returns the token for tests.
 */
export async function invite(db: Db, hallId: number, invitedBy: number, email: string, role: PartnerRole, now = new Date()) {
  const [hall] = await db.select({ name: halls.name }).from(halls).where(eq(halls.id, hallId)).limit(1);
  if (!hall) throw notFound(PARTNER_MSG.hallNotFound);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + INVITATION_DAYS * 24 * 60 * 60 * 1000);
  await db.transaction(async (tx) => {
    await tx.insert(partnerInvitations).values({ hallId, email, role, tokenHash: hashToken(token), invitedBy, expiresAt: expiresAt.toISOString() });
    await enqueueMail(tx, [invitationMail({ to: email, hallName: hall.name, roleLabel: PARTNER_ROLE_LABELS[role], link: invitationLink(token), expiresAt })]);
    await audit(tx, hallId, invitedBy, 'member.invite', { email, role: PARTNER_ROLE_LABELS[role] });
  });
  return { ok: true as const, expires_at: expiresAt.toISOString(), token };
}

/**
 * Joins the hall named by an invitation: the signed-in account must have the invited address. The
 * link is spent by the same UPDATE that checks it is unused and unexpired, so it works once.
 */
export async function acceptInvitation(db: Db, userId: number, token: string, now = new Date()) {
  const [me] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  const [inv] = await db.select().from(partnerInvitations).where(eq(partnerInvitations.tokenHash, hashToken(token))).limit(1);
  if (!inv || inv.usedAt || new Date(inv.expiresAt) <= now) throw badRequest(PARTNER_MSG.invitationInvalid);
  if (!me || me.email.toLowerCase() !== inv.email.toLowerCase()) throw forbidden(PARTNER_MSG.invitationEmail);
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(partnerInvitations)
      .set({ usedAt: now.toISOString(), usedBy: userId })
      .where(and(eq(partnerInvitations.id, inv.id), isNull(partnerInvitations.usedAt), gt(partnerInvitations.expiresAt, now.toISOString())))
      .returning({ id: partnerInvitations.id });
    if (!spent) throw badRequest(PARTNER_MSG.invitationInvalid);
    await tx
      .insert(partnerMembers)
      .values({ userId, hallId: inv.hallId, role: inv.role })
      .onConflictDoUpdate({ target: [partnerMembers.userId, partnerMembers.hallId], set: { role: sql`CASE WHEN ${partnerMembers.role} = 'owner' THEN 'owner' ELSE excluded.role END` } });
    await audit(tx, inv.hallId, userId, 'member.join', { role: PARTNER_ROLE_LABELS[inv.role] });
    return { hall_id: inv.hallId, role: inv.role };
  });
}

/** An owner removes a colleague (or herself, unless she is the last owner). */
export async function removeMember(db: Db, hallId: number, ownerId: number, memberId: number) {
  return db.transaction(async (tx) => {
    const all = await tx.select().from(partnerMembers).where(eq(partnerMembers.hallId, hallId)).for('update');
    const target = all.find((m) => m.userId === memberId);
    if (!target) throw notFound(PARTNER_MSG.memberNotFound);
    if (target.role === 'owner' && all.filter((m) => m.role === 'owner').length === 1) throw conflict(PARTNER_MSG.lastOwner);
    await tx.delete(partnerMembers).where(and(eq(partnerMembers.hallId, hallId), eq(partnerMembers.userId, memberId)));
    await audit(tx, hallId, ownerId, 'member.remove', { user_id: memberId });
    return { ok: true as const };
  });
}
