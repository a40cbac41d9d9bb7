import { render, screen, within } from '@testing-library/react';
import { ShopList, shopMapUrl } from '../../../components/rings/ShopList';
import type { RingShop } from '../../../api/contract/rings';

const shop = (id: number, tel: string): RingShop => ({ id, name: `ルミエール 銀座店${id}`, prefecture_slug: 'tokyo', prefecture_name: '東京都', address: '東京都中央区銀座4-1-2 銀座ビル3F', station: '銀座駅から徒歩2分', hours: '11:00〜20:00', tel });

describe('ShopList', () => {
  it('gives each shop its phone as a tel: link and a map link that searches for the shop', () => {
    render(<ShopList shops={[shop(1, '03-1234-5678')]} />);
    const item = screen.getByRole('listitem');
    expect(within(item).getByRole('link', { name: '03-1234-5678' })).toHaveAttribute('href', 'tel:0312345678');
    const map = within(item).getByRole('link', { name: /^地図 ?でルミエール 銀座店1を見る/ });
    expect(map).toHaveAttribute('href', shopMapUrl(shop(1, '')));
    expect(new URL(map.getAttribute('href')!).searchParams.get('query')).toBe('ルミエール 銀座店1 東京都中央区銀座4-1-2 銀座ビル3F');
    expect(map).toHaveAttribute('target', '_blank');
  });

  it('leaves the phone out when the shop has none', () => {
    render(<ShopList shops={[shop(2, '')]} />);
    expect(screen.queryByText('電話番号')).toBeNull();
    expect(screen.queryByRole('link', { name: /^0/ })).toBeNull();
  });
});
