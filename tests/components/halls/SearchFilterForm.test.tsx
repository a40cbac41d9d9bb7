import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchFilterForm } from '../../../components/halls/search/SearchFilterForm';
import { SortNav } from '../../../components/halls/search/SortNav';
import { ActiveFilters } from '../../../components/halls/search/ActiveFilters';
import { formQueryString as formQuery } from '../../../lib/halls/formQuery';
import { conditions, searchProps } from './fixtures';


describe('SearchFilterForm', () => {
  it('is a GET form to /halls/search/ that shows the current filters', () => {
    render(<SearchFilterForm params={{ prefecture_slug: 'tokyo', area_slug: 'ginza', people: '60', p: '3', k: ['chapel'], s: 'rating', station_id: '5' }} conditions={conditions} searchProps={searchProps} />);
    const form = screen.getByRole('form', { name: '式場の検索条件' }) as HTMLFormElement;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/halls/search/');
    expect(screen.getByLabelText('都道府県')).toHaveValue('tokyo');
    expect(screen.getByLabelText('エリア')).toHaveValue('ginza');
    expect(screen.getByLabelText('招待人数')).toHaveValue('60');
    expect(screen.getByLabelText('予算')).toHaveValue('3');
    expect(screen.getByRole('checkbox', { name: /チャペルあり/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /ガーデンあり/ })).not.toBeChecked();
    // The sort and a place without a control travel along as hidden fields.
    expect(formQuery(form)).toBe('prefecture_slug=tokyo&area_slug=ginza&people=60&p=3&k=chapel&station_id=5&s=rating');
  });

  it('collects several こだわり at once and drops the area when the prefecture changes', async () => {
    const user = userEvent.setup();
    render(<SearchFilterForm params={{ prefecture_slug: 'tokyo', area_slug: 'ginza' }} conditions={conditions} searchProps={searchProps} />);
    await user.click(screen.getByText('こだわり条件で絞り込む'));
    await user.click(screen.getByRole('checkbox', { name: /チャペルあり/ }));
    await user.click(screen.getByRole('checkbox', { name: /ガーデンあり/ }));
    await user.click(screen.getByRole('checkbox', { name: /家族婚/ }));
    await user.selectOptions(screen.getByLabelText('都道府県'), 'kanagawa');
    const form = screen.getByRole('form', { name: '式場の検索条件' }) as HTMLFormElement;
    expect(formQuery(form)).toBe('prefecture_slug=kanagawa&k=chapel&k=garden&ws=family');
  });

  it('lists the counts of every option and the prefectures grouped by region', () => {
    render(<SearchFilterForm params={{}} conditions={conditions} searchProps={searchProps} />);
    const pref = screen.getByLabelText('都道府県');
    expect(within(pref).getByRole('group', { name: '関東' })).toBeInTheDocument();
    expect(within(pref).getByRole('option', { name: '東京都（200）' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /ホテル/, hidden: true }).closest('label')).toHaveTextContent('ホテル（20）');
    // No prefecture chosen: no area select.
    expect(screen.queryByLabelText('エリア')).toBeNull();
  });
});

describe('SortNav', () => {
  it('offers the five sorts of §9 and keeps the filters, back to page 1', () => {
    render(<SortNav basePath="/halls/search/" params={{ prefecture_slug: 'tokyo', page: '3', s: 'rating' }} />);
    const nav = screen.getByRole('navigation', { name: '並び替え' });
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(['おすすめ順', '口コミ評価が高い順', '口コミ件数が多い順', '費用が高い順', '費用が安い順']);
    expect(within(nav).getByRole('link', { name: '口コミ評価が高い順' })).toHaveAttribute('aria-current', 'true');
    expect(within(nav).getByRole('link', { name: '費用が安い順' })).toHaveAttribute('href', '/halls/search?prefecture_slug=tokyo&s=price_low');
    expect(within(nav).getByRole('link', { name: 'おすすめ順' })).toHaveAttribute('href', '/halls/search?prefecture_slug=tokyo');
  });
});

describe('ActiveFilters', () => {
  it('shows a removable chip per condition except the landing’s own', () => {
    render(<ActiveFilters basePath="/pref/tokyo" params={{ k: ['chapel', 'garden'], people: '60' }} conditions={conditions} searchProps={searchProps} fixed={['prefecture_slug']} />);
    const list = screen.getByRole('list', { name: '指定中の条件' });
    expect(within(list).getByRole('link', { name: 'チャペルありの条件を外す' })).toHaveAttribute('href', '/pref/tokyo?k=garden&people=60');
    expect(within(list).getByRole('link', { name: '60名の条件を外す' })).toHaveAttribute('href', '/pref/tokyo?k=chapel&k=garden');
    expect(within(list).getAllByRole('link')).toHaveLength(3);
  });
});

describe('海外挙式 in the search form', () => {
  it('offers the destinations by name with their counts, and a destination drops the prefecture and area', async () => {
    const user = userEvent.setup();
    render(<SearchFilterForm params={{ prefecture_slug: 'tokyo', area_slug: 'ginza' }} conditions={conditions} searchProps={searchProps} />);
    const abroad = screen.getByLabelText('海外挙式');
    expect(within(abroad).getAllByRole('option').map((o) => o.textContent)).toEqual(['指定なし', 'ハワイ（12）', 'グアム（0）']);
    await user.selectOptions(abroad, 'hawaii');
    const form = screen.getByRole('form', { name: '式場の検索条件' }) as HTMLFormElement;
    expect(formQuery(form)).toBe('overseas_destination_slug=hawaii');
    // And back: a prefecture drops the destination.
    await user.selectOptions(screen.getByLabelText('都道府県'), 'kanagawa');
    expect(formQuery(form)).toBe('prefecture_slug=kanagawa');
  });

  it('keeps a landing’s destination and the whole-abroad flag', () => {
    render(<SearchFilterForm params={{ overseas_destination_slug: 'hawaii', overseas: 'true' }} conditions={conditions} searchProps={searchProps} />);
    expect(screen.getByLabelText('海外挙式')).toHaveValue('hawaii');
    expect(formQuery(screen.getByRole('form', { name: '式場の検索条件' }) as HTMLFormElement)).toBe('overseas_destination_slug=hawaii&overseas=true');
  });

  it('names the destination on its chip, never its slug', () => {
    render(<ActiveFilters basePath="/halls/search/" params={{ overseas_destination_slug: 'hawaii', k: ['chapel'] }} conditions={conditions} searchProps={searchProps} />);
    const list = screen.getByRole('list', { name: '指定中の条件' });
    expect(within(list).getByRole('link', { name: '海外挙式・ハワイの条件を外す' })).toHaveAttribute('href', '/halls/search?k=chapel');
    expect(list).not.toHaveTextContent('hawaii');
  });
});
