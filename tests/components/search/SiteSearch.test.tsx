import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { SiteSearch } from '@/components/layout/SiteSearch';

const push = jest.fn();
jest.mock('next/router', () => {
  const router = { pathname: '/', asPath: '/', query: {}, push: (...a: unknown[]) => push(...a), events: { on: jest.fn(), off: jest.fn() } };
  return { __esModule: true, default: router, useRouter: () => router };
});

const asked: string[] = [];
const server = setupServer(
  http.get('*/api/search/suggest', ({ request }) => {
    const q = new URL(request.url).searchParams.get('q') ?? '';
    asked.push(q);
    return HttpResponse.json({
      q,
      items: [
        { type: 'prefecture', label: '東京都', sub: '', url: '/pref/tokyo' },
        { type: 'hall', label: 'ザ・ガーデン東京', sub: '東京都 銀座', url: '/halls/3' },
        { type: 'article', label: '東京の式場選び', sub: '式場選び', url: '/magazine/9' },
      ],
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  asked.length = 0;
  push.mockReset();
});
afterAll(() => server.close());

const box = () => screen.getByRole('combobox', { name: '式場・フェア・記事をキーワードで検索' });

describe('SiteSearch (combobox)', () => {
  it('is a GET form to /search with q that works without scripts', () => {
    render(<SiteSearch />);
    const form = screen.getByRole('search', { name: 'サイト内検索' });
    expect(form).toHaveAttribute('action', '/search');
    expect(box()).toHaveAttribute('name', 'q');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('asks for nothing with one character', async () => {
    render(<SiteSearch />);
    await userEvent.type(box(), '東');
    await new Promise((r) => setTimeout(r, 300));
    expect(asked).toEqual([]);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('suggests from the second character, and says how many', async () => {
    render(<SiteSearch />);
    await userEvent.type(box(), '東京');
    const list = await screen.findByRole('listbox', { name: '検索候補' }, { timeout: 10000 });
    expect(asked).toEqual(['東京']);
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(box()).toHaveAttribute('aria-controls', list.id);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['都道府県東京都', '式場ザ・ガーデン東京東京都 銀座', '記事東京の式場選び式場選び']);
    expect(screen.getByRole('status')).toHaveTextContent('候補が3件あります');
  });

  it('moves through the options with the arrow keys and opens one with Enter', async () => {
    render(<SiteSearch />);
    await userEvent.type(box(), '東京');
    await screen.findByRole('listbox', {}, { timeout: 10000 });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getAllByRole('option')[1];
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(box()).toHaveAttribute('aria-activedescendant', second.id);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(box()).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getAllByRole('option')[2]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    expect(push).toHaveBeenCalledWith('/magazine/9');
  });

  it('closes with Escape and opens a tapped option', async () => {
    render(<SiteSearch />);
    await userEvent.type(box(), '東京');
    await screen.findByRole('listbox', {}, { timeout: 10000 });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(box()).toHaveAttribute('aria-expanded', 'false'));
    await userEvent.type(box(), 'の');
    await screen.findByRole('listbox', {}, { timeout: 10000 });
    await userEvent.click(screen.getByRole('option', { name: /ザ・ガーデン東京/ }));
    expect(push).toHaveBeenCalledWith('/halls/3');
  });
});
