import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { PasswordResetForm, PasswordResetRequestForm } from '@/components/accounts/PasswordResetForms';
import { LoginForm } from '@/components/accounts/LoginForm';
import { RESET_MSG } from '@/api/contract/passwordReset';

const server = setupServer(
  http.get('*/api/csrf', () => HttpResponse.json({ token: 't' })),
  http.post('*/api/accounts/password_reset', () => HttpResponse.json({ ok: true, message: RESET_MSG.sent })),
  http.post('*/api/accounts/password_reset/confirm', () => HttpResponse.json({ message: RESET_MSG.badLink }, { status: 400 })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => server.close());

describe('password reset', () => {
  it('login offers パスワードを忘れた方', () => {
    render(<LoginForm onSubmit={jest.fn()} />);
    expect(screen.getByRole('link', { name: 'パスワードを忘れた方' })).toHaveAttribute('href', '/password/reset');
  });

  it('asks for the address and says the mail was sent', async () => {
    const user = userEvent.setup();
    render(<PasswordResetRequestForm />);
    await user.click(screen.getByRole('button', { name: '再設定メールを送る' }));
    expect(await screen.findByText('メールアドレスを入力してください')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/メールアドレス/), 'hanako@example.jp');
    await user.click(screen.getByRole('button', { name: '再設定メールを送る' }));
    expect(await screen.findByRole('status')).toHaveTextContent(RESET_MSG.sent);
  });

  it('a spent or expired link says so in Japanese and what to do', async () => {
    const user = userEvent.setup();
    render(<PasswordResetForm token="abcdefghijklmnopqrstuvwxyz" />);
    await user.type(screen.getByLabelText(/新しいパスワード/), 'Sakura2027');
    await user.click(screen.getByRole('button', { name: 'パスワードを再設定する' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(RESET_MSG.badLink);
    expect(alert).toHaveFocus();
  });
});
