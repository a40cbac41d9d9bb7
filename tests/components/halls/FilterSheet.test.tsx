import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { FilterSheet } from '@/components/halls/search/FilterSheet';
import { SearchFilterForm } from '@/components/halls/search/SearchFilterForm';
import { conditions, searchProps } from './fixtures';

const asked: string[] = [];
let answered: (query: string) => void = () => {};
const server = setupServer(
  http.get('*/api/halls/count', ({ request }) => {
    const q = new URL(request.url).searchParams;
    asked.push(q.toString());
    answered(q.toString());
    return HttpResponse.json({ count: q.getAll('k').length === 2 ? 38 : 120 });
  }),
);
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // The sheet loads the count contract (zod) lazily; load it here so the test waits for the
  // debounce and the answer, never for module compilation under load.
  await import('@/api/contract/directory');
});
afterEach(() => {
  jest.useRealTimers();
  answered = () => {};
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
    // Tab past the last control comes back to the first, never to the page behind: one full
    // round of the dialog's controls and two more.
    const stops = dialog.querySelectorAll('a[href], button:not([disabled]), input:not([disabled]), select, textarea, summary, [tabindex]:not([tabindex="-1"])').length;
    expect(stops).toBeGreaterThan(3);
    for (let i = 0; i < stops + 2; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('shows the live count of the changed conditions from /api/halls/count/', async () => {
    // The count is debounced (300 ms): fake timers drive it, so both choices make one request.
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderSheet();
    await user.click(screen.getByRole('button', { name: /絞り込み/ }));
    await user.click(screen.getByText('こだわり条件で絞り込む'));
    await user.click(screen.getByRole('checkbox', { name: /チャペルあり/ }));
    await user.click(screen.getByRole('checkbox', { name: /ガーデンあり/ }));
    expect(asked).toEqual([]);
    const served = new Promise<string>((resolve) => (answered = resolve));
    act(() => jest.advanceTimersByTime(300));
    jest.useRealTimers();
    expect(await served).toBe('prefecture_slug=tokyo&k=chapel&k=garden');
    expect(await screen.findByText('この条件で38件')).toHaveAttribute('data-testid', 'live-count');
    expect(asked).toEqual(['prefecture_slug=tokyo&k=chapel&k=garden']);
    await userEvent.setup().click(screen.getByRole('button', { name: '閉じる' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
