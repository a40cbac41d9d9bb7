import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NoteEditor } from '@/components/clips/NoteEditor';
import { hallSummary } from '../halls/fixtures';
import { renderWithStore } from '../clips/support';

const patches: unknown[] = [];
const server = setupServer(
  http.patch('*/api/wn/hall_clips/:id', async ({ request }) => {
    const body = (await request.json()) as { note: string; note_shared?: boolean };
    patches.push(body);
    return HttpResponse.json({ id: 5, hall_id: 101, user_id: 7, note: body.note, note_shared: body.note_shared ?? false, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z', hall: hallSummary(), comments: [] });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('NoteEditor', () => {
  it('says the memo is hers alone, and shares it only when she chooses', async () => {
    const user = userEvent.setup();
    renderWithStore(<NoteEditor clipId={5} hallName="テストガーデン" initial="" />);
    const memo = screen.getByRole('textbox', { name: 'テストガーデンのメモ' });
    expect(memo).toHaveAccessibleDescription(/このメモはあなただけが見られます/);
    const choice = screen.getByRole('checkbox', { name: '共有リストにもこのメモを表示する' });
    expect(choice).not.toBeChecked();
    await user.type(memo, '駐車場が広い');
    await user.click(screen.getByRole('button', { name: 'メモを保存' }));
    await screen.findByText('保存しました');
    expect(patches).toEqual([{ note: '駐車場が広い', note_shared: false }]);
    await user.click(choice);
    expect(memo).toHaveAccessibleDescription(/共有したクリップリストを見る人にも表示されます/);
    await user.click(screen.getByRole('button', { name: 'メモを保存' }));
    await waitFor(() => expect(patches).toHaveLength(2));
    expect(patches[1]).toEqual({ note: '駐車場が広い', note_shared: true });
  });
});
