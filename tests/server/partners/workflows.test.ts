import { and, eq } from 'drizzle-orm';
import { describeEachDb } from '../support/testDb';
import { startApiServer, type TestServer } from '../support/httpServer';
import { insertMinimalHall } from '../support/fixtures';
import { insertFair, insertOtherHall, inDays, validForm } from '../fairs/support';
import { fairAttendances, fairSlots, giftTicketEvents, giftTickets, mailOutbox, partnerMembers, reservations, reviewReplies } from '../../../server/db/schema';
import { memoryStore, setRateStore } from '../../../server/http/rateLimit';
import { createReservation } from '../../../server/fairs/createReservation';
import { reservationInput } from '../../../api/contract/fairs';
import { invite } from '../../../server/partners/members';
import { PARTNER_MSG } from '../../../api/contract/partnerLabels';
import { GIFT_CODE_VALID_DAYS } from '@/api/contract/giftTicketLabels';
import { addDays, japanToday } from '@/lib/japanDate';
import { codeExpired } from '@/lib/rewards/giftCodeValidity';
import { call, insertMember, reserveFair, type Member } from '../rewards/support';
import { insertPartner, insertPublishedReview, openCampaign } from './support';

process.env.RATE_LIMIT_MULTIPLIER = '1000';

describeEachDb('partners\' console: fairs, inbox, reviews, contracts, gift codes, invitations', (fx) => {
  let server: TestServer;
  let hall: number;
  let owner: Member;
  let colleague: Member;
  let staffUser: Member;
  const h = () => `/api/partner/halls/${hall}`;

  beforeAll(async () => {
    setRateStore(memoryStore());
    hall = await insertMinimalHall(fx.db);
    owner = await insertPartner(fx.db, 'owner@example.com', hall, 'owner');
    colleague = await insertPartner(fx.db, 'colleague@example.com', hall, 'staff');
    staffUser = await insertMember(fx.db, 'staff@example.com', { staff: true });
    await openCampaign(fx.db, [hall]);
    server = await startApiServer();
  });
  afterAll(() => server.close());

  const book = (fairId: number, email: string, holdTime = '10:00〜12:00') =>
    createReservation(fx.db, reservationInput.parse(validForm(fairId, { email, hold_time: holdTime })), { user: null, uuid: 'u', userAgent: 'jest' });

  it('refuses to lower a slot\'s capacity below its bookings, with the count; a higher one shows at once', async () => {
    const { fairId } = await insertFair(fx.db, { hallId: hall, holdAt: inDays(14) });
    expect((await book(fairId, 'a@example.com')).result).toBe(true);
    expect((await book(fairId, 'b@example.com')).result).toBe(true);
    const low = await call(server.url, 'PUT', `${h()}/fairs/${fairId}/slots/1`, colleague, { json: { capacity: 1 } });
    expect(low).toMatchObject({ status: 409, body: { message: PARTNER_MSG.capacityBelowBooked(2) } });
    const ok = await call(server.url, 'PUT', `${h()}/fairs/${fairId}/slots/1`, colleague, { json: { capacity: 8 } });
    expect(ok.status).toBe(200);
    expect(ok.body.fair.slots[0]).toMatchObject({ capacity: 8, reserved: 2 });
    const pub = await call(server.url, 'GET', `/api/wn/halls/${hall}/fairs/${fairId}`, null);
    expect(JSON.stringify(pub.body)).toContain('"capacity":8');
  });

  it('race: capacity lowered while couples book the slot never leaves more bookings than seats', async () => {
    const { fairId } = await insertFair(fx.db, { hallId: hall, holdAt: inDays(15), slots: [{ holdTime: '10:00〜12:00', capacity: 6 }] });
    const results = await Promise.all([
      ...Array.from({ length: 5 }, (_, i) => book(fairId, `race${i}@example.com`)),
      call(server.url, 'PUT', `${h()}/fairs/${fairId}/slots/1`, owner, { json: { capacity: 3 } }),
    ]);
    const [slot] = await fx.db.select().from(fairSlots).where(eq(fairSlots.fairId, fairId));
    const booked = await fx.db.select().from(reservations).where(eq(reservations.fairId, fairId));
    expect(slot.reserved).toBe(booked.length);
    expect(slot.reserved).toBeLessThanOrEqual(slot.capacity);
    const change = results[5] as { status: number };
    if (change.status === 200) expect(slot.capacity).toBe(3);
    else expect([change.status, slot.capacity]).toEqual([409, 6]);
  });

  it('moves a reservation 新規 → 確認済み → 来館済み, keeps a private note, and 来館済み records the attendance', async () => {
    const bride = await insertMember(fx.db, 'bride@example.com');
    const id = await reserveFair(fx.db, hall, bride.userId, inDays(-1), false);
    const inbox = await call(server.url, 'GET', `${h()}/reservations`, colleague);
    expect(inbox.body.items.find((r: { id: number }) => r.id === id)).toMatchObject({ status: 'new', status_label: '新規' });
    const after = await call(server.url, 'GET', `${h()}/reservations?after_id=${inbox.body.latest_id}`, colleague);
    expect(after.body.items).toEqual([]);
    const put = (json: unknown) => call(server.url, 'PUT', `${h()}/reservations/${id}`, colleague, { json });
    expect((await put({ status: 'confirmed', note: '駐車場1台' })).body.reservation).toMatchObject({ status_label: '確認済み', note: '駐車場1台' });
    expect((await put({ status: 'attended' })).body.reservation.status_label).toBe('来館済み');
    expect(await fx.db.select().from(fairAttendances).where(eq(fairAttendances.reservationId, id))).toHaveLength(1);
    expect(await put({ status: 'new' })).toMatchObject({ status: 409 });
    expect(await put({ status: 'gone' })).toMatchObject({ status: 400 });
    expect(await put({ status: 'cancelled' })).toMatchObject({ status: 409, body: { message: PARTNER_MSG.statusStep('来館済み', 'キャンセル') } });
    // Before the fair's day nobody has come yet: 来館済み and 不参加 are refused, and no attendance is written.
    const ahead = await reserveFair(fx.db, hall, bride.userId, inDays(3), false);
    for (const status of ['attended', 'no_show']) {
      expect(await call(server.url, 'PUT', `${h()}/reservations/${ahead}`, colleague, { json: { status } })).toMatchObject({ status: 400, body: { message: PARTNER_MSG.visitBeforeFair } });
    }
    expect(await fx.db.select().from(fairAttendances).where(eq(fairAttendances.reservationId, ahead))).toEqual([]);
    expect((await call(server.url, 'PUT', `${h()}/reservations/${ahead}`, colleague, { json: { status: 'confirmed' } })).body.reservation.status).toBe('confirmed');
  });

  it('キャンセル frees the seat and mails the couple through the outbox', async () => {
    const { fairId } = await insertFair(fx.db, { hallId: hall, holdAt: inDays(20) });
    const r = await book(fairId, 'cancelme@example.com');
    if (!r.result) throw new Error('booking failed');
    const res = await call(server.url, 'PUT', `${h()}/reservations/${r.reservation.id}`, owner, { json: { status: 'cancelled' } });
    expect(res.body.reservation.status).toBe('cancelled');
    const [slot] = await fx.db.select().from(fairSlots).where(and(eq(fairSlots.fairId, fairId), eq(fairSlots.slot, 1)));
    expect(slot.reserved).toBe(0);
    const mails = await fx.db.select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, 'cancelme@example.com'), eq(mailOutbox.kind, 'reservation_cancelled_by_hall')));
    expect(mails).toHaveLength(1);
    // A visitor's address nobody proved: nothing typed into the form is repeated to it.
    expect(mails[0].body.startsWith('お客様\n')).toBe(true);
    expect(mails[0].body).not.toContain('美咲');
  });

  it('a member booking at the address she confirmed is greeted by name when the hall cancels the whole fair', async () => {
    const { fairId } = await insertFair(fx.db, { hallId: hall, holdAt: inDays(21) });
    const member = await insertMember(fx.db, 'misaki@example.com');
    const r = await createReservation(fx.db, reservationInput.parse(validForm(fairId, { email: 'misaki@example.com' })), { user: { id: member.userId } as never, uuid: 'u', userAgent: 'jest' });
    if (!r.result) throw new Error('booking failed');
    expect((await call(server.url, 'POST', `${h()}/fairs/${fairId}/cancel`, owner, { json: {} })).status).toBe(200);
    const [mail] = await fx.db.select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, 'misaki@example.com'), eq(mailOutbox.kind, 'reservation_cancelled_by_hall')));
    expect(mail.body.startsWith('佐藤 美咲 様\n')).toBe(true);
  });

  it('replies once (editable) to a published review and reports one to the moderators', async () => {
    // Reviews before it, so its id is not the hall's (a reply once matched the review whose id was the hall's).
    const unanswered = [await insertPublishedReview(fx.db, hall, '料理がおいしかったです'), await insertPublishedReview(fx.db, hall, '駅から近くて便利でした')];
    const reviewId = await insertPublishedReview(fx.db, hall);
    expect(reviewId).not.toBe(hall);
    const reply = (body: string) => call(server.url, 'PUT', `${h()}/reviews/${reviewId}/reply`, colleague, { json: { body } });
    expect((await reply('ご来館ありがとうございました。')).status).toBe(200);
    expect((await reply('ご来館ありがとうございました。またお待ちしております。')).body.review.reply.body).toContain('またお待ちしております');
    expect(await fx.db.select().from(reviewReplies).where(eq(reviewReplies.reviewId, reviewId))).toHaveLength(1);
    expect((await reply('　')).status).toBe(400);
    const pub = await call(server.url, 'GET', `/api/wn/halls/${hall}/comments?per_page=50`, null);
    const shown = pub.body.items.find((r: { id: number }) => r.id === reviewId);
    expect(shown.reply).toMatchObject({ body: 'ご来館ありがとうございました。またお待ちしております。', hall_name: 'テストガーデン迎賓館', date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    for (const id of unanswered) expect(pub.body.items.find((r: { id: number }) => r.id === id).reply).toBeNull();
    // The hall page reads the same reviews in its one statement.
    const page = await call(server.url, 'GET', `/api/wn/halls/${hall}/page`, null);
    expect(page.body.comments.items.find((r: { id: number }) => r.id === reviewId).reply).toMatchObject({ body: 'ご来館ありがとうございました。またお待ちしております。' });
    const reported = await call(server.url, 'POST', `${h()}/reviews/${reviewId}/report`, colleague, { json: { reason: '当館で挙式された方ではない内容が含まれています' } });
    expect(reported.status).toBe(200);
    const queue = await call(server.url, 'GET', '/api/staff/reviews', staffUser);
    expect(queue.body.items.find((r: { id: number }) => r.id === reviewId)).toMatchObject({ report_reason: '当館で挙式された方ではない内容が含まれています' });
  });

  it('race: two people confirming one contract issue one contract gift of 100,000円, approved with a code', async () => {
    const couple = await insertMember(fx.db, 'couple@example.com');
    const reported = await call(server.url, 'POST', '/api/wn/contracts', couple, { json: { hall_id: hall, contracted_on: inDays(-2), wedding_date: inDays(200) } });
    expect(reported.body.contract).toMatchObject({ state: 'pending', state_label: '確認待ち' });
    expect((await call(server.url, 'POST', '/api/wn/contracts', couple, { json: { hall_id: hall, contracted_on: inDays(-2), wedding_date: inDays(200) } })).status).toBe(409);
    const id = reported.body.contract.id;
    const both = await Promise.all([owner, colleague].map((who) => call(server.url, 'POST', `${h()}/contracts/${id}`, who, { json: { action: 'confirm' } })));
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const tickets = await fx.db.select().from(giftTickets).where(and(eq(giftTickets.userId, couple.userId), eq(giftTickets.kind, 'contract')));
    expect(tickets).toEqual([expect.objectContaining({ amount: 100000, tenantType: 'hall', tenantId: hall, state: 'approved' })]);
    expect(tickets[0].giftCode).toMatch(/^MSB-/);
  });

  it('declines a contract only with a reason; a declined report may be sent again', async () => {
    const couple = await insertMember(fx.db, 'declined@example.com');
    const { body } = await call(server.url, 'POST', '/api/wn/contracts', couple, { json: { hall_id: hall, contracted_on: inDays(-1), wedding_date: inDays(100) } });
    expect((await call(server.url, 'POST', `${h()}/contracts/${body.contract.id}`, owner, { json: { action: 'decline' } })).status).toBe(400);
    expect((await call(server.url, 'POST', `${h()}/contracts/${body.contract.id}`, owner, { json: { action: 'decline', reason: '当館でのご契約が確認できませんでした' } })).body.contract.state_label).toBe('確認できませんでした');
    expect((await call(server.url, 'POST', '/api/wn/contracts', couple, { json: { hall_id: hall, contracted_on: inDays(-1), wedding_date: inDays(100) } })).body.contract.state).toBe('pending');
    expect((await call(server.url, 'POST', '/api/wn/contracts', couple, { json: { hall_id: hall, contracted_on: inDays(3), wedding_date: inDays(100) } })).status).toBe(400);
    // Not a calendar date, an unknown hall: refused with a reason, never a 500.
    for (const json of [{ hall_id: hall, contracted_on: '2026-02-30', wedding_date: inDays(100) }, { hall_id: hall, contracted_on: inDays(-1), wedding_date: '2027-13-01' }]) {
      expect(await call(server.url, 'POST', '/api/wn/contracts', couple, { json })).toMatchObject({ status: 400, body: { message: expect.stringContaining('日付を入力してください') } });
    }
    expect((await call(server.url, 'POST', '/api/wn/contracts', couple, { json: { hall_id: 999999, contracted_on: inDays(-1), wedding_date: inDays(100) } })).status).toBe(404);
  });

  it('race: one gift code marked used twice at once is used once; the couple sees 利用済み', async () => {
    const couple = await insertMember(fx.db, 'gift@example.com');
    const [t] = await fx.db
      .insert(giftTickets)
      .values({ userId: couple.userId, kind: 'fair', tenantType: 'hall', tenantId: hall, amount: 10000, conditions: '来館', deadline: new Date(Date.now() + 86400000).toISOString(), state: 'approved', giftCode: 'MSB-TEST-CODE-0001', sourceKey: 'test:gift' })
      .returning();
    const codes = await call(server.url, 'GET', `${h()}/giftcodes`, colleague);
    expect(codes.body.items.map((c: { gift_code: string }) => c.gift_code)).toContain('MSB-TEST-CODE-0001');
    const both = await Promise.all([owner, colleague].map((who) => call(server.url, 'POST', `${h()}/giftcodes/${t.id}/use`, who, { json: {} })));
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const other = await insertOtherHall(fx.db, '別の式場', 'other-gift');
    const otherOwner = await insertPartner(fx.db, 'other-gift@example.com', other);
    expect((await call(server.url, 'POST', `/api/partner/halls/${other}/giftcodes/${t.id}/use`, otherOwner, { json: {} })).status).toBe(404);
    const detail = await call(server.url, 'GET', `/api/v3/wn/gifttickets/${t.id}?user_id=${couple.userId}&tenant_id=${hall}`, couple);
    expect(detail.body).toMatchObject({ state_label: '利用済み' });
  });

  it('a gift code is valid for GIFT_CODE_VALID_DAYS from the day it was issued; an expired one cannot be marked used', async () => {
    const couple = await insertMember(fx.db, 'gift-expiry@example.com');
    const issue = async (code: string, issuedDaysAgo: number) => {
      const [t] = await fx.db
        .insert(giftTickets)
        .values({ userId: couple.userId, kind: 'fair', tenantType: 'hall', tenantId: hall, amount: 10000, conditions: '来館', deadline: new Date(Date.now() + 86400000).toISOString(), state: 'approved', giftCode: code, sourceKey: `test:${code}` })
        .returning();
      await fx.db.insert(giftTicketEvents).values({ ticketId: t.id, state: 'approved', note: 'ギフトコードを発行しました', at: new Date(Date.now() - issuedDaysAgo * 86400000).toISOString() });
      return t.id;
    };
    const fresh = await issue('MSB-TEST-FRSH-0001', 0);
    const stale = await issue('MSB-TEST-OLD0-0001', GIFT_CODE_VALID_DAYS + 2);
    const detail = await call(server.url, 'GET', `/api/v3/wn/gifttickets/${fresh}?user_id=${couple.userId}&tenant_id=${hall}`, couple);
    expect(detail.body.code_valid_until).toBe(addDays(japanToday(), GIFT_CODE_VALID_DAYS));
    const codes = (await call(server.url, 'GET', `${h()}/giftcodes`, owner)).body.items as { id: number; code_valid_until: string }[];
    expect(codes.find((c) => c.id === stale)!.code_valid_until).toBe(addDays(japanToday(), -2));
    const refused = await call(server.url, 'POST', `${h()}/giftcodes/${stale}/use`, owner, { json: {} });
    expect(refused).toMatchObject({ status: 409, body: { message: PARTNER_MSG.giftExpired } });
    expect((await call(server.url, 'POST', `${h()}/giftcodes/${fresh}/use`, owner, { json: {} })).status).toBe(200);
    // Through the whole of its last day in Japan, not a moment after.
    const last = addDays(japanToday(), 3);
    expect(codeExpired(last, new Date(`${last}T23:59:59+09:00`))).toBe(false);
    expect(codeExpired(last, new Date(`${addDays(last, 1)}T00:00:00+09:00`))).toBe(true);
  });

  it('invitations are single-use, expire, need the invited address, and owners manage the staff', async () => {
    const staffInvite = await call(server.url, 'POST', '/api/staff/partner_invitations', staffUser, { json: { hall_id: hall, email: 'first-owner@example.com' } });
    expect(staffInvite.status).toBe(200);
    expect(await fx.db.select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, 'first-owner@example.com'), eq(mailOutbox.kind, 'partner_invitation')))).toHaveLength(1);
    expect((await call(server.url, 'POST', '/api/staff/partner_invitations', owner, { json: { hall_id: hall, email: 'x@example.com' } })).status).toBe(403);
    const { token } = await invite(fx.db, hall, owner.userId, 'newbie@example.com', 'staff');
    const newbie = await insertMember(fx.db, 'newbie@example.com');
    const wrong = await insertMember(fx.db, 'someone-else@example.com');
    expect((await call(server.url, 'POST', '/api/partner/invitations/accept', wrong, { json: { token } })).status).toBe(403);
    expect((await call(server.url, 'POST', '/api/partner/invitations/accept', newbie, { json: { token } })).body).toEqual({ hall_id: hall, role: 'staff' });
    expect((await call(server.url, 'POST', '/api/partner/invitations/accept', newbie, { json: { token } })).body.message).toBe(PARTNER_MSG.invitationInvalid);
    const old = await invite(fx.db, hall, owner.userId, 'late@example.com', 'staff', new Date(Date.now() - 8 * 86400000));
    const late = await insertMember(fx.db, 'late@example.com');
    expect((await call(server.url, 'POST', '/api/partner/invitations/accept', late, { json: { token: old.token } })).status).toBe(400);
    expect((await call(server.url, 'DELETE', `${h()}/members/${newbie.userId}`, colleague, { json: {} })).status).toBe(403);
    expect((await call(server.url, 'DELETE', `${h()}/members/${newbie.userId}`, owner, { json: {} })).status).toBe(200);
    expect((await call(server.url, 'DELETE', `${h()}/members/${owner.userId}`, owner, { json: {} })).status).toBe(409);
    expect(await fx.db.select().from(partnerMembers).where(eq(partnerMembers.userId, newbie.userId))).toEqual([]);
    const log = await call(server.url, 'GET', `${h()}/audit`, owner);
    expect(log.body.items.map((e: { action: string }) => e.action)).toEqual(expect.arrayContaining(['メンバーを削除', 'メンバーが参加', '成約を確認', 'ギフトコードを利用済みに']));
  });

  it('counts the week\'s reservations, attendances and contracts in the numbers', async () => {
    const stats = await call(server.url, 'GET', `${h()}/stats?weeks=4`, owner);
    expect(stats.body.weeks).toHaveLength(4);
    const total = (k: string) => stats.body.weeks.reduce((n: number, w: Record<string, number>) => n + w[k], 0);
    expect(total('reservations')).toBeGreaterThan(5);
    expect(total('attendances')).toBeGreaterThanOrEqual(1);
    expect(total('contracts')).toBe(1);
    expect((await call(server.url, 'GET', `${h()}/stats?weeks=99`, owner)).status).toBe(400);
  });
});
