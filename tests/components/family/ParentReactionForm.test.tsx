import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import type { ApiClient } from '../../../api/client';
import type { ParentView } from '../../../api/contract/parents';
import { ParentReactionForm, REACTIONS_SENT } from '../../../components/family/ParentReactionForm';
import { makeStore } from '../../../store';

const view: ParentView = {
  id: 1,
  couple_name: '健太・美咲',
  answers: { '4': { choices: ['人前式'], text: '' } },
  updated_at: '2026-11-01T00:00:00Z',
  label: '新婦の母',
  reactions: {},
} as unknown as ParentView;

function setup(props: Partial<Parameters<typeof ParentReactionForm>[0]> = {}, call = jest.fn().mockResolvedValue({ result: true })) {
  const store = makeStore(undefined, { call } as unknown as ApiClient);
  render(<Provider store={store}><ParentReactionForm token="t0ken" view={view} {...props} /></Provider>);
  return { call, user: userEvent.setup() };
}

describe('ParentReactionForm', () => {
  it('posts to its own page without scripts: method="post", each choice named for the server', () => {
    setup();
    const form = screen.getByRole('form', { name: 'リアクション' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/parents/r/t0ken');
    expect(screen.getByRole('radio', { name: 'いいね' })).toHaveAttribute('name', 'r4');
  });

  it('once sent, the notice stays on the page (not a toast that goes), while she changes her mind', async () => {
    const { call, user } = setup();
    await user.click(screen.getByRole('radio', { name: 'いいね' }));
    await user.click(screen.getByRole('button', { name: 'リアクションを送る' }));
    expect(call).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('status')).toHaveTextContent(REACTIONS_SENT);
    await user.click(screen.getByRole('radio', { name: 'ちょっと…' }));
    await act(async () => undefined);
    expect(screen.getByRole('status')).toHaveTextContent(REACTIONS_SENT);
  });

  it('after a post without scripts went through (`sent`), the page says so', () => {
    setup({ sent: true });
    expect(screen.getByRole('status')).toHaveTextContent(REACTIONS_SENT);
  });

  it('a post refused without scripts comes back with her comment even where she chose no reaction', () => {
    setup({ post: { csrf: 'tok', posted: { values: { c4: '神前式も考えてほしい', r4: 'bogus' }, issues: [], message: 'リアクションを1つ以上選択してください' } } });
    expect(screen.getByLabelText('挙式のスタイルへのコメント')).toHaveValue('神前式も考えてほしい');
    expect(screen.getByRole('alert')).toHaveTextContent('リアクションを1つ以上選択してください');
    expect(screen.getByRole('radio', { name: 'いいね' })).not.toBeChecked();
  });
});
