import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import PhotosPage, { type PhotosPageProps } from '../../../pages/photos/index';
import { makeStore } from '../../../store';

jest.mock('next/router', () => ({ __esModule: true, useRouter: () => ({ push: jest.fn(), replace: jest.fn(), query: {}, asPath: '/photos/' }) }));

const facet = (key: string, label: string, count: number) => ({ key, label, count });
const props = (values: PhotosPageProps['values']): PhotosPageProps => ({
  meta: { title: '写真', description: '', canonical: '/photos/' } as never,
  heading: '花嫁さんの写真',
  values,
  result: { items: [], total: 0, page: 1, per_page: 36, total_pages: 0 } as never,
  facets: {
    total: 30,
    sections: [facet('ceremony', '挙式・チャペル', 12), facet('garden', 'ガーデン', 8), facet('dress', 'ドレス・和装', 10)],
    styles: [facet('reception', '披露宴あり', 30)],
    regions: [facet('kanto', '関東', 20), facet('kansai', '関西', 10)],
    prefectures: [{ ...facet('tokyo', '東京都', 12), region: 'kanto' }, { ...facet('kanagawa', '神奈川県', 8), region: 'kanto' }, { ...facet('osaka', '大阪府', 10), region: 'kansai' }],
  },
  crumbs: [{ name: 'ホーム', href: '/' }],
  base: 'http://localhost',
});

describe('/photos/ filters', () => {
  it('takes several scenes at once: a chosen scene links to the list without it, another adds itself', () => {
    render(<Provider store={makeStore()}><PhotosPage {...props({ section: ['ceremony'], style: null, region: null, prefecture: null })} /></Provider>);
    const scenes = screen.getByRole('list', { name: 'シーン（いくつでも）' });
    expect(within(scenes).getByRole('link', { name: /挙式・チャペル/ })).toHaveAttribute('href', '/photos');
    expect(within(scenes).getByRole('link', { name: /挙式・チャペル/ })).toHaveAttribute('aria-current', 'true');
    expect(within(scenes).getByRole('link', { name: /ガーデン/ })).toHaveAttribute('href', '/photos?section=ceremony&section=garden');
  });

  it("with a prefecture, marks its region and lists that region's prefectures; a region link clears the prefecture", () => {
    render(<Provider store={makeStore()}><PhotosPage {...props({ section: ['ceremony', 'garden'], style: null, region: null, prefecture: 'kanagawa' })} /></Provider>);
    const prefs = screen.getByRole('list', { name: '都道府県' });
    expect(within(prefs).getByText('神奈川県').closest('[aria-current]')).not.toBeNull();
    expect(within(prefs).getByRole('link', { name: /東京都/ })).toHaveAttribute('href', '/photos?section=ceremony&section=garden&prefecture=tokyo');
    expect(within(prefs).queryByText('大阪府')).toBeNull();
    const regions = screen.getByRole('list', { name: 'エリア' });
    expect(within(regions).getByText('関東').closest('[aria-current]')).not.toBeNull();
    expect(within(regions).getByRole('link', { name: /関西/ })).toHaveAttribute('href', '/photos?section=ceremony&section=garden&region=kansai');
    expect(screen.getByText(/条件で絞り込む/)).toHaveTextContent('挙式・チャペル・ガーデン・神奈川県');
  });
});
