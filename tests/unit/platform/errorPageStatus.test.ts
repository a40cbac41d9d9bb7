import { ApiClientError } from '@/api/errors';
import { errorPageStatus } from '@/lib/errorPageStatus';

describe('the status of an error page', () => {
  it.each([
    [new ApiClientError('page: too big', 400), 404],
    [new ApiClientError('Not Found', 404), 404],
    [new ApiClientError('ログインが必要です', 401), 404],
    [new ApiClientError('down', 503), 503],
    [new ApiClientError('busy', 429), 503],
    [Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }), 503],
    [new Error('bug'), 500],
  ])('%p → %i', (err, status) => {
    expect(errorPageStatus(err, 500)).toBe(status);
  });

  it('keeps a 404 Next itself decided', () => {
    expect(errorPageStatus(undefined, 404)).toBe(404);
  });
});
