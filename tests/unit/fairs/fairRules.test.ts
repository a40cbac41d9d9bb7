import { isYmd, normaliseKana, normaliseTel, reservationInput } from '../../../api/contract/fairs';
import { cvDevice, rememberUtm, storedUtm } from '../../../components/fairs/attribution';
import { monthGrid } from '../../../components/fairs/FairCalendar';
import { optionForQuarter, weddingSeasonOptions } from '../../../components/fairs/weddingSeasons';
import { addDays, firstBookableDate, isPastFair, todayInJapan } from '../../../server/fairs/dates';
import { cvDeviceFor, normaliseHoldTime } from '../../../server/fairs/createReservation';
import { fairDays } from '../../../server/seed/fairs';
import { MemoryStorage } from '@/tests/support/memoryStorage';


describe('fair dates in Japan time (§9: before tomorrow is past)', () => {
  it('turns at midnight in Japan, not UTC', () => {
    expect(todayInJapan(new Date('2026-05-19T14:59:59Z'))).toBe('2026-05-19');
    expect(todayInJapan(new Date('2026-05-19T15:00:00Z'))).toBe('2026-05-20');
    expect(firstBookableDate(new Date('2026-05-19T15:00:00Z'))).toBe('2026-05-21');
  });
  it('a fair today is past, tomorrow is not', () => {
    const now = new Date('2026-05-20T03:00:00Z');
    expect(isPastFair('2026-05-20', now)).toBe(true);
    expect(isPastFair('2026-05-21', now)).toBe(false);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('reservation field rules', () => {
  it('normalises kana, tel and hold times', () => {
    expect(normaliseKana(' ｻﾄｳ ')).toBe('サトウ');
    expect(normaliseTel('090-1234-5678')).toBe('09012345678');
    expect(normaliseHoldTime('10:00 ~ 12:00')).toBe('10:00〜12:00');
    expect(normaliseHoldTime('10:00～12:00')).toBe(normaliseHoldTime('10:00〜12:00'));
  });
  it('checks real calendar dates', () => {
    expect(isYmd('2028-02-29')).toBe(true);
    expect(isYmd('2027-02-29')).toBe(false);
    expect(isYmd('2027-4-1')).toBe(false);
  });
  it('parses a valid form and rejects katakana look-alikes', () => {
    const base = { fair_id: '1', hold_time: '10:00〜12:00', last_name: '佐藤', first_name: '美咲', last_name_kana: 'サトウ', first_name_kana: 'ミサキ', email: 'A@B.jp', tel: '03-1234-5678', gender: 'female', number_of_participants: '2' };
    expect(reservationInput.parse(base)).toMatchObject({ fair_id: 1, email: 'a@b.jp', tel: '0312345678', number_of_participants: 2, cv_device: 'mobile_web' });
    expect(reservationInput.safeParse({ ...base, last_name_kana: 'サトウ1' }).success).toBe(false);
    expect(reservationInput.safeParse({ ...base, last_name_kana: '佐藤' }).success).toBe(false);
  });
  it('cv_device follows the app user agent', () => {
    expect(cvDeviceFor('mobile_web', 'Mozilla/5.0 MusubiApp/3.0.1')).toBe('mobile_app');
    expect(cvDeviceFor('mobile_web', 'Mozilla/5.0 Safari')).toBe('mobile_web');
    expect(cvDevice(false, 'Mozilla/5.0 (iPhone) MusubiApp/2.4')).toBe('mobile_app');
    expect(cvDevice(true, 'Mozilla/5.0')).toBe('mobile_app');
    expect(cvDevice(false, 'Mozilla/5.0')).toBe('mobile_web');
  });
});

describe('utm attribution', () => {
  it('keeps the first landing\'s utm parameters for the session', () => {
    const s = new MemoryStorage();
    rememberUtm('?utm_source=instagram&utm_medium=social&utm_campaign=spring&x=1', s);
    rememberUtm('?utm_source=google', s);
    rememberUtm('', s);
    expect(storedUtm(s)).toEqual({ utm_source: 'instagram', utm_medium: 'social', utm_campaign: 'spring' });
  });
  it('survives garbage in storage', () => {
    const s = new MemoryStorage();
    s.setItem('musubi_fair_utm', '{not json');
    expect(storedUtm(s)).toEqual({});
  });
});

describe('wedding season options (§9: 20 quarters)', () => {
  it('starts at the current quarter and spans 20', () => {
    const o = weddingSeasonOptions('2026-11-03');
    expect(o).toHaveLength(20);
    expect(o[0]).toEqual({ value: '2026-10-01', label: '2026年10〜12月', quarter: '2026-Q4' });
    expect(o[1]).toEqual({ value: '2027-01-01', label: '2027年1〜3月', quarter: '2027-Q1' });
    expect(o[19].quarter).toBe('2031-Q3');
    expect(optionForQuarter(o, '2027-Q1')).toBe('2027-01-01');
    expect(optionForQuarter(o, '2019-Q1')).toBe('');
  });
});

describe('calendar and seed days', () => {
  it('lays a month out in weeks from Sunday', () => {
    const weeks = monthGrid({ year: 2026, month: 11 });
    expect(weeks[0]).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
    expect(monthGrid({ year: 2026, month: 5 })[0].slice(0, 5)).toEqual([null, null, null, null, null]);
  });
  it('fair days are weekends and Japanese holidays, some past', () => {
    const days = fairDays('2026-04-27');
    expect(days).toContain('2026-04-29'); // 昭和の日 (Wednesday)
    expect(days).toContain('2026-05-06'); // 振替休日
    expect(days).not.toContain('2026-04-28');
    expect(days.some((d) => d < '2026-04-27')).toBe(true);
    expect(days.every((d) => d <= '2026-06-22')).toBe(true);
  });
});
