import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { FilterSheet } from '@/components/halls/search/FilterSheet';
import { SearchFilterForm } from '@/components/halls/search/SearchFilterForm';
import { conditions, searchProps } from './fixtures';

const asked: string[] = [];
const server = setupServer(
  http.get('*/api/halls/count', ({ request }) => {
    const q = new URL(request.url).searchParams;
    asked.push(q.toString());
    return HttpResponse.json({ count: q.getAll('k').length === 2 ? 38 : 120 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  asked.length = 0;
});
afterAll(() => server.close());

function renderSheet() {
  return render(
    <>
      <FilterSheet total={240} activeCount={1}>
        <SearchFilterForm params={{ prefecture_slug: 'tokyo' }} conditions={conditions} searchProps={searchProps} />
      </FilterSheet>
      <a href="#after">後ろのリンク</a>
    </>,
  );
}

describe('FilterSheet (the search filters on a phone)', () => {
  it('opens a modal dialog from 「絞り込み」 that keeps focus inside and closes with Escape', async () => {
    const user = userEvent.setup();
    renderSheet();
    expect(screen.queryByRole('dialog')).toBeNull();
    const trigger = screen.getByRole('button', { name: /絞り込み/ });
    expect(trigger).toHaveTextContent('1件指定中');
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: '絞り込み' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    // Tab past the last control comes back to the first, never to the page behind.
    for (let i = 0; i < 60; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('shows the live count of the changed conditions from /api/halls/count/', async () => {
    const user = userEvent.setup();
    renderSheet();
    await user.click(screen.getByRole('button', { name: /絞り込み/ }));
    await user.click(screen.getByText('こだわり条件で絞り込む'));
    await user.click(screen.getByRole('checkbox', { name: /チャペルあり/ }));
    await user.click(screen.getByRole('checkbox', { name: /ガーデンあり/ }));
    await waitFor(() => expect(screen.getByTestId('live-count')).toHaveTextContent('この条件で38件'));
    expect(asked.at(-1)).toBe('prefecture_slug=tokyo&k=chapel&k=garden');
    await user.click(screen.getByRole('button', { name: '閉じる' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
