import { render, screen, within } from '@testing-library/react';
import { RingSearchForm } from '@/components/rings/RingSearchForm';
import { ringSearchInput, type BrandSummary } from '@/api/contract/rings';

const brand = (id: number, brand_name: string): BrandSummary => ({ id, brand_name, name_en: brand_name, kana: 'ア', kana_row: 'あ', origin: 'domestic', price_min: 100000, price_max: 300000, logo_url: '/x.jpg', ring_count: 3 });

describe('RingSearchForm', () => {
  it('offers several brands, metals and designs as checkboxes and a price ceiling, keeping the chosen ones', () => {
    const query = ringSearchInput.parse({ brand_id: '2,3', metal: ['pt950', 'k18pg'], design: 'wave', price_max: '300000' });
    render(<RingSearchForm query={query} brands={[brand(1, 'アトリエ結'), brand(2, '銀座リング'), brand(3, 'ひかり')]} />);
    const form = screen.getByRole('search', { name: '指輪を探す' });
    expect(form).toHaveAttribute('method', 'get');

    const metals = screen.getByRole('group', { name: /素材（2件選択中）/ });
    expect(within(metals).getByRole('checkbox', { name: 'プラチナ950' })).toBeChecked();
    expect(within(metals).getByRole('checkbox', { name: 'K18ピンクゴールド' })).toBeChecked();
    expect(within(metals).getByRole('checkbox', { name: 'K18イエローゴールド' })).not.toBeChecked();
    expect(within(metals).getAllByRole('checkbox').every((c) => c.getAttribute('name') === 'metal')).toBe(true);

    const brands = screen.getByRole('group', { name: /ブランド（2件選択中）/ });
    expect(within(brands).getByRole('checkbox', { name: '銀座リング' })).toBeChecked();
    expect(within(brands).getByRole('checkbox', { name: 'アトリエ結' })).not.toBeChecked();

    expect(within(screen.getByRole('group', { name: /デザイン/ })).getByRole('checkbox', { name: 'ウェーブ' })).toBeChecked();

    const ceiling = screen.getByRole('combobox', { name: '予算の上限' });
    expect(ceiling).toHaveValue('300000');
    expect(within(ceiling).getByRole('option', { name: '〜30万円' })).toBeInTheDocument();
  });

  it('submits the checked values as repeated parameters the contract reads back', () => {
    const query = ringSearchInput.parse({ metal: 'pt950,k18pg', design: ['straight'] });
    render(<RingSearchForm query={query} brands={[]} />);
    const form = screen.getByRole('search') as HTMLFormElement;
    const checked = (name: string) => [...form.querySelectorAll<HTMLInputElement>(`input[name="${name}"]:checked`)].map((i) => i.value);
    const params = Object.fromEntries(['metal', 'design', 'brand_id'].map((k) => [k, checked(k)]));
    expect(params).toEqual({ metal: ['pt950', 'k18pg'], design: ['straight'], brand_id: [] });
    expect(ringSearchInput.parse(params)).toMatchObject({ metal: ['pt950', 'k18pg'], design: ['straight'], brand_id: [] });
  });
});
