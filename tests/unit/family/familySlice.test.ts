import type { ApiClient } from '../../../api/client';
import { ApiClientError } from '../../../api/errors';
import { makeStore } from '../../../store';
import { sendEnquete, startDiagnosis, submitDiagnosis } from '../../../store/slices/family';

const storeWith = (call: jest.Mock) => makeStore(undefined, { call } as unknown as ApiClient);

describe('family slice', () => {
  it('a diagnosis failure stores the HTTP status (§8); a new call clears it', async () => {
    const call = jest.fn().mockRejectedValueOnce(new ApiClientError('この回答者はすでに回答済みです', 409)).mockResolvedValueOnce({ id: 'AAAAAAAAAAAAAAAAAAAAAA' });
    const store = storeWith(call);
    await store.dispatch(submitDiagnosis({ id: 'AAAAAAAAAAAAAAAAAAAAAA', respondent: 1, nickname: '', answers: {} }));
    expect(store.getState().family.diagnosis).toMatchObject({ failedStatus: 409, answered: { status: 'failed', fetching: false } });
    await store.dispatch(startDiagnosis());
    expect(store.getState().family.diagnosis).toMatchObject({ failedStatus: null, started: { status: 'done', data: { id: 'AAAAAAAAAAAAAAAAAAAAAA' } } });
  });

  it('a network failure is status 0', async () => {
    const store = storeWith(jest.fn().mockRejectedValue(new ApiClientError('Failed to fetch', 0)));
    await store.dispatch(startDiagnosis());
    expect(store.getState().family.diagnosis.failedStatus).toBe(0);
  });

  it('an enquete post keeps its true or false answer', async () => {
    const store = storeWith(jest.fn().mockResolvedValue({ result: false, errors: [{ field: 'overall', message: '選択してください' }] }));
    await store.dispatch(sendEnquete({ version: '2026-satisfaction', data: '{}' }));
    expect(store.getState().family.enquete).toMatchObject({ status: 'done', data: { result: false } });
  });
});
