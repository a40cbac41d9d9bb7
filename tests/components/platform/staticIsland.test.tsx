/**
 * A page's plain-HTML parts (components/ui/StaticIsland): the browser keeps the document's HTML and
 * loads the part's code only to render it for other props.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import Router from 'next/router';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { staticIsland } from '@/components/ui/StaticIsland';

jest.mock('next/router', () => {
  const router = { push: jest.fn(() => Promise.resolve(true)) };
  return { __esModule: true, default: router, useRouter: () => router };
});

function Stats({ hallId, count }: { hallId: number; count: number }) {
  return (
    <p>
      口コミ{count}件 <a href={`/halls/${hallId}/reviews`}>すべて見る</a> <a href="https://example.com/">外部</a>
    </p>
  );
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  jest.clearAllMocks();
});

describe('staticIsland', () => {
  it('renders the part on the server and keeps that HTML through hydration without loading its code', async () => {
    const load = jest.fn(() => Promise.resolve(Stats));
    const OnServer = staticIsland(Stats, load);
    const InBrowser = staticIsland(null, load); // what the bundler leaves of `typeof window === 'undefined' ? Stats : null`
    const container = document.createElement('div');
    container.innerHTML = renderToString(<OnServer hallId={7} count={12} />);
    document.body.append(container);
    expect(container).toHaveTextContent('口コミ12件');
    const recoverable = jest.fn();
    await act(async () => {
      root = hydrateRoot(container, <InBrowser hallId={7} count={12} />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container).toHaveTextContent('口コミ12件');
    expect(load).not.toHaveBeenCalled();

    // Its own links navigate on the client; other sites' links are left to the browser (which jsdom cannot follow).
    document.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(screen.getByRole('link', { name: 'すべて見る' }));
    expect(Router.push).toHaveBeenCalledWith('/halls/7/reviews');
    fireEvent.click(screen.getByRole('link', { name: '外部' }));
    expect(Router.push).toHaveBeenCalledTimes(1);

    // Another hall (a client-side navigation): the part's code loads and draws it.
    await act(async () => {
      root!.render(<InBrowser hallId={8} count={3} />);
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(container).toHaveTextContent('口コミ3件');
    expect(screen.getByRole('link', { name: 'すべて見る' })).toHaveAttribute('href', '/halls/8/reviews');
  });

  it('with takeOverNearScreen, loads the part near the screen and hands it the document\'s place, interactive', async () => {
    function Months({ first }: { first: number }) {
      const [month, setMonth] = useState(first);
      return <button type="button" onClick={() => setMonth(month + 1)}>{month}月</button>;
    }
    const load = jest.fn(() => Promise.resolve(Months));
    const OnServer = staticIsland(Months, load, { takeOverNearScreen: true });
    const InBrowser = staticIsland(null, load, { takeOverNearScreen: true });
    const container = document.createElement('div');
    container.innerHTML = renderToString(<OnServer first={4} />);
    document.body.append(container);
    // jsdom has no IntersectionObserver: the part counts as near at once.
    await act(async () => {
      root = hydrateRoot(container, <InBrowser first={4} />);
    });
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.click(await screen.findByRole('button', { name: '4月' }));
    expect(await screen.findByRole('button', { name: '5月' })).toBeInTheDocument();
    expect(container.querySelectorAll('button')).toHaveLength(1);
  });

  it('draws the part after its code loads when the page was not rendered on the server', async () => {
    const load = jest.fn(() => Promise.resolve(Stats));
    const InBrowser = staticIsland(null, load);
    render(<InBrowser hallId={9} count={5} />);
    expect(await screen.findByText(/口コミ5件/)).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
