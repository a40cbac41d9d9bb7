import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { MyBrideReport } from '@/api/contract/brideEditor';
import type { Album, BridePhoto } from '@/api/contract/brides';
import { AlbumEditor } from '@/components/brides/editor/AlbumEditor';
import { ReportForm } from '@/components/brides/editor/ReportForm';
import { FacetNav } from '@/components/brides/FacetNav';
import { bridesActions } from '@/store/slices/brides';
import { renderWithStore } from '../clips/support';
import { render } from '@testing-library/react';

const album: Album = { id: 3, album_title: '挙式', cover_photo_url: null, photo_count: 0, photo_list: [] };
const mine: MyBrideReport = { user_id: 7, is_private: false, report: null, albums: [album] };
const photo = (id: number): BridePhoto => ({ id, photo_url: `/media/uploads/7/${String(id).padStart(32, 'a')}.jpg`, caption: '', width: 1200, height: 800, orientation: 'landscape', uploaded_at: '2026-01-01T00:00:00.000Z', section: 'ceremony', section_label: '挙式' });

const saved: unknown[] = [];
let uploads = 0;
const server = setupServer(
  http.get('*/api/csrf', () => HttpResponse.json({ token: 't' })),
  http.put('*/api/my/bride_report', async ({ request }) => {
    const body = await request.json();
    saved.push(body);
    return HttpResponse.json({ ...mine, report: { title: '海辺の家族婚', reception_place: '海辺のレストラン', hall_id: null, hall_name: null, prefecture_slug: 'tokyo', wedding_date: '2025-06-14', guest_count: 24, total_cost: 1800000, style: 'family', taste: '', advice: '', theme_tags: [] } });
  }),
  // (The multipart body itself is checked end to end: jsdom's XHR cannot carry the runtime's FormData.)
  http.post('*/api/my/albums/3/photos', () => {
    uploads += 1;
    if (uploads === 2) return HttpResponse.json({ message: '写真を読み込めませんでした。別の写真をお試しください', status: 400 }, { status: 400 });
    return HttpResponse.json(photo(100 + uploads));
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  saved.length = 0;
  uploads = 0;
});
afterAll(() => server.close());

const regions = [{ slug: 'kanto', name: '関東', prefectures: [{ slug: 'tokyo', name: '東京都' }] }];

describe('ReportForm', () => {
  it('shows the server\'s Japanese messages before sending, then saves', async () => {
    const { store } = renderWithStore(<ReportForm report={null} tags={[{ id: 1, slug: 'family', name: '家族婚', description: '', count: 3 }]} regions={regions} defaultPrefecture="tokyo" />);
    store.dispatch(bridesActions.loadMine(mine));
    await userEvent.click(screen.getByRole('button', { name: 'レポートを保存する' }));
    expect(screen.getByText('タイトルを入力してください')).toBeInTheDocument();
    expect(screen.getByLabelText('タイトル（必須）')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('日付を入力してください')).toBeInTheDocument();
    expect(screen.getByText('スタイルを選択してください')).toBeInTheDocument();
    expect(saved).toEqual([]);

    await userEvent.type(screen.getByLabelText('タイトル（必須）'), '海辺の家族婚');
    await userEvent.type(screen.getByLabelText('挙式日（必須）'), '2025-06-14');
    await userEvent.type(screen.getByLabelText('会場名（必須）'), '海辺のレストラン');
    await userEvent.selectOptions(screen.getByLabelText('スタイル（必須）'), 'family');
    await userEvent.type(screen.getByLabelText('ゲスト人数（名・必須）'), '二十');
    await userEvent.type(screen.getByLabelText('費用総額（円・必須）'), '1800000');
    await userEvent.click(screen.getByRole('button', { name: 'レポートを保存する' }));
    expect(screen.getByText('半角数字で入力してください')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('ゲスト人数（名・必須）'));
    await userEvent.type(screen.getByLabelText('ゲスト人数（名・必須）'), '24');
    await userEvent.click(screen.getByRole('checkbox', { name: '家族婚' }));
    await userEvent.click(screen.getByRole('button', { name: 'レポートを保存する' }));
    await waitFor(() => expect(store.getState().brides.edit.status).toBe('done'));
    expect(saved[0]).toMatchObject({ title: '海辺の家族婚', prefecture_slug: 'tokyo', guest_count: '24', style: 'family', theme_tag_ids: [1] });
    expect(store.getState().brides.edit.data).toBe('花嫁レポートを保存しました');
    expect(store.getState().brides.mine?.report?.title).toBe('海辺の家族婚');
  });
});

describe('AlbumEditor', () => {
  it('uploads the chosen photos one by one into the album, and keeps the server\'s message when one fails', async () => {
    const { store, rerender } = renderWithStore(<div />);
    store.dispatch(bridesActions.loadMine(mine));
    const { Provider } = await import('react-redux');
    rerender(<Provider store={store}><AlbumEditor album={store.getState().brides.mine!.albums[0]} /></Provider>);
    await userEvent.selectOptions(screen.getByLabelText('追加する写真のシーン'), 'ceremony');
    const files = ['IMG_1.JPG', 'broken.jpg', 'IMG_2.JPG'].map((name) => new File([new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3])], name, { type: 'image/jpeg' }));
    await userEvent.upload(screen.getByLabelText(/写真を追加/), files);
    await waitFor(() => expect(uploads).toBe(3));
    await waitFor(() => expect(store.getState().brides.upload.pending).toBe(0));
    const stored = store.getState().brides.mine!.albums[0];
    expect(stored.photo_list.map((p) => p.id)).toEqual([101, 103]);
    expect(stored.photo_count).toBe(2);
    expect(stored.cover_photo_url).toBe(photo(101).photo_url);
    expect(store.getState().brides.upload).toMatchObject({ status: 'done' });
    expect(store.getState().brides.upload.failures).toEqual(['broken.jpg：写真を読み込めませんでした。別の写真をお試しください']);
    rerender(<Provider store={store}><AlbumEditor album={store.getState().brides.mine!.albums[0]} /></Provider>);
    const list = screen.getByRole('list', { name: '挙式の写真' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('button', { name: '1枚目を前へ移動' })).toBeDisabled();
  });
});

describe('FacetNav', () => {
  it('links each choice with its count, marks the chosen one and never links an empty one', () => {
    render(
      <FacetNav
        label="絞り込み"
        hrefFor={(param, value) => `/brides/?${param}=${value ?? ''}`}
        groups={[{ title: '季節', param: 'season', selected: 'spring', options: [{ key: 'spring', label: '春', count: 12 }, { key: 'summer', label: '夏', count: 0 }, { key: 'autumn', label: '秋', count: 1234 }] }]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: '絞り込み' });
    expect(within(nav).getByText('春').closest('[aria-current]')).toHaveTextContent('春12');
    expect(within(nav).queryByRole('link', { name: /夏/ })).toBeNull();
    expect(within(nav).getByRole('link', { name: '秋 1,234' })).toHaveAttribute('href', '/brides?season=autumn');
    expect(within(nav).getByRole('link', { name: 'すべて' })).toHaveAttribute('href', '/brides?season=');
  });
});
