/** The landing URL's utm parameters are kept for the reservation form; the code for it loads only when there are some. */
import { render, waitFor } from '@testing-library/react';
import { UtmCapture } from '@/components/fairs/UtmCapture';
import { UTM_STORAGE_KEY } from '@/components/fairs/attribution';

jest.mock('next/router', () => ({ __esModule: true, useRouter: () => ({ asPath: window.location.pathname + window.location.search }) }));

afterEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('UtmCapture', () => {
  it('keeps the utm parameters of the page she landed on', async () => {
    window.history.replaceState(null, '', '/halls/1?utm_source=line&utm_campaign=spring&x=1');
    render(<UtmCapture />);
    await waitFor(() => expect(window.sessionStorage.getItem(UTM_STORAGE_KEY)).toBe(JSON.stringify({ utm_source: 'line', utm_campaign: 'spring' })));
  });

  it('keeps nothing for a URL without them', async () => {
    window.history.replaceState(null, '', '/halls/1?page=2');
    render(<UtmCapture />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(window.sessionStorage.getItem(UTM_STORAGE_KEY)).toBeNull();
  });
});
