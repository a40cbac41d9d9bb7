import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import type { ApiClient } from '../../../api/client';
import { ApiClientError } from '../../../api/errors';
import { ReservationForm } from '../../../components/fairs/ReservationForm';
import { makeStore } from '../../../store';
import { fairDetail } from './fixtures';

const push = jest.fn().mockResolvedValue(true);
jest.mock('next/router', () => ({ __esModule: true, useRouter: () => ({ push, query: {}, asPath: '/' }) }));

afterEach(() => {
  push.mockClear();
  window.sessionStorage.clear();
});

function setup(opts: { call?: jest.Mock; preloaded?: Parameters<typeof makeStore>[0]; fair?: ReturnType<typeof fairDetail> } = {}) {
  const call = opts.call ?? jest.fn();
  const store = makeStore(opts.preloaded, { call } as unknown as ApiClient);
  render(
    <Provider store={store}>
      <ReservationForm fair={opts.fair ?? fairDetail()} today="2026-05-20" />
    </Provider>,
  );
  return { call, store, user: userEvent.setup() };
}

const submit = () => screen.getByRole('button', { name: '確認画面へ進む' });
const confirm = () => screen.getByRole('button', { name: 'この内容で予約する' });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByLabelText(/10:00〜12:00/));
  await user.type(screen.getByLabelText('姓'), '佐藤');
  await user.type(screen.getByLabelText('名'), '美咲');
  await user.type(screen.getByLabelText('セイ'), 'サトウ');
  await user.type(screen.getByLabelText('メイ'), 'ミサキ');
  await user.type(screen.getByLabelText(/メールアドレス/), 'misaki@example.com');
  await user.type(screen.getByLabelText(/電話番号/), '090-1234-5678');
  await user.click(screen.getByLabelText('女性'));
}

