import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import type { ApiClient } from '../../../api/client';
import { ApiClientError } from '../../../api/errors';
import { PARTNER_MSG } from '../../../api/contract/partnerLabels';
import { TeamManager } from '../../../components/partners/TeamManager';
import { makeStore } from '../../../store';

const members = [
  { user_id: 1, nickname: '高橋 由美子', email: 'owner@example.com', role: 'owner' as const },
  { user_id: 2, nickname: '佐藤 健', email: 'staff@example.com', role: 'staff' as const },
];
const log = [{ id: 9, who: '高橋 由美子', action: '成約を確認', detail: '成約報告 #3', at: '2026-11-27T01:12:00.000Z' }];

function renderTeam(call: jest.Mock) {
  const store = makeStore(undefined, { call } as unknown as ApiClient);
  render(<Provider store={store}><TeamManager hallId={5} members={members} log={log} /></Provider>);
  return userEvent.setup();
}

describe('TeamManager', () => {
  it('invites a colleague as staff or owner, and says until when the mailed link works', async () => {
    const call = jest.fn(async () => ({ ok: true, expires_at: '2026-12-05T01:00:00.000Z' }));
    const user = renderTeam(call);
    expect(screen.getByRole('button', { name: '招待メールを送る' })).toBeDisabled();
    await user.type(screen.getByLabelText('メールアドレス'), 'new@example.com');
    await user.selectOptions(screen.getByLabelText('役割'), 'オーナー');
    await user.click(screen.getByRole('button', { name: '招待メールを送る' }));
    const [endpoint, input] = call.mock.calls[0] as unknown as [{ path: string; method: string }, unknown];
    expect([endpoint.method, endpoint.path, input]).toEqual(['POST', '/api/partner/halls/:hall_id/invitations', { hall_id: 5, email: 'new@example.com', role: 'owner' }]);
    expect(await screen.findByRole('status')).toHaveTextContent('new@example.com に招待メールを送りました（2026/12/5 10:00まで有効）');
    expect(screen.getByLabelText('メールアドレス')).toHaveValue('');
  });

  it('removes a member after asking once more; the last owner\'s refusal is shown', async () => {
    const call = jest.fn().mockResolvedValueOnce({ ok: true }).mockRejectedValueOnce(new ApiClientError(PARTNER_MSG.lastOwner, 409));
    const user = renderTeam(call);
    await user.click(screen.getByRole('button', { name: '佐藤 健さんをメンバーから削除' }));
    expect(call).not.toHaveBeenCalled();
    await user.click(within(screen.getByRole('group', { name: '削除の確認' })).getByRole('button', { name: '削除する' }));
    expect((call.mock.calls[0] as unknown[])[1]).toEqual({ hall_id: 5, member_id: 2 });
    await screen.findByRole('heading', { name: 'メンバー（1人）' });
    expect(screen.queryByText('staff@example.com')).toBeNull();
    await user.click(screen.getByRole('button', { name: '高橋 由美子さんをメンバーから削除' }));
    await user.click(screen.getByRole('button', { name: '削除する' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PARTNER_MSG.lastOwner);
    expect(screen.getAllByTestId('member')).toHaveLength(1);
  });

  it('shows the audit log: when, who, what', () => {
    renderTeam(jest.fn());
    const row = within(screen.getByRole('region', { name: '操作履歴の表' })).getAllByRole('row')[1];
    expect(row).toHaveTextContent('2026/11/27 10:12');
    expect(row).toHaveTextContent('高橋 由美子成約を確認成約報告 #3');
  });
});
