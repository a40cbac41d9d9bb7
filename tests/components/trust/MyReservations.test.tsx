import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MyReservations } from '@/components/fairs/MyReservations';
import { renderWithStore } from '../clips/support';

const item = { id: 77, fair_id: 5, hall_id: 12, hall_name: 'ホテル椿山', fair_name: '模擬挙式フェア', hold_at: '2099-12-05', hold_time: '10:00〜12:00', number_of_participants: 2, created_at: '2026-11-01T00:00:00.000Z', fair_snapshot: { hall_id: 12 }, is_past: false };
let list = [item];
const deleted: string[] = [];
const server = setupServer(
  http.get('*/api/csrf', () => HttpResponse.json({ token: 't' })),
  http.get('*/api/wn/reservations/', () => HttpResponse.json({ items: list, total: list.length, page: 1, per_page: 20, total_pages: 1 })),
  http.delete('*/api/wn/reservations/:id', ({ params }) => {
    deleted.push(String(params.id));
    list = [];
    return HttpResponse.json({ ok: true, message: 'ご予約をキャンセルしました。', fair_id: 5, hall_id: 1, remaining: 3 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => server.close());

describe('MyReservations', () => {
  it('cancels an upcoming reservation after asking once more, and the list no longer shows it', async () => {
    const user = userEvent.setup();
    renderWithStore(<MyReservations />);
    await user.click(await screen.findByRole('button', { name: '予約をキャンセル' }));
    expect(screen.getByRole('group', { name: 'キャンセルの確認' })).toHaveTextContent('この予約をキャンセルしますか？');
    expect(deleted).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'キャンセルする' }));
    await waitFor(() => expect(deleted).toEqual(['77']));
    expect(await screen.findByText(/予約したフェアはまだありません/)).toBeInTheDocument();
  });

  it('offers the reservation as a calendar file and a way to change the date', async () => {
    list = [item];
    renderWithStore(<MyReservations />);
    expect(await screen.findByRole('button', { name: 'カレンダーに追加' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '日程を変更' })).toHaveAttribute('href', '/halls/12/fairs');
  });
});
