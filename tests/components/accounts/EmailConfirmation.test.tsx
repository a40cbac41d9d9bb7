import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { CheckMailPanel } from '../../../components/accounts/CheckMailPanel';
import { VerifyEmailNotice } from '../../../components/accounts/VerifyEmailNotice';
import { doneRemote } from '../../../store/remote';
import { hydrate } from '../../../store';
import { renderWithStore, member } from '../clips/support';

const resends: unknown[] = [];
const server = setupServer(
  http.get('*/api/csrf', () => HttpResponse.json({ token: 't' })),
  http.post('*/api/accounts/verify_email/resend', async ({ request }) => {
    resends.push(await request.json());
    return HttpResponse.json({ ok: true, message: '確認メールを送信しました。届かない場合は、迷惑メールのフォルダもご確認ください。' });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resends.length = 0;
});
afterAll(() => server.close());

describe('address confirmation', () => {
  it('after registering she is told to check her mail, where it went, and can have it sent again', async () => {
    renderWithStore(<CheckMailPanel email="emi@example.jp" message="確認メールを送信しました。メールに記載のリンクを開いて、会員登録を完了してください。" />, { anonymous: true });
    expect(screen.getByRole('heading', { name: '確認メールを送信しました' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('emi@example.jp');
    await userEvent.click(screen.getByRole('button', { name: '確認メールをもう一度送る' }));
    expect(resends).toEqual([{ email: 'emi@example.jp' }]);
  });

  it('a page that needs a confirmed address says so in Japanese and resends; a confirmed member sees nothing', async () => {
    const { unmount } = renderWithStore(<VerifyEmailNotice what="口コミの投稿" />);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    unmount();
    const unconfirmed = renderWithStore(<VerifyEmailNotice what="口コミの投稿" />);
    unconfirmed.store.dispatch(hydrate({ user: { ...unconfirmed.store.getState().user, me: doneRemote({ ...member, email_verified: false }) } }));
    const note = await screen.findByRole('note', { name: 'メールアドレスの確認' });
    expect(note).toHaveTextContent('口コミの投稿には、メールアドレスの確認が必要です');
    await userEvent.click(screen.getByRole('button', { name: '確認メールをもう一度送る' }));
    expect(await screen.findByText(/確認メールを送信しました/)).toBeInTheDocument();
    expect(resends).toEqual([{}]);
  });
});
