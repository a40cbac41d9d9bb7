import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { weddingSeasonOptions } from '../../../api/contract/accounts';
import { RegisterForm } from '../../../components/accounts/RegisterForm';

const options = {
  regions: [
    { slug: 'kanto', name: '関東', prefectures: [{ slug: 'tokyo', name: '東京都' }, { slug: 'kanagawa', name: '神奈川県' }] },
    { slug: 'kinki', name: '近畿', prefectures: [{ slug: 'osaka', name: '大阪府' }] },
  ],
};

function setup(onSubmit = jest.fn(), serverError: string | null = null) {
  render(<RegisterForm options={options} seasons={weddingSeasonOptions(new Date(2026, 0, 10))} onSubmit={onSubmit} serverError={serverError} />);
  return { onSubmit, user: userEvent.setup() };
}

describe('RegisterForm', () => {
  it('shows the glossary messages for empty fields and does not submit', async () => {
    const { onSubmit, user } = setup();
    await user.click(screen.getByRole('button', { name: '会員登録（無料）' }));
    expect(await screen.findByText('メールアドレスを入力してください')).toBeInTheDocument();
    expect(screen.getByText('パスワードを入力してください')).toBeInTheDocument();
    expect(screen.getByText('ニックネームを入力してください')).toBeInTheDocument();
    expect(screen.getByText('挙式予定エリアを選択してください')).toBeInTheDocument();
    expect(screen.getByText('挙式予定時期を選択してください')).toBeInTheDocument();
    expect(screen.getByLabelText(/メールアドレス/)).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for the email format and the password rules', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText(/メールアドレス/), 'hanako@');
    await user.type(screen.getByLabelText(/パスワード/), 'abcdefgh');
    await user.click(screen.getByRole('button', { name: '会員登録（無料）' }));
    expect(await screen.findByText('メールアドレスの形式で入力してください')).toBeInTheDocument();
    expect(screen.getByText('パスワードは半角英字と数字を両方含めてください')).toBeInTheDocument();
    // The message is announced with the field.
    const email = screen.getByLabelText(/メールアドレス/);
    expect(email.getAttribute('aria-describedby')).toBeTruthy();
  });

  it('offers 選択してください, prefectures grouped by region and 20 quarters', () => {
    setup();
    const area = screen.getByLabelText(/挙式予定エリア/);
    expect(area.querySelector('option')).toHaveTextContent('選択してください');
    expect(area.querySelectorAll('optgroup')).toHaveLength(2);
    const season = screen.getByLabelText(/挙式予定時期/);
    expect(season.querySelectorAll('option')).toHaveLength(21);
    expect(season.querySelectorAll('option')[1]).toHaveTextContent('2026年1〜3月');
  });

  it('submits valid values', async () => {
    const { onSubmit, user } = setup(jest.fn());
    await user.type(screen.getByLabelText(/メールアドレス/), ' Hanako@Example.jp ');
    await user.type(screen.getByLabelText(/パスワード/), 'Wedding2026');
    await user.type(screen.getByLabelText(/ニックネーム/), 'はなこ');
    await user.selectOptions(screen.getByLabelText(/挙式予定エリア/), 'osaka');
    await user.selectOptions(screen.getByLabelText(/挙式予定時期/), '2026-Q3');
    await user.click(screen.getByRole('button', { name: '会員登録（無料）' }));
    // Not without her consent to the terms and the privacy policy.
    expect(await screen.findByText('利用規約とプライバシーポリシーをご確認のうえ、同意してください')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: '利用規約' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'プライバシーポリシー' })).toHaveAttribute('href', '/privacy');
    await user.click(screen.getByRole('checkbox', { name: /同意する/ }));
    await user.click(screen.getByRole('button', { name: '会員登録（無料）' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'hanako@example.jp', password: 'Wedding2026', nickname: 'はなこ', wedding_prefecture_slug: 'osaka', wedding_season: '2026-Q3' });
  });

  it('takes her from the button to the server refusal and says what to do', async () => {
    const { rerender } = render(<RegisterForm options={options} seasons={weddingSeasonOptions(new Date(2026, 0, 10))} onSubmit={jest.fn()} serverError={null} />);
    screen.getAllByRole('button', { name: '会員登録（無料）' })[0].focus();
    rerender(<RegisterForm options={options} seasons={weddingSeasonOptions(new Date(2026, 0, 10))} onSubmit={jest.fn()} serverError="このメールアドレスは登録できません。ログインをお試しください" />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('このメールアドレスは登録できません。ログインをお試しください');
    expect(alert).toHaveFocus();
    expect(within(alert).getByRole('link', { name: 'ログイン' })).toHaveAttribute('href', '/login');
    expect(within(alert).getByRole('link', { name: 'パスワードの再設定' })).toHaveAttribute('href', '/password/reset');
  });
});