describe('ReservationForm', () => {
  it('states the review window where she books: the day after the fair (2026-06-13), until 24:00', () => {
    setup();
    expect(screen.getByText(/^フェアに参加されたら、2026年6月14日\(日\) 24:00までに会員として口コミを投稿し/)).toBeInTheDocument();
  });

  it('shows the required messages for each empty field and sends nothing', async () => {
    const { call, user } = setup();
    await user.selectOptions(screen.getByLabelText(/参加人数/), '');
    await user.click(submit());
    expect(await screen.findByText('時間を選択してください', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getAllByText('お名前を入力してください', { selector: 'p' })).toHaveLength(2);
    expect(screen.getAllByText('フリガナを入力してください', { selector: 'p' })).toHaveLength(2);
    expect(screen.getByText('メールアドレスを入力してください', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('電話番号を入力してください', { selector: 'p' })).toBeInTheDocument();
    // 性別 is optional.
    expect(screen.queryByText('性別を選択してください', { selector: 'p' })).toBeNull();
    expect(screen.getByText('参加人数を選択してください', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByLabelText('姓')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('姓')).toHaveAttribute('aria-describedby', 'last_name-error');
    // The error summary has her attention, each message a link to its field.
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    const links = Array.from(summary.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['時間を選択してください', '#hold_time'],
      ['お名前を入力してください', '#last_name'],
      ['お名前を入力してください', '#first_name'],
      ['フリガナを入力してください', '#last_name_kana'],
      ['フリガナを入力してください', '#first_name_kana'],
      ['メールアドレスを入力してください', '#email'],
      ['電話番号を入力してください', '#tel'],
      ['参加人数を選択してください', '#number_of_participants'],
    ]);
    await user.click(screen.getByRole('link', { name: 'メールアドレスを入力してください' }));
    expect(screen.getByLabelText(/メールアドレス/)).toHaveFocus();
    expect(call).not.toHaveBeenCalled();
  });

  it('keeps the Japanese message when sent again without a time slot (never the schema\'s English)', async () => {
    const { user } = setup();
    await user.click(submit());
    expect(await screen.findByText('時間を選択してください', { selector: 'p' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('姓'), '佐藤');
    await user.click(submit());
    expect(await screen.findByText('時間を選択してください', { selector: 'p' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/Invalid|expected|received/);
  });

  it.each([
    ['セイ', 'さとう', '全角カタカナで入力してください'],
    ['メイ', 'Misaki', '全角カタカナで入力してください'],
    [/メールアドレス/, 'misaki@', 'メールアドレスの形式で入力してください'],
    [/電話番号/, '０９０１２３４５６７８', '半角数字で入力してください'],
  ] as const)('%s: %s → %s', async (label, value, message) => {
    const { user } = setup();
    const field = screen.getByLabelText(label);
    await user.type(field, value);
    await user.click(submit());
    expect(await screen.findByText(message, { selector: 'p' })).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(field.getAttribute('aria-describedby')!)).toHaveTextContent(message);
  });

  it('asks for the date when the couple chooses to give one', async () => {
    const { user } = setup();
    await user.selectOptions(screen.getByLabelText(/挙式予定時期/), 'date');
    await user.click(submit());
    expect(await screen.findByText('日付を入力してください', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByLabelText('挙式予定日')).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers 20 quarters from the current one, plus undecided and a date', () => {
    setup();
    const options = within(screen.getByLabelText(/挙式予定時期/)).getAllByRole('option');
    expect(options).toHaveLength(22);
    expect(options[0]).toHaveTextContent('未定');
    expect(options[1]).toHaveTextContent('2026年4〜6月');
    expect(options[20]).toHaveTextContent('2031年1〜3月');
    expect(options[21]).toHaveTextContent('日付で指定する');
  });

  it('shows what is left per slot and a full slot cannot be picked', () => {
    setup();
    expect(screen.getByLabelText(/10:00〜12:00/)).toBeEnabled();
    expect(screen.getByLabelText(/13:00〜15:00/)).toBeDisabled();
    expect(screen.getByText(/2026年6月14日\(日\) 24:00までに会員として口コミを投稿し、掲載されると、ギフト券10,000円分/)).toBeInTheDocument();
    expect(screen.getByText('満席')).toBeInTheDocument();
    expect(screen.getByText('残りわずか（2組）')).toBeInTheDocument();
  });

  it('disables the button until the answer, sends every field, then opens the confirmation page', async () => {
    window.sessionStorage.setItem('musubi_fair_utm', JSON.stringify({ utm_source: 'instagram', utm_campaign: 'spring' }));
    let answer!: (v: unknown) => void;
    const call = jest.fn(() => new Promise((resolve) => { answer = resolve; }));
    const { user } = setup({ call });
    await fillValid(user);
    await user.selectOptions(screen.getByLabelText(/挙式予定時期/), '2027-04-01');
    await user.click(submit());
    // 確認: what she entered, then the reservation is sent.
    expect(await screen.findByRole('heading', { name: '入力内容の確認' })).toBeInTheDocument();
    expect(screen.getByText('佐藤 美咲（サトウ ミサキ）')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
    await user.click(confirm());
    const button = await screen.findByRole('button', { name: '送信中...' });
    expect(button).toBeDisabled();
    expect(call).toHaveBeenCalledTimes(1);
    expect((call.mock.calls[0] as unknown[])[1]).toMatchObject({
      fair_id: 501, hold_time: '10:00〜12:00', last_name: '佐藤', first_name_kana: 'ミサキ', email: 'misaki@example.com', tel: '090-1234-5678',
      gender: 'female', number_of_participants: 2, preferred_wedding_date: '2027-04-01', cv_device: 'mobile_web', utm_source: 'instagram', utm_campaign: 'spring',
    });
    await act(async () => answer({ result: true, reservation: { id: 9, fair_id: 501, hall_id: 7, hall_name: 'テストガーデン迎賓館', fair_name: 'フェア', hold_at: '2026-06-13', hold_time: '10:00〜12:00', number_of_participants: 2, created_at: '2026-05-20T00:00:00Z' } }));
    expect(push).toHaveBeenCalledWith(`/reservations/complete?hall=${fairDetail().hall_id}`);
    expect(JSON.parse(window.sessionStorage.getItem('musubi_last_reservation')!)).toMatchObject({ id: 9 });
  });

  it('shows the reason of a refusal and enables the button again', async () => {
    const call = jest.fn().mockResolvedValue({ result: false, reason: 'full', message: '選択された時間は満席です。別の時間をお選びください' });
    const { user } = setup({ call });
    await fillValid(user);
    await user.click(submit());
    await user.click(confirm());
    expect(await screen.findByRole('alert')).toHaveTextContent('選択された時間は満席です');
    expect(confirm()).toBeEnabled();
    // She can go back and change the time.
    await user.click(screen.getByRole('button', { name: '入力内容を修正する' }));
    expect(submit()).toBeVisible();
    expect(push).not.toHaveBeenCalled();
  });

  it('shows the server message when the call fails', async () => {
    const call = jest.fn().mockRejectedValue(new ApiClientError('しばらく時間をおいてから、もう一度お試しください', 429));
    const { user } = setup({ call });
    await fillValid(user);
    await user.click(submit());
    await user.click(confirm());
    expect(await screen.findByRole('alert')).toHaveTextContent('しばらく時間をおいてから');
  });

  it('prefills a signed-in couple and sends their user id', async () => {
    const call = jest.fn().mockResolvedValue({ result: false, reason: 'duplicate', message: 'この日時のフェアはすでにご予約済みです' });
    const me = { user_id: 42, email: 'member@example.com', nickname: 'みさき', wedding_prefecture_slug: null, wedding_prefecture_name: null, wedding_region_slug: null, wedding_region_name: null, wedding_season: '2027-Q2', is_official: false, is_staff: false, email_verified: true, created_at: '2026-01-01T00:00:00Z' };
    const { user } = setup({ call, preloaded: { user: { me: { status: 'done', fetching: false, data: me, error: null }, auth: { status: 'idle', fetching: false, data: null, error: null } } } as never });
    expect(screen.getByLabelText(/メールアドレス/)).toHaveValue('member@example.com');
    expect(screen.getByLabelText(/挙式予定時期/)).toHaveValue('2027-04-01');
    await fillValid(user);
    await user.clear(screen.getByLabelText(/メールアドレス/));
    await user.type(screen.getByLabelText(/メールアドレス/), 'member@example.com');
    await user.click(submit());
    await user.click(confirm());
    expect(await screen.findByRole('alert')).toHaveTextContent('すでにご予約済み');
    const reserved = call.mock.calls.find((c) => (c[0] as { path: string }).path === '/api/wn/reservations/')!;
    expect(reserved[1]).toMatchObject({ user_id: 42, email: 'member@example.com' });
  });

  it('prefills a signed-in member’s name and kana from her last booking (GET /api/wn/reservations/names), never over what she typed', async () => {
    const names = { last_name: '高橋', first_name: '由美', last_name_kana: 'タカハシ', first_name_kana: 'ユミ' };
    let answer!: (v: unknown) => void;
    const call = jest.fn((e: { path: string }) => (e.path === '/api/wn/reservations/names' ? new Promise((r) => (answer = r)) : Promise.resolve({ result: false, reason: 'duplicate', message: 'x' })));
    const me = { user_id: 42, email: 'member@example.com', nickname: 'ゆみ', wedding_prefecture_slug: null, wedding_prefecture_name: null, wedding_region_slug: null, wedding_region_name: null, wedding_season: null, is_official: false, is_staff: false, email_verified: true, created_at: '2026-01-01T00:00:00Z' };
    const { user } = setup({ call: call as unknown as jest.Mock, preloaded: { user: { me: { status: 'done', fetching: false, data: me, error: null }, auth: { status: 'idle', fetching: false, data: null, error: null } } } as never });
    await user.type(screen.getByLabelText('名'), 'ゆみこ');
    await act(async () => {
      while (!answer) await new Promise((r) => setTimeout(r, 0));
      answer({ names });
    });
    expect(await screen.findByDisplayValue('高橋')).toBe(screen.getByLabelText('姓'));
    expect(screen.getByLabelText('セイ')).toHaveValue('タカハシ');
    expect(screen.getByLabelText('メイ')).toHaveValue('ユミ');
    expect(screen.getByLabelText('名')).toHaveValue('ゆみこ');
  });

  it('an anonymous visitor’s form asks for no names', async () => {
    const { call } = setup();
    await act(async () => undefined);
    expect(call.mock.calls.some((c) => (c[0] as { path: string }).path === '/api/wn/reservations/names')).toBe(false);
  });

  it('a past fair shows that reservations are closed instead of the form', () => {
    setup({ fair: fairDetail({ is_past: true }) });
    expect(screen.getByText(/予約受付は終了しました/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'この内容で予約する' })).not.toBeInTheDocument();
  });
});
