import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import type { ApiClient } from '../../../api/client';
import { ContactForm } from '../../../components/contact/ContactForm';
import { makeStore } from '../../../store';
import type { FormPost } from '../../../lib/form/postedForm';

/** A message beside its field (the summary above the form repeats it as a link). */
const besideField = (text: string) => screen.getAllByText(text).find((el) => el.tagName === 'P')!;

const push = jest.fn().mockResolvedValue(true);
jest.mock('next/router', () => ({ __esModule: true, useRouter: () => ({ push, query: {}, asPath: '/contact' }) }));

afterEach(() => push.mockClear());

function setup(call: jest.Mock = jest.fn(), form?: FormPost) {
  const store = makeStore(undefined, { call } as unknown as ApiClient);
  render(
    <Provider store={store}>
      <ContactForm fillToken="1790000000000.token" form={form} />
    </Provider>,
  );
  return { call, store, user: userEvent.setup() };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('お名前'), '佐藤 美咲');
  await user.type(screen.getByLabelText('メールアドレス'), 'misaki@example.com');
  await user.selectOptions(screen.getByLabelText('お問い合わせの種類'), '掲載情報について');
  await user.type(screen.getByLabelText('お問い合わせ内容'), '住所が変わっています。');
  await user.click(screen.getByLabelText('プライバシーポリシーに同意する'));
}

/** A call that resolves when the test says so. */
function deferred() {
  let resolve!: (v: unknown) => void;
  const promise = new Promise((r) => (resolve = r));
  return { promise, resolve };
}

describe('ContactForm', () => {
  it('shows each required message before sending and sends nothing', async () => {
    const { call, user } = setup();
    await user.click(screen.getByRole('button', { name: '送信する' }));
    // The summary takes her there and links each message to its field.
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    expect(summary).toHaveTextContent('入力内容に問題があります');
    const links = screen.getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['お名前を入力してください', '#contact-name'],
      ['メールアドレスを入力してください', '#contact-email'],
      ['お問い合わせの種類を選択してください', '#contact-subject'],
      ['お問い合わせ内容を入力してください', '#contact-message'],
      ['プライバシーポリシーへの同意が必要です', '#contact-consent'],
    ]);
    await user.click(links[2]);
    expect(screen.getByLabelText('お問い合わせの種類')).toHaveFocus();
    expect(besideField('お名前を入力してください')).toBeInTheDocument();
    expect(screen.getByLabelText('お名前')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('お名前')).toHaveAccessibleDescription('お名前を入力してください');
    expect(call).not.toHaveBeenCalled();
  });

  it('shows the email format and length messages', async () => {
    const { user } = setup();
    await fillValid(user);
    await user.clear(screen.getByLabelText('メールアドレス'));
    await user.type(screen.getByLabelText('メールアドレス'), 'misaki@');
    await user.clear(screen.getByLabelText('お問い合わせ内容'));
    await user.click(screen.getByLabelText('お問い合わせ内容'));
    await user.paste('あ'.repeat(2001));
    await user.click(screen.getByRole('button', { name: '送信する' }));
    expect(besideField('メールアドレスの形式で入力してください')).toBeInTheDocument();
    expect(besideField('お問い合わせ内容は2000文字以内で入力してください')).toBeInTheDocument();
  });

  it('送信する → 送信中... (disabled) → 送信する again with the server’s field messages on validation_failed', async () => {
    const pending = deferred();
    const call = jest.fn().mockReturnValue(pending.promise);
    const { user } = setup(call);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: '送信する' }));
    const busy = screen.getByRole('button', { name: '送信中...' });
    expect(busy).toBeDisabled();
    expect(call.mock.calls[0][1]).toMatchObject({ id: 1, 'your-name': '佐藤 美咲', 'your-consent': '1', 'your-website': '', _musubi_fill_token: '1790000000000.token' });
    await act(async () => {
      pending.resolve({ contact_form_id: 1, status: 'validation_failed', message: '入力内容に問題があります。確認して、もう一度お試しください。', invalid_fields: [{ field: 'your-email', message: 'メールアドレスの形式で入力してください' }] });
    });
    expect(screen.getByRole('button', { name: '送信する' })).toBeEnabled();
    expect(besideField('メールアドレスの形式で入力してください')).toBeInTheDocument();
    // The server's message is on its field, as a local one would be.
    expect(screen.getByLabelText('メールアドレス')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('メールアドレス')).toHaveAccessibleDescription('メールアドレスの形式で入力してください');
    expect(screen.getByRole('alert')).toHaveTextContent('入力内容に問題があります');
    expect(push).not.toHaveBeenCalled();
  });

  it('mail_sent goes to /thankyou?fid={id}', async () => {
    const call = jest.fn().mockResolvedValue({ contact_form_id: 1, status: 'mail_sent', message: 'ok', invalid_fields: [] });
    const { user } = setup(call);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: '送信する' }));
    expect(push).toHaveBeenCalledWith('/thankyou?fid=1');
  });

  it('spam and network failures are said and the button is usable again', async () => {
    const call = jest.fn().mockResolvedValueOnce({ contact_form_id: 1, status: 'spam', message: 'メッセージの送信に失敗しました。', invalid_fields: [] }).mockRejectedValueOnce(new Error('Failed to fetch'));
    const { user } = setup(call);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: '送信する' }));
    expect(screen.getByRole('alert')).toHaveTextContent('メッセージの送信に失敗しました。');
    await user.click(screen.getByRole('button', { name: '送信する' }));
    expect(screen.getByRole('alert')).toHaveTextContent('送信できませんでした。通信環境をご確認のうえ、もう一度お試しください。');
    expect(screen.getByRole('button', { name: '送信する' })).toBeEnabled();
  });

  it('posts to /contact with its tokens, and shows a refused post’s messages and values before any script has checked', () => {
    setup(jest.fn(), {
      csrf: 'nonce.signature',
      posted: { values: { 'your-name': '佐藤 美咲', 'your-email': 'misaki@', 'your-subject': 'その他', 'your-message': '質問です' }, issues: [{ field: 'your-email', message: 'メールアドレスの形式で入力してください' }, { field: 'your-consent', message: 'プライバシーポリシーへの同意が必要です' }], message: '入力内容に問題があります。確認して、もう一度お試しください。' },
    });
    const form = screen.getByRole('form', { name: 'お問い合わせフォーム' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/contact');
    expect(form).toHaveFormValues({ csrf_token: 'nonce.signature', _musubi_fill_token: '1790000000000.token', 'your-name': '佐藤 美咲', 'your-email': 'misaki@', 'your-subject': 'その他', 'your-message': '質問です' });
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(screen.getByRole('link', { name: 'メールアドレスの形式で入力してください' })).toHaveAttribute('href', '#contact-email');
    expect(screen.getByLabelText('メールアドレス')).toHaveAccessibleDescription('メールアドレスの形式で入力してください');
  });
});
