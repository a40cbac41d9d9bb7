import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { ApiClient } from '../../../api/client';
import { DiagnosisStart } from '../../../components/family/DiagnosisStart';
import { LAST_DIAGNOSIS_STORAGE, rememberDiagnosis } from '../../../lib/family/lastDiagnosis';
import { makeStore } from '../../../store';

jest.mock('next/router', () => ({ __esModule: true, useRouter: () => ({ push: jest.fn(), query: {}, asPath: '/diagnosis/' }) }));

async function renderStart() {
  render(<Provider store={makeStore(undefined, { call: jest.fn() } as unknown as ApiClient)}><DiagnosisStart /></Provider>);
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
});
