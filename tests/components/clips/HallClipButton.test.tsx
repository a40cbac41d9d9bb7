import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { HallClipButton } from '../../../components/clips/HallClipButton';
import { CLIP_ERRORS } from '../../../store/slices/clips';
import { renderWithStore } from './support';

const bulkCalls: string[][] = [];
const server = setupServer(
  http.get('*/api/wn/hall_clips/bulk', ({ request }) => {
    const ids = new URL(request.url).searchParams.getAll('hall_ids');
    bulkCalls.push(ids);
    return HttpResponse.json(ids.map(Number).filter((id) => id % 2 === 0));
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  bulkCalls.length = 0;
});
afterAll(() => server.close());

function Cards({ ids }: { ids: number[] }) {
  return (
    <>
      {ids.map((id) => (
        <HallClipButton key={id} hallId={id} hallName={`式場${id}`} />
      ))}
    </>
  );
}

describe('HallClipButton', () => {
  it('gathers the checks of every card in one animation frame into one bulk request', async () => {
    const frames: FrameRequestCallback[] = [];
    const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
      frames.push(cb);
      return frames.length;
    });
    const ids = Array.from({ length: 12 }, (_, i) => i + 1);
    const { store } = renderWithStore(<Cards ids={ids} />);
    // Nothing is asked until the frame runs; one frame was requested for all twelve cards (once
    // the clips slice, loaded with the first check, is there: components/clips/lazySlices).
    await waitFor(() => expect(frames).toHaveLength(1));
    expect(bulkCalls).toHaveLength(0);
    act(() => frames.shift()!(performance.now()));
    await waitFor(() => expect(store.getState().clips.hallRequest.status).toBe('done'));
    expect(bulkCalls).toEqual([ids.map(String)]);
    // Each hall's flag comes from the answer.
    expect(screen.getByRole('button', { name: /^式場2をクリップする/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /^式場3をクリップする/ })).toHaveAttribute('aria-pressed', 'false');
    expect(store.getState().clips.halls).toMatchObject({ 1: false, 2: true, 12: true });
    raf.mockRestore();
  });

  it('stores "response data should be an array" when the bulk answer is not an array', async () => {
    server.use(http.get('*/api/wn/hall_clips/bulk', () => HttpResponse.json({ ids: [2] })));
    const { store } = renderWithStore(<Cards ids={[1, 2]} />);
    await waitFor(() => expect(store.getState().clips.hallRequest.status).toBe('failed'));
    expect(store.getState().clips.hallRequest.error).toBe(CLIP_ERRORS.bulkNotArray);
  });

  it('marks a hall clipped at once and keeps it when the server agrees', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const posted: unknown[] = [];
    server.use(
      http.post('*/api/csrf', () => HttpResponse.json({ ok: true })),
      http.get('*/api/csrf', () => HttpResponse.json({ token: 't' })),
      http.post('*/api/wn/hall_clips', async ({ request }) => {
        posted.push(await request.json());
        await gate;
        return HttpResponse.json({ hall_id: 3, clipped: true, created: true, hall_clip: { id: 1, hall_id: 3, user_id: 7, note: '', note_shared: false, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' } });
      }),
    );
    const { store } = renderWithStore(<Cards ids={[3]} />);
    await waitFor(() => expect(store.getState().clips.halls[3]).toBe(false));
    const button = screen.getByRole('button', { name: /^式場3をクリップする/ });
    await userEvent.click(button);
    // Optimistic: pressed before the server answers.
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveTextContent('クリップ済み');
    release();
    await waitFor(() => expect(store.getState().clips.hallRequest.status).toBe('done'));
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(posted).toEqual([{ hall_id: 3 }]);
    // Clipping recorded the last-clipped time.
    expect(Date.parse(store.getState().clips.lastClippedAt!)).not.toBeNaN();
  });

  it('rolls back with the spec\'s message and a Japanese notice when clipping fails', async () => {
    server.use(
      http.get('*/api/csrf', () => HttpResponse.json({ token: 't' })),
      http.post('*/api/wn/hall_clips', () => HttpResponse.json({ message: 'Something went wrong' }, { status: 500 })),
    );
    const { store } = renderWithStore(<Cards ids={[5]} />);
    await waitFor(() => expect(store.getState().clips.halls[5]).toBe(false));
    await userEvent.click(screen.getByRole('button', { name: /^式場5をクリップする/ }));
    await waitFor(() => expect(store.getState().clips.hallRequest.status).toBe('failed'));
    expect(store.getState().clips.hallRequest.error).toBe('Failed to post a hall clip');
    expect(screen.getByRole('button', { name: /^式場5をクリップする/ })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('alert')).toHaveTextContent('クリップできませんでした。もう一度お試しください');
    expect(store.getState().clips.lastClippedAt).toBeNull();
  });

  it('rolls back an unclip that fails with "Failed to delete a hall clip"', async () => {
    server.use(http.delete('*/api/wn/hall_clips/4', () => HttpResponse.json({ message: 'x' }, { status: 503 })));
    const { store } = renderWithStore(<Cards ids={[4]} />);
    await waitFor(() => expect(store.getState().clips.halls[4]).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: /^式場4をクリップする/ }));
    await waitFor(() => expect(store.getState().clips.hallRequest.status).toBe('failed'));
    expect(store.getState().clips.hallRequest.error).toBe('Failed to delete a hall clip');
    expect(screen.getByRole('button', { name: /^式場4をクリップする/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('クリップを解除できませんでした');
  });

  it('shows the register prompt to an anonymous visitor instead of clipping', async () => {
    const { store } = renderWithStore(<Cards ids={[6]} />, { anonymous: true });
    await userEvent.click(screen.getByRole('button', { name: /^式場6をクリップする/ }));
    expect(store.getState().app.requestLogin).toBe(true);
    expect(store.getState().clips.halls[6]).toBeUndefined();
    expect(bulkCalls).toHaveLength(0);
  });
});
