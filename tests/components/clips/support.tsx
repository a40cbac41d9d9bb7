import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createApiClient } from '../../../api/client';
import type { AccountUser } from '../../../api/contract/accounts';
import { createHttpTransport } from '../../../api/httpTransport';
import { makeStore } from '../../../store';
import { doneRemote, remote } from '../../../store/remote';
import { initialUserState } from '../../../store/slices/user';

export const BASE = 'http://localhost';

export const member: AccountUser = {
  user_id: 7,
  email: 'hanako@example.jp',
  nickname: 'はなこ',
  wedding_prefecture_slug: 'tokyo',
  wedding_prefecture_name: '東京都',
  wedding_region_slug: 'kanto',
  wedding_region_name: '関東',
  wedding_season: '2027-Q2',
  is_official: false,
  is_staff: false,
  email_verified: true,
  created_at: '2026-01-01T00:00:00.000Z',
};

/** The real store with an HTTP client msw answers; signed in unless `anonymous`. */
export function renderWithStore(ui: ReactElement, opts: { anonymous?: boolean } = {}) {
  const store = makeStore(
    { user: { ...initialUserState, me: opts.anonymous ? { ...remote(null), status: 'done' } : doneRemote(member) } },
    createApiClient(createHttpTransport(BASE)),
  );
  const view = render(<Provider store={store}>{ui}</Provider>);
  return { store, ...view };
}
