import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import type { ApiClient } from '../../../api/client';
import { ApiClientError } from '../../../api/errors';
import type { PartnerPhoto } from '../../../api/contract/partnerPhotos';
import { PARTNER_MSG } from '../../../api/contract/partnerLabels';
import { PhotosManager } from '../../../components/partners/PhotosManager';
import { makeStore } from '../../../store';

const photo = (id: number, caption: string, section: PartnerPhoto['section'] = 'ceremony'): PartnerPhoto => ({
  id, section, section_label: section === 'ceremony' ? '挙式' : 'ガーデン', image_url: `/media/uploads/9/t${id}.jpg`, caption, width: 1200, height: 800, is_cover: false,
});
const PHOTOS = [photo(1, 'チャペル'), photo(2, 'バージンロード'), photo(3, 'ステンドグラス'), photo(9, '噴水', 'garden')];

/** The console's photos with an API that answers the order it is sent (or refuses it), and the calls it got. */
function renderManager(call = jest.fn(async (_e: { path: string }, input: { photo_ids: number[] }) => ({ items: input.photo_ids.map((id) => PHOTOS.find((p) => p.id === id)!), max: 120 }))) {
  const store = makeStore(undefined, { call } as unknown as ApiClient);
  render(<Provider store={store}><PhotosManager hallId={5} photos={PHOTOS} max={120} /></Provider>);
  return { call, user: userEvent.setup() };
}
const ceremonyOrder = () => within(screen.getByRole('region', { name: /挙式/ })).getAllByTestId('photo').map((li) => Number(li.getAttribute('data-photo-id')));
const sentOrders = (call: jest.Mock) => call.mock.calls.map(([endpoint, input]) => [endpoint.path, input.section, input.photo_ids]);
const announcement = () => screen.getByTestId('photo-announce');
const ORDER_PATH = '/api/partner/halls/:hall_id/photos/order';

describe('PhotosManager: the order of a section', () => {
  it('moves a photo by dragging it onto another place in its section, saves the order and announces it', async () => {
    const { call } = renderManager();
    const items = within(screen.getByRole('region', { name: /挙式/ })).getAllByTestId('photo');
    fireEvent.dragStart(items[2], { dataTransfer: { setData: jest.fn() } });
    fireEvent.dragOver(items[0]);
    fireEvent.drop(items[0]);
    expect(ceremonyOrder()).toEqual([3, 1, 2]);
    await waitFor(() => expect(sentOrders(call)).toEqual([[ORDER_PATH, 'ceremony', [3, 1, 2]]]));
    expect(announcement()).toHaveAttribute('aria-live', 'polite');
    expect(announcement()).toHaveTextContent('挙式：「ステンドグラス」を1枚目に移動しました');
  });

  it('does not move a photo dropped on another section', async () => {
    const { call } = renderManager();
    const [chapel] = within(screen.getByRole('region', { name: /挙式/ })).getAllByTestId('photo');
    const [fountain] = within(screen.getByRole('region', { name: /ガーデン/ })).getAllByTestId('photo');
    fireEvent.dragStart(fountain, { dataTransfer: { setData: jest.fn() } });
    fireEvent.drop(chapel);
    expect(ceremonyOrder()).toEqual([1, 2, 3]);
    expect(call).not.toHaveBeenCalled();
  });

  it('moves by 「前へ」「後へ」: the first has no 前へ, the last no 後へ, and the focus stays on the moved photo\'s button', async () => {
    const { call, user } = renderManager();
    expect(screen.getByRole('button', { name: '挙式の1枚目を前へ' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '挙式の3枚目を後へ' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '挙式の1枚目を後へ' }));
    expect(ceremonyOrder()).toEqual([2, 1, 3]);
    expect(announcement()).toHaveTextContent('挙式：「チャペル」を2枚目に移動しました');
    // The moved photo is now the second: its 後へ keeps the focus, so pressing again moves it on.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: '挙式の2枚目を後へ' })));
    await user.keyboard('{Enter}');
    expect(ceremonyOrder()).toEqual([2, 3, 1]);
    await user.click(screen.getByRole('button', { name: '挙式の2枚目を前へ' }));
    expect(ceremonyOrder()).toEqual([3, 2, 1]);
    await waitFor(() => expect(sentOrders(call)).toEqual([[ORDER_PATH, 'ceremony', [2, 1, 3]], [ORDER_PATH, 'ceremony', [2, 3, 1]], [ORDER_PATH, 'ceremony', [3, 2, 1]]]));
    // The garden section was never touched.
    expect(within(screen.getByRole('region', { name: /ガーデン/ })).getAllByTestId('photo').map((li) => li.getAttribute('data-photo-id'))).toEqual(['9']);
  });

  it('moves by the arrow keys on the focused photo, which keeps the focus, and announces each move', async () => {
    const { call, user } = renderManager();
    const first = screen.getByRole('img', { name: 'チャペル' });
    first.focus();
    await user.keyboard('{ArrowDown}');
    expect(ceremonyOrder()).toEqual([2, 1, 3]);
    expect(announcement()).toHaveTextContent('挙式：「チャペル」を2枚目に移動しました');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('img', { name: 'チャペル' })));
    await user.keyboard('{ArrowRight}');
    expect(ceremonyOrder()).toEqual([2, 3, 1]);
    expect(announcement()).toHaveTextContent('挙式：「チャペル」を3枚目に移動しました');
    // At the end, nothing moves and nothing is sent.
    await user.keyboard('{ArrowDown}');
    expect(ceremonyOrder()).toEqual([2, 3, 1]);
    await user.keyboard('{ArrowUp}');
    expect(ceremonyOrder()).toEqual([2, 1, 3]);
    await user.keyboard('{ArrowLeft}');
    expect(ceremonyOrder()).toEqual([1, 2, 3]);
    await waitFor(() => expect(sentOrders(call).map(([, , ids]) => ids)).toEqual([[2, 1, 3], [2, 3, 1], [2, 1, 3], [1, 2, 3]]));
  });

  it('puts the order back and says why when the server refuses it', async () => {
    const call = jest.fn().mockRejectedValue(new ApiClientError(PARTNER_MSG.photoOrder, 400));
    const { user } = renderManager(call);
    await user.click(screen.getByRole('button', { name: '挙式の1枚目を後へ' }));
    await waitFor(() => expect(announcement()).toHaveTextContent('並べ替えを保存できませんでした'));
    expect(ceremonyOrder()).toEqual([1, 2, 3]);
    expect(screen.getByRole('alert')).toHaveTextContent(PARTNER_MSG.photoOrder);
  });
});
