import { screen, within } from '@testing-library/react';
import { HallActionBar } from '@/components/halls/detail/HallActionBar';
import { renderWithStore } from '../clips/support';

describe('HallActionBar', () => {
  it('offers フェア予約, 見学予約 by phone and クリップ', () => {
    renderWithStore(<HallActionBar hallId={12} hallName="ホテル椿山" tel="03-1234-5678" hasFair />, { anonymous: true });
    const bar = screen.getByRole('navigation', { name: 'ホテル椿山の予約・クリップ' });
    expect(within(bar).getByRole('link', { name: 'フェア予約' })).toHaveAttribute('href', '/halls/12/fairs');
    expect(within(bar).getByRole('link', { name: /見学予約/ })).toHaveAttribute('href', 'tel:0312345678');
    expect(within(bar).getByRole('button', { name: /^ホテル椿山をクリップする/ })).toBeInTheDocument();
  });
});
