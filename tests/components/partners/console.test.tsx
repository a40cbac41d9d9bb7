import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import type { ApiClient } from '../../../api/client';
import { ApiClientError } from '../../../api/errors';
import type { PartnerFair, PartnerReservation } from '../../../api/contract/partners';
import { FairCapacity } from '../../../components/partners/FairCapacity';
import { INBOX_POLL_MS, ReservationInbox } from '../../../components/partners/ReservationInbox';
import { makeStore } from '../../../store';

const resv = (over: Partial<PartnerReservation>): PartnerReservation => ({
  id: 1, fair_id: 2, fair_name: 'チャペル見学フェア', hold_at: '2026-12-05', hold_time: '10:00〜12:00', name: '佐藤 美咲', name_kana: 'サトウ ミサキ', email: 'misaki@example.com', tel: '09012345678',
  number_of_participants: 2, preferred_wedding_date: null, message: '', is_member: true, status: 'new', status_label: '新規', note: '', created_at: '2026-11-28T01:00:00.000Z', ...over,
});

describe('ReservationInbox', () => {
  afterEach(() => jest.useRealTimers());

  it('shows new bookings as they arrive (polling), and moves a reservation to 確認済み with the server\'s answer', async () => {
    jest.useFakeTimers();
    const call = jest.fn(async (endpoint: { path: string }, _input?: unknown) => {
      if (endpoint.path.endsWith('/reservations')) return { items: [resv({ id: 2, name: '田中 彩花', name_kana: 'タナカ アヤカ' })], latest_id: 2 };
      return { reservation: resv({ status: 'confirmed', status_label: '確認済み' }) };
    });
    const store = makeStore(undefined, { call } as unknown as ApiClient);
    render(<Provider store={store}><ReservationInbox hallId={5} initial={[resv({})]} latestId={1} /></Provider>);
    expect(screen.getAllByTestId('reservation')).toHaveLength(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(INBOX_POLL_MS);
    });
    expect((call.mock.calls[0] as unknown[])[1]).toEqual({ hall_id: 5, after_id: 1 });
    expect(screen.getAllByTestId('reservation').map((li) => li.querySelector('h2')?.textContent)).toEqual([expect.stringContaining('田中 彩花'), expect.stringContaining('佐藤 美咲')]);
    expect(screen.getByRole('status')).toHaveTextContent('新しい予約が1件届きました');
    jest.useRealTimers();
    const user = userEvent.setup();
    const card = screen.getAllByTestId('reservation')[1];
    await user.click(within(card).getByRole('button', { name: '確認済みにする' }));
    expect(call).toHaveBeenLastCalledWith(expect.objectContaining({ path: '/api/partner/halls/:hall_id/reservations/:reservation_id' }), expect.objectContaining({ hall_id: 5, reservation_id: 1, status: 'confirmed' }));
    expect(await within(card).findByText('確認済み')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/confirmed|attended|no_show/);
  });
});

describe('FairCapacity', () => {
  const fair: PartnerFair = { id: 9, content_id: 3, name: 'チャペル見学フェア', description: '', price: 0, benefits: [], hold_at: '2026-12-05', public_path: '/halls/5/fairs/9', cancelled_at: null, slots: [{ slot: 1, hold_time: '10:00〜12:00', capacity: 4, reserved: 2 }] };

  it('shows the booked count and the server\'s refusal when the capacity would fall below it', async () => {
    const call = jest.fn().mockRejectedValue(new ApiClientError('この時間枠にはすでに2組の予約があります。定員を2組未満にはできません', 409));
    const store = makeStore(undefined, { call } as unknown as ApiClient);
    render(<Provider store={store}><ul><FairCapacity hallId={5} fair={fair} /></ul></Provider>);
    const user = userEvent.setup();
    const input = screen.getByLabelText('10:00〜12:00（予約 2組）定員');
    await user.clear(input);
    await user.type(input, '1');
    await user.click(screen.getByRole('button', { name: '変更する' }));
    expect((call.mock.calls[0] as unknown[])[1]).toEqual({ hall_id: 5, fair_id: 9, slot: 1, capacity: 1 });
    expect(await screen.findByRole('alert')).toHaveTextContent('定員を2組未満にはできません');
  });
});
