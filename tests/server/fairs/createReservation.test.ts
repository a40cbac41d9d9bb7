import { and, eq, inArray } from 'drizzle-orm';
import { memoryStore, ruleFor, setRateStore } from '../../../server/http/rateLimit';
import { describeEachDb } from '../support/testDb';
import { startApiServer, type TestServer } from '../support/httpServer';
import { insertMinimalHall } from '../support/fixtures';
import { fairSlots, mailOutbox, reservations, users } from '../../../server/db/schema';
import { consistency, csrfHeaders, inDays, insertFair, insertUserWithSession, postReservation, today, validForm } from './support';

process.env.RATE_LIMIT_MULTIPLIER = '1000';

describeEachDb('POST /api/wn/reservations/', (fx) => {
  let server: TestServer;
  let hallId: number;
  beforeAll(async () => {
    hallId = await insertMinimalHall(fx.db);
    server = await startApiServer();
  });
  // Each test counts its own mails (a typed address gets so many a day).
  beforeEach(() => setRateStore(memoryStore()));
  afterAll(() => {
    setRateStore(null);
    return server.close();
  });

  it('reserves a slot: true with the reservation, a snapshot with hall_id, two mails in the outbox', async () => {
    const holdAt = inDays(3);
    const { fairId } = await insertFair(fx.db, { hallId, holdAt });
    const res = await postReservation(server.url, validForm(fairId, { email: 'Misaki@Example.com ' }));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const body = await res.json();
    expect(body).toMatchObject({ result: true, reservation: { fair_id: fairId, hall_id: hallId, hall_name: 'テストガーデン迎賓館', hold_time: '10:00〜12:00', number_of_participants: 2 } });
    const [row] = await fx.db.select().from(reservations).where(eq(reservations.id, body.reservation.id));
    expect(row).toMatchObject({ email: 'misaki@example.com', tel: '09012345678', lastNameKana: 'サトウ', preferredWeddingDate: '2027-04-01', utmSource: 'instagram', cvDevice: 'mobile_web', slot: 1 });
    expect(row.fairSnapshot).toMatchObject({ hall_id: hallId, fair_id: fairId, hold_time: '10:00〜12:00' });
    const mails = await fx.db.select().from(mailOutbox).where(eq(mailOutbox.reference, `reservation:${row.id}`));
    expect(mails.map((m) => [m.kind, m.toAddress, m.status]).sort()).toEqual([
      ['reservation_confirmation', 'misaki@example.com', 'pending'],
      ['reservation_hall_notice', `hall-${hallId}@halls.example`, 'pending'],
    ]);
    // A visitor's typed address: the confirmation repeats nothing she typed (her name neither); the hall gets it all.
    const confirmation = mails.find((m) => m.kind === 'reservation_confirmation')!.body;
    expect(confirmation).toMatch(/^お客様\n/);
    expect(confirmation).not.toContain('佐藤');
    expect(mails.find((m) => m.kind === 'reservation_hall_notice')!.body).toContain('佐藤 美咲');
    // The review window (post_period_day 1, post_period_hour 24): until the end of the day after the fair.
    const dayAfter = new Date(`${holdAt}T00:00:00Z`);
    dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
    const deadline = `${dayAfter.getUTCFullYear()}年${dayAfter.getUTCMonth() + 1}月${dayAfter.getUTCDate()}日(${'日月火水木金土'[dayAfter.getUTCDay()]}) 24:00`;
    expect(confirmation).toContain(`フェアに参加されたら、${deadline}までに会員として口コミを投稿してください。掲載されると、ギフト券10,000円分をお贈りします。`);
    expect(confirmation).toMatch(new RegExp(`口コミを書く：https?://[^/]+/halls/${hallId}/review`));
    const [slot] = await fx.db.select().from(fairSlots).where(eq(fairSlots.fairId, fairId)).limit(1);
    expect(slot.reserved).toBe(1);
  });

  it('refuses a fair held today or earlier (before tomorrow is past) and one held tomorrow is fine', async () => {
    for (const holdAt of [today(), inDays(-3)]) {
      const { fairId } = await insertFair(fx.db, { hallId, holdAt });
      const body = await (await postReservation(server.url, validForm(fairId))).json();
      expect(body).toMatchObject({ result: false, reason: 'past' });
      expect(body.message).toMatch(/終了/);
    }
    const { fairId } = await insertFair(fx.db, { hallId, holdAt: inDays(1) });
    expect(await (await postReservation(server.url, validForm(fairId))).json()).toMatchObject({ result: true });
  });

  it('refuses a hold time the fair does not have, accepts another spelling of one it has', async () => {
    const { fairId } = await insertFair(fx.db, { hallId, holdAt: inDays(4) });
    expect(await (await postReservation(server.url, validForm(fairId, { hold_time: '19:00〜21:00' }))).json()).toMatchObject({ result: false, reason: 'no_such_time' });
    expect(await (await postReservation(server.url, validForm(fairId, { hold_time: '13:00~15:00' }))).json()).toMatchObject({ result: true, reservation: { hold_time: '13:00〜15:00' } });
  });

  it('refuses an unknown fair', async () => {
    expect(await (await postReservation(server.url, validForm(987654))).json()).toMatchObject({ result: false, reason: 'not_found' });
  });

  it('refuses a full slot and leaves the counter at capacity', async () => {
    const { fairId } = await insertFair(fx.db, { hallId, holdAt: inDays(5), slots: [{ holdTime: '10:00〜12:00', capacity: 2 }] });
    for (const email of ['a@example.com', 'b@example.com']) {
      expect(await (await postReservation(server.url, validForm(fairId, { email }))).json()).toMatchObject({ result: true });
    }
    expect(await (await postReservation(server.url, validForm(fairId, { email: 'c@example.com' }))).json()).toMatchObject({ result: false, reason: 'full' });
    const [slot] = await fx.db.select().from(fairSlots).where(eq(fairSlots.fairId, fairId));
    expect(slot).toMatchObject({ reserved: 2, capacity: 2 });
  });

  it('the same email cannot reserve the same slot twice (any letter case), but may take another slot', async () => {
    const { fairId } = await insertFair(fx.db, { hallId, holdAt: inDays(6) });
    expect(await (await postReservation(server.url, validForm(fairId, { email: 'dup@example.com' }))).json()).toMatchObject({ result: true });
    expect(await (await postReservation(server.url, validForm(fairId, { email: 'DUP@example.com' }))).json()).toMatchObject({ result: false, reason: 'duplicate' });
    expect(await (await postReservation(server.url, validForm(fairId, { email: 'dup@example.com', hold_time: '13:00〜15:00' }))).json()).toMatchObject({ result: true });
  });

  it('a double-submitted form creates one reservation', async () => {
    const { fairId } = await insertFair(fx.db, { hallId, holdAt: inDays(7), slots: [{ holdTime: '10:00〜12:00', capacity: 5 }] });
    const form = validForm(fairId, { email: 'twice@example.com' });
    const bodies = await Promise.all([postReservation(server.url, form), postReservation(server.url, form), postReservation(server.url, form)].map(async (p) => (await p).json()));
    expect(bodies.filter((b) => b.result === true)).toHaveLength(1);
    expect(bodies.filter((b) => b.result === false).every((b) => b.reason === 'duplicate')).toBe(true);
    const rows = await fx.db.select().from(reservations).where(eq(reservations.fairId, fairId));
    expect(rows).toHaveLength(1);
    const [slot] = await fx.db.select().from(fairSlots).where(eq(fairSlots.fairId, fairId));
    expect(slot.reserved).toBe(1);
  });

  it("a member whose address is not confirmed yet reserves, but gets no mail until it is (the hall is told)", async () => {
    const { userId, sessionId } = await insertUserWithSession(fx.db, 'unconfirmed-member@example.com');
    await fx.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, userId));
    const { fairId } = await insertFair(fx.db, { hallId, holdAt: inDays(9) });
    const made = await (await postReservation(server.url, validForm(fairId, { email: 'unconfirmed-member@example.com' }), csrfHeaders(sessionId))).json();
    expect(made).toMatchObject({ result: true });
    const mails = await fx.db.select().from(mailOutbox).where(eq(mailOutbox.reference, `reservation:${made.reservation.id}`));
    expect(mails.map((m) => m.kind)).toEqual(['reservation_hall_notice']);
    // Cancelled again, so the invariant below (two mails per reservation) holds for the rest.
    const cancel = await fetch(`${server.url}/api/wn/reservations/${made.reservation.id}`, { method: 'DELETE', headers: { ...csrfHeaders(sessionId), 'content-type': 'application/json' }, body: '{}' });
    expect(cancel.status).toBe(200);
    await fx.db.delete(mailOutbox).where(eq(mailOutbox.reference, `reservation:${made.reservation.id}`));
  });

  it('a signed-in user is stored with the reservation, cannot reserve the slot twice with another email, and lists it', async () => {
    const { userId, sessionId } = await insertUserWithSession(fx.db, 'member@example.com');
    const { fairId } = await insertFair(fx.db, { hallId, holdAt: inDays(8) });
    const headers = csrfHeaders(sessionId);
    const first = await (await postReservation(server.url, validForm(fairId, { email: 'member@example.com', user_id: userId }), headers)).json();
    expect(first).toMatchObject({ result: true });
    // Her confirmed address is greeted by name.
    const [confirmation] = await fx.db.select().from(mailOutbox).where(and(eq(mailOutbox.reference, `reservation:${first.reservation.id}`), eq(mailOutbox.kind, 'reservation_confirmation')));
    expect(confirmation.body).toMatch(/^佐藤 美咲 様\n/);
    expect(await (await postReservation(server.url, validForm(fairId, { email: 'other@example.com' }), headers)).json()).toMatchObject({ result: false, reason: 'duplicate' });
    const list = await fetch(`${server.url}/api/wn/reservations/?user_id=${userId}`, { headers: { cookie: headers.cookie } });
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('private, no-store');
    const body = await list.json();
    expect(body).toMatchObject({ total: 1, page: 1 });
    expect(body.items[0]).toMatchObject({ id: first.reservation.id, hall_id: hallId, fair_name: '【試食付き】チャペル見学＆模擬挙式体験フェア', is_past: false });
    expect(body.items[0].fair_snapshot.hall_id).toBe(hallId);
  });

  it('lists reservations only for a signed-in user (401 anonymous, 403 for another user id)', async () => {
    expect((await fetch(`${server.url}/api/wn/reservations/`)).status).toBe(401);
    const { userId, sessionId } = await insertUserWithSession(fx.db, 'someone@example.com');
    const res = await fetch(`${server.url}/api/wn/reservations/?user_id=${userId + 1000}`, { headers: { cookie: csrfHeaders(sessionId).cookie } });
    expect(res.status).toBe(403);
  });

  it('GET /api/wn/reservations/names: her names from her latest reservation, null before one, 401 anonymous', async () => {
    expect((await fetch(`${server.url}/api/wn/reservations/names`)).status).toBe(401);
    const { userId, sessionId } = await insertUserWithSession(fx.db, 'names@example.com');
    const headers = csrfHeaders(sessionId);
    const names = async () => {
      const res = await fetch(`${server.url}/api/wn/reservations/names`, { headers: { cookie: headers.cookie } });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      return (await res.json()).names;
    };
    expect(await names()).toBeNull();
    const { fairId } = await insertFair(fx.db, { hallId, holdAt: inDays(11) });
    await postReservation(server.url, validForm(fairId, { email: 'names@example.com', user_id: userId }), headers);
    const later = await insertFair(fx.db, { hallId, holdAt: inDays(12) });
    await postReservation(server.url, validForm(later.fairId, { email: 'names@example.com', user_id: userId, last_name: '高橋', last_name_kana: 'ﾀｶﾊｼ' }), headers);
    expect(await names()).toEqual({ last_name: '高橋', first_name: '美咲', last_name_kana: 'タカハシ', first_name_kana: 'ミサキ' });
    // Another member's reservations are not hers.
    const other = await insertUserWithSession(fx.db, 'names-other@example.com');
    expect((await (await fetch(`${server.url}/api/wn/reservations/names`, { headers: { cookie: csrfHeaders(other.sessionId).cookie } })).json()).names).toBeNull();
  });

  it('an anonymous post with a user_id is refused (401), never stored under that user', async () => {
    const { fairId } = await insertFair(fx.db, { hallId, holdAt: inDays(9) });
    const res = await postReservation(server.url, validForm(fairId, { user_id: 1, email: 'spoof@example.com' }));
    expect(res.status).toBe(401);
  });

  it('marks reservations from the app webview as mobile_app whatever the form says', async () => {
    const { fairId } = await insertFair(fx.db, { hallId, holdAt: inDays(10) });
    const res = await postReservation(server.url, validForm(fairId, { cv_device: 'mobile_web', email: 'app@example.com' }), { ...csrfHeaders(), 'user-agent': 'Mozilla/5.0 (iPhone) MusubiApp/3.2.0' });
    const body = await res.json();
    const [row] = await fx.db.select().from(reservations).where(eq(reservations.id, body.reservation.id));
    expect(row.cvDevice).toBe('mobile_app');
  });

  it('accepts a reservation without 性別 (optional)', async () => {
    const { fairId } = await insertFair(fx.db, { hallId, holdAt: inDays(12) });
    const res = await postReservation(server.url, validForm(fairId, { gender: undefined, email: 'nogender@example.com' }));
    expect(res.status).toBe(200);
    expect((await res.json()).result).toBe(true);
  });

  describe('field rules (400 with the message, nothing stored)', () => {
    let fairId: number;
    beforeAll(async () => {
      ({ fairId } = await insertFair(fx.db, { hallId, holdAt: inDays(11) }));
    });
    const cases: [string, Record<string, string | number | undefined>, RegExp][] = [
      ['kana in hiragana', { last_name_kana: 'さとう' }, /^last_name_kana: 全角カタカナで入力してください/],
      ['kana in latin letters', { first_name_kana: 'Misaki' }, /^first_name_kana: 全角カタカナで入力してください/],
      ['empty kana', { first_name_kana: '' }, /^first_name_kana: フリガナを入力してください/],
      ['missing name', { last_name: undefined }, /^last_name: お名前を入力してください/],
      ['blank name', { first_name: '   ' }, /^first_name: お名前を入力してください/],
      ['bad email', { email: 'misaki@' }, /^email: メールアドレスの形式で入力してください/],
      ['full-width digits in tel', { tel: '０９０１２３４５６７８' }, /^tel: 半角数字で入力してください/],
      ['letters in tel', { tel: '090-abcd-5678' }, /^tel: 半角数字で入力してください/],
      ['too short tel', { tel: '090-12' }, /^tel: 電話番号を正しく入力してください/],
      ['no participants', { number_of_participants: undefined }, /^number_of_participants: 参加人数を選択してください/],
      ['zero participants', { number_of_participants: 0 }, /^number_of_participants: /],
      ['too many participants', { number_of_participants: 30 }, /^number_of_participants: 参加人数は6名までです/],
      ['unknown gender', { gender: 'x' }, /^gender: 性別を選択してください/],
      ['bad preferred date', { preferred_wedding_date: '2027/04/01' }, /^preferred_wedding_date: 日付を入力してください/],
      ['impossible date', { preferred_wedding_date: '2027-02-30' }, /^preferred_wedding_date: 日付を入力してください/],
      ['bad cv_device', { cv_device: 'desktop' }, /^cv_device: /],
      ['no hold time', { hold_time: undefined }, /^hold_time: 時間を選択してください/],
      ['bad fair id', { fair_id: 'abc' }, /^fair_id: /],
    ];
    it.each(cases)('%s', async (_name, override, message) => {
      const before = await consistency(fx.db);
      const res = await postReservation(server.url, validForm(fairId, { email: `rule-${Math.random()}@example.com`, ...override }));
      expect(res.status).toBe(400);
      expect((await res.json()).message).toMatch(message);
      expect(await consistency(fx.db)).toEqual(before);
    });

    it('accepts half-width katakana (made full-width), tel without hyphens and no preferred date', async () => {
      const res = await postReservation(server.url, validForm(fairId, { last_name_kana: 'ｻﾄｳ', tel: '0312345678', preferred_wedding_date: '', email: 'hw@example.com' }));
      const body = await res.json();
      expect(body).toMatchObject({ result: true });
      const [row] = await fx.db.select().from(reservations).where(eq(reservations.id, body.reservation.id));
      expect(row).toMatchObject({ lastNameKana: 'サトウ', tel: '0312345678', preferredWeddingDate: null });
    });
  });

  it("a member's reservation to an address other than the one she confirmed is mailed like a visitor's (no name)", async () => {
    const { sessionId } = await insertUserWithSession(fx.db, 'confirmed-owner@example.com');
    const { fairId } = await insertFair(fx.db, { hallId, holdAt: inDays(10) });
    const made = await (await postReservation(server.url, validForm(fairId, { email: 'someone-else@example.com', last_name: '宣伝' }), csrfHeaders(sessionId))).json();
    expect(made).toMatchObject({ result: true });
    const [confirmation] = await fx.db.select().from(mailOutbox).where(and(eq(mailOutbox.reference, `reservation:${made.reservation.id}`), eq(mailOutbox.kind, 'reservation_confirmation')));
    expect(confirmation.toAddress).toBe('someone-else@example.com');
    expect(confirmation.body).toMatch(/^お客様\n/);
    expect(confirmation.body).not.toContain('宣伝');
  });

  it('confirms to one typed address only so many times a day; the reservations stand and the hall is told of each', async () => {
    const limit = ruleFor('reservation-mail-recipient').limit;
    const victim = `someone-else-${Date.now()}@example.com`;
    const made: number[] = [];
    const fairIds: number[] = [];
    for (let i = 0; i <= limit; i++) {
      // A fair each time: one address cannot take a slot twice.
      const { fairId } = await insertFair(fx.db, { hallId, holdAt: inDays(11 + i) });
      fairIds.push(fairId);
      const body = await (await postReservation(server.url, validForm(fairId, { email: victim, last_name: `山田${i}` }))).json();
      expect(body).toMatchObject({ result: true });
      made.push(body.reservation.id);
    }
    const mails = await fx.db.select().from(mailOutbox).where(inArray(mailOutbox.reference, made.map((id) => `reservation:${id}`)));
    expect(mails.filter((m) => m.kind === 'reservation_hall_notice')).toHaveLength(limit + 1);
    expect(mails.filter((m) => m.kind === 'reservation_confirmation' && m.toAddress === victim)).toHaveLength(limit);
    // The invariant below counts two mails per reservation: these are the test's own, gone again.
    await fx.db.delete(mailOutbox).where(inArray(mailOutbox.reference, made.map((id) => `reservation:${id}`)));
    await fx.db.delete(reservations).where(inArray(reservations.id, made));
    await fx.db.update(fairSlots).set({ reserved: 0 }).where(inArray(fairSlots.fairId, fairIds));
  });

  it('keeps counters, rows and mails consistent after everything above', async () => {
    const c = await consistency(fx.db);
    expect(c.counters).toBe(c.rows);
    expect(c.mails).toBe(c.rows * 2);
    expect(c.overfull).toBe(0);
  });
});
