import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Cf7Form } from '../../../components/contact/Cf7Form';
import type { Cf7FormDef } from '../../../api/contract/cf7';

const push = jest.fn().mockResolvedValue(true);
jest.mock('next/router', () => ({ __esModule: true, useRouter: () => ({ push, replace: push, query: {}, asPath: '/magazine/1201' }) }));
const call = jest.fn();
jest.mock('../../../api/client', () => ({ __esModule: true, browserApi: () => ({ call }) }));

const form: Cf7FormDef = {
  id: 812, title: 'ブライダルフェア相談会のお申し込み', submit_label: '相談を申し込む',
  fields: [
    { type: 'text', name: 'your-name', label: 'お名前', required: true, choices: [], placeholder: '' },
    { type: 'select', name: 'consult-kind', label: 'ご希望の相談内容', required: false, choices: ['式場選び', 'ドレス選び'], placeholder: '' },
    { type: 'checkbox', name: 'days', label: 'ご希望の曜日', required: false, choices: ['土曜日', '日曜日'], placeholder: '' },
    { type: 'acceptance', name: 'your-consent', label: '個人情報の取り扱いに同意します', required: true, choices: [], placeholder: '' },
  ],
};

beforeEach(() => {
  call.mockReset();
  push.mockClear();
});

describe('Cf7Form', () => {
  it('renders the imported fields with their labels and sends them, then goes to /thankyou?fid={id}', async () => {
    call.mockResolvedValue({ contact_form_id: 812, status: 'mail_sent', message: 'ok', invalid_fields: [] });
    render(<Cf7Form form={form} fillToken="t" />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('お名前（必須）'), '山本 彩花');
    await user.selectOptions(screen.getByLabelText('ご希望の相談内容'), 'ドレス選び');
    await user.click(screen.getByLabelText('土曜日'));
    await user.click(screen.getByLabelText('日曜日'));
    await user.click(screen.getByLabelText('個人情報の取り扱いに同意します'));
    await user.click(screen.getByRole('button', { name: '相談を申し込む' }));
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ path: '/wp-json/contact-form-7/v1/contact-forms/:id/feedback' }), expect.objectContaining({
      id: 812, 'your-name': '山本 彩花', 'consult-kind': 'ドレス選び', days: ['土曜日', '日曜日'], 'your-consent': '1', _musubi_fill_token: 't', 'your-website': '',
    }));
    expect(push).toHaveBeenCalledWith('/thankyou?fid=812');
  });

  it('shows the server message on each invalid field', async () => {
    call.mockResolvedValue({ contact_form_id: 812, status: 'validation_failed', message: '入力内容に問題があります。', invalid_fields: [{ field: 'your-name', message: 'このフィールドは必須項目です。' }] });
    render(<Cf7Form form={form} fillToken="t" />);
    await userEvent.setup().click(screen.getByRole('button', { name: '相談を申し込む' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('入力内容に問題があります。');
    expect(screen.getByLabelText('お名前（必須）')).toHaveAccessibleDescription('このフィールドは必須項目です。');
    expect(push).not.toHaveBeenCalled();
  });
});
