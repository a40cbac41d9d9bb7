import { BREAKPOINTS } from '@/lib/constants';
import { DEFAULT_DEVICE, deviceKindFromUserAgent } from '@/lib/device';
import fs from 'node:fs';

describe('device constants (§9)', () => {
  it('the default device is pc when the server has no hint', () => {
    expect(DEFAULT_DEVICE).toBe('pc');
    expect(deviceKindFromUserAgent(undefined)).toBe('pc');
    expect(deviceKindFromUserAgent('')).toBe('pc');
    expect(deviceKindFromUserAgent('Mozilla/5.0 (compatible; Googlebot/2.1)')).toBe('pc');
    expect(deviceKindFromUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Mobile/15E148')).toBe('sp');
    expect(deviceKindFromUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/124.0 Mobile Safari/537.36')).toBe('sp');
    expect(deviceKindFromUserAgent('Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X)')).toBe('tablet');
  });

  it('the large-pc breakpoint 1240 is used by the layouts', () => {
    expect(BREAKPOINTS.largePc).toBe(1240);
    expect(fs.readFileSync('components/halls/HallCardList.module.css', 'utf8')).toContain(`(min-width: ${BREAKPOINTS.largePc}px)`);
  });
});
