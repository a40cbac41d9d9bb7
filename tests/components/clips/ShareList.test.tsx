import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ShareList, sharedHallNames } from '../../../components/clips/ShareList';
import type { HallClipShare } from '../../../api/contract/clips';

const deletes: string[] = [];
const server = setupServer(
  http.get('*/api/csrf', () => HttpResponse.json({ token: 't' })),
  http.delete('*/api/wn/hall_clip_shares/:id', ({ params }) => {
    deletes.push(String(params.id));
    return HttpResponse.json({ id: Number(params.id), removed: true });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  deletes.length = 0;
});
afterAll(() => server.close());

const share = (id: number, ids: number[], day: string): HallClipShare => ({ id, hash: `h${id}`, url: `/clips/share/h${id}`, hall_clip_ids: ids, created_at: `${day}T03:00:00.000Z`, updated_at: `${day}T03:00:00.000Z` });
const names = { 1: 'ホテル椿山', 2: '海辺のチャペル', 3: 'ガーデンテラス青山', 4: '迎賓館みなと', 5: '森のレストラン' };

describe('her share links', () => {
  it('says what each shows, in hall names', () => {
    expect(sharedHallNames(share(1, [1, 2], '2026-11-01'), names)).toBe('ホテル椿山、海辺のチャペル');
    expect(sharedHallNames(share(1, [1, 2, 3, 4, 5], '2026-11-01'), names)).toBe('ホテル椿山、海辺のチャペル、ガーデンテラス青山 ほか2件');
  });

  it('names two links made the same day apart, by their time', () => {
    const morning = { ...share(3, [1], '2026-11-20'), created_at: '2026-11-20T00:05:00.000Z' };
    render(<ShareList shares={[share(4, [2], '2026-11-20'), morning]} hallNames={names} onRevoked={jest.fn()} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['2026年11月20日(金) 12:00に作成した共有リンク', '2026年11月20日(金) 9:05に作成した共有リンク']);
  });

  it('lists each link with its name and halls, and revokes one after she confirms', async () => {
    const revoked = jest.fn();
    render(<ShareList shares={[share(8, [1, 2], '2026-11-20'), share(7, [3], '2026-11-02')]} hallNames={names} onRevoked={revoked} />);
    const items = screen.getAllByRole('listitem');
    expect(within(items[0]).getByRole('heading', { name: '2026年11月20日(金) 12:00に作成した共有リンク' })).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('式場2件：ホテル椿山、海辺のチャペル');
    expect(within(items[0]).getByRole('link', { name: 'リストを開く' })).toHaveAttribute('href', '/clips/share/h8');
    expect(items[1]).toHaveTextContent('式場1件：ガーデンテラス青山');

    await userEvent.click(within(items[1]).getByRole('button', { name: '2026年11月2日(月) 12:00に作成した共有リンクを無効にする' }));
    // A step to confirm: nothing is sent yet, and she may step back.
    expect(deletes).toEqual([]);
    await userEvent.click(within(items[1]).getByRole('button', { name: 'やめる' }));
    expect(within(items[1]).queryByRole('button', { name: 'リンクを無効にする' })).toBeNull();
    await userEvent.click(within(items[1]).getByRole('button', { name: /を無効にする$/ }));
    await userEvent.click(within(items[1]).getByRole('button', { name: 'リンクを無効にする' }));
    await waitFor(() => expect(revoked).toHaveBeenCalledWith(7));
    expect(deletes).toEqual(['7']);
    expect(screen.getByRole('status')).toHaveTextContent('共有リンクを無効にしました');
    // Her button went with the link: focus stays in the list, on its heading.
    expect(screen.getByRole('heading', { level: 2 })).toHaveFocus();
  });
});
