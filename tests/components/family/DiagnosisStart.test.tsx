import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { ApiClient } from '../../../api/client';
import type { LastDiagnosis } from '../../../api/contract/diagnosis';
import { DiagnosisStart } from '../../../components/family/DiagnosisStart';
import { LAST_DIAGNOSIS_STORAGE, rememberDiagnosis } from '../../../lib/family/lastDiagnosis';
import { makeStore } from '../../../store';

jest.mock('next/router', () => ({ __esModule: true, useRouter: () => ({ push: jest.fn(), query: {}, asPath: '/diagnosis/' }) }));

async function renderStart(accountLast: LastDiagnosis | null = null) {
  render(<Provider store={makeStore(undefined, { call: jest.fn() } as unknown as ApiClient)}><DiagnosisStart accountLast={accountLast} /></Provider>);
  await act(async () => undefined);
}

afterEach(() => window.localStorage.clear());

describe('DiagnosisStart: 「前回の診断」', () => {
  it('offers no link before she has answered one', async () => {
    await renderStart();
    expect(screen.queryByRole('link', { name: '前回の診断' })).toBeNull();
  });

  it('leads back to the result she answered last (remembered by the thanks page)', async () => {
    rememberDiagnosis('/diagnosis/AbC123_-xyz/answer/?respondent=2');
    await renderStart();
    // next/link drops the trailing slash under Jest (no trailingSlash config); the built site keeps it.
    expect(screen.getByRole('link', { name: '前回の診断' }).getAttribute('href')).toMatch(/^\/diagnosis\/AbC123_-xyz\/answer\/?\?respondent=2$/);
  });

  it('never turns a stored value that is not one of our result pages into a link', async () => {
    window.localStorage.setItem(LAST_DIAGNOSIS_STORAGE, 'https://evil.example/diagnosis/x/answer/?respondent=1');
    rememberDiagnosis('javascript:alert(1)');
    await renderStart();
    expect(screen.queryByRole('link', { name: '前回の診断' })).toBeNull();
  });

  it('a member is led to the result her account keeps, with its type and date, before this browser\'s', async () => {
    rememberDiagnosis('/diagnosis/BrowserOnly_0001/answer/?respondent=1');
    await renderStart({ answer_path: '/diagnosis/FromHerAccount_01/answer/?respondent=2', type_name: 'ナチュラルガーデン派', answered_at: '2026-11-20T03:00:00.000Z' });
    expect(screen.getByRole('link', { name: '前回の診断' }).getAttribute('href')).toMatch(/^\/diagnosis\/FromHerAccount_01\/answer\/?\?respondent=2$/);
    expect(screen.getByText('（ナチュラルガーデン派・2026年11月20日）')).toBeInTheDocument();
  });
});
