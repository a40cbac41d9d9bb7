import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { hydrate, makeStore } from '../../../store';
import { usePageData } from '../../../store/hooks';
import { doneRemote } from '../../../store/remote';
import { initialMagazineState, type CategoryData } from '../../../store/slices/magazine';

// A page being left renders once more with the next page's preloaded state (_app merges it before
// the next page takes over). It must not draw its "not found" state meanwhile (issue 34: leaving a
// category for /magazine flashed 「カテゴリーが見つかりません」, and the app got that title).
function CategoryLike({ meta }: { meta: { title: string } | null }) {
  const data = usePageData((s) => s.magazine.category.data);
  if (!meta || !data) return <h1>カテゴリーが見つかりません</h1>;
  return <h1>{data.category.name}</h1>;
}

const category = { category: { id: 3, name: 'ドレス' }, ancestors: [], posts: [], total: 0, page: 1, total_pages: 1 } as unknown as CategoryData;

describe('usePageData', () => {
  it('keeps the page on screen as it was while the next page\'s state arrives', () => {
    const store = makeStore({ magazine: { ...initialMagazineState, category: doneRemote<CategoryData | null>(category) } });
    render(<Provider store={store}><CategoryLike meta={{ title: 'ドレスの記事一覧' }} /></Provider>);
    expect(screen.getByRole('heading', { name: 'ドレス' })).toBeInTheDocument();
    // /magazine's preloaded state: the whole slice, its category part empty.
    act(() => {
      store.dispatch(hydrate({ magazine: { ...initialMagazineState } }));
    });
    expect(screen.queryByText('カテゴリーが見つかりません')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ドレス' })).toBeInTheDocument();
  });

  it('a page that is really not found still says so (from its own props)', () => {
    const store = makeStore({ magazine: { ...initialMagazineState, category: doneRemote<CategoryData | null>(category) } });
    const { rerender } = render(<Provider store={store}><CategoryLike meta={{ title: 'ドレスの記事一覧' }} /></Provider>);
    act(() => {
      store.dispatch(hydrate({ magazine: { ...initialMagazineState, category: { status: 'failed', fetching: false, data: null, error: 'Not Found' } } }));
    });
    rerender(<Provider store={store}><CategoryLike meta={null} /></Provider>);
    expect(screen.getByRole('heading', { name: 'カテゴリーが見つかりません' })).toBeInTheDocument();
  });
});
