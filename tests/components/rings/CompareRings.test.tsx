import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FavoriteRing } from '../../../api/contract/ringFavorites';
import { CompareRings } from '../../../components/rings/CompareRings';

const brand = { id: 1, brand_name: 'ルミエール', name_en: 'Lumiere', kana: 'ルミエール', kana_row: 'ら' as const, origin: 'overseas' as const, price_min: 100000, price_max: 900000, logo_url: '/media/brands/1/logo-LUMIERE/1.jpg', ring_count: 15 };
const ring = (id: number, over: Partial<FavoriteRing> = {}): FavoriteRing => ({
  id, name: `指輪${id}`, type: 'engagement', brand_id: 1, brand_name: 'ルミエール', price: 200000 + id * 1000, price_ladies: null, price_mens: null,
  metal: 'pt950', carat: 0.3 + id / 100, design: 'v_line', width_mm: 2, delivery_weeks: 4, image_url: `/media/rings/${id}/engagement-pt950-vline/1.jpg`,
  description: '説明', color: 'E', clarity: 'VS1', cut: 'excellent', options: [], released_on: '2026-01-01', brand, ...over,
});

describe('CompareRings', () => {
  it('compares up to 4 rings side by side in Japanese', async () => {
    render(<CompareRings rings={[ring(1), ring(2, { type: 'wedding', metal: 'k18pg', carat: null, design: 'wave', price: 312000 }), ring(3), ring(4), ring(5)]} />);
    const table = screen.getByRole('region', { name: '指輪の比較表' });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(4);
    const text = table.textContent!;
    expect(text).toContain('プラチナ950');
    expect(text).toContain('K18ピンクゴールド');
    expect(text).toContain('V字');
    expect(text).toContain('¥312,000（2本・税込）');
    expect(text).not.toMatch(/pt950|k18pg|v_line|engagement|wedding/);
    // A fifth ring cannot be added until one is taken out.
    const fifth = screen.getByRole('checkbox', { name: 'ルミエール 指輪5' });
    expect(fifth).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'ルミエール 指輪1' }));
    expect(fifth).toBeEnabled();
    await userEvent.click(fifth);
    expect(within(table).getByRole('link', { name: '指輪5' })).toBeInTheDocument();
    expect(within(table).queryByRole('link', { name: '指輪1' })).toBeNull();
  });
});
