import { isForbiddenAddress, resolvePublicAddresses, ForbiddenAddressError } from '../../../server/media/addressCheck';
import { isAllowedHost, allowedHosts } from '../../../server/media/allowedHosts';

describe('isForbiddenAddress', () => {
  it.each([
    '127.0.0.1', '127.8.9.10', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254',
    '100.64.0.1', '0.0.0.0', '224.0.0.1', '255.255.255.255', '198.18.0.1', '192.0.2.10',
    '::1', '::', 'fe80::1', 'fc00::1', 'fd12:3456::1', 'ff02::1', '2001:db8::1',
    '::ffff:127.0.0.1', '::ffff:10.0.0.1', '::ffff:7f00:1', '64:ff9b::a9fe:a9fe', '64:ff9b::192.168.0.1',
    'not-an-ip', '',
  ])('refuses %s', (address) => {
    expect(isForbiddenAddress(address)).toBe(true);
  });

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700::1111', '::ffff:93.184.216.34'])('allows %s', (address) => {
    expect(isForbiddenAddress(address)).toBe(false);
  });
});

describe('resolvePublicAddresses', () => {
  const table: Record<string, string[]> = {
    'public.example': ['93.184.216.34', '2606:4700::1111'],
    'mixed.example': ['93.184.216.34', '10.0.0.8'],
    'metadata.example': ['169.254.169.254'],
    'empty.example': [],
  };
  const lookup = async (host: string) => (table[host] ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

  it('returns every address when all are public', async () => {
    await expect(resolvePublicAddresses('public.example', lookup)).resolves.toHaveLength(2);
  });

  it('refuses a host with any private address, one with none, and private literals', async () => {
    await expect(resolvePublicAddresses('mixed.example', lookup)).rejects.toBeInstanceOf(ForbiddenAddressError);
    await expect(resolvePublicAddresses('metadata.example', lookup)).rejects.toBeInstanceOf(ForbiddenAddressError);
    await expect(resolvePublicAddresses('empty.example', lookup)).rejects.toBeInstanceOf(ForbiddenAddressError);
    await expect(resolvePublicAddresses('127.0.0.1', lookup)).rejects.toBeInstanceOf(ForbiddenAddressError);
    await expect(resolvePublicAddresses('[::1]', lookup)).rejects.toBeInstanceOf(ForbiddenAddressError);
  });
});

describe('allowed hosts', () => {
  it('parses the comma list', () => {
    expect(allowedHosts(' images.example.jp, .cdn.example.com ,,')).toEqual(['images.example.jp', '.cdn.example.com']);
    expect(allowedHosts(undefined)).toEqual([]);
  });

  it('matches exact hosts and dotted suffixes only', () => {
    const hosts = ['images.example.jp', '.cdn.example.com'];
    expect(isAllowedHost('images.example.jp', hosts)).toBe(true);
    expect(isAllowedHost('IMAGES.example.jp.', hosts)).toBe(true);
    expect(isAllowedHost('a.cdn.example.com', hosts)).toBe(true);
    expect(isAllowedHost('cdn.example.com', hosts)).toBe(true);
    expect(isAllowedHost('evilcdn.example.com', hosts)).toBe(false);
    expect(isAllowedHost('images.example.jp.evil.com', hosts)).toBe(false);
    expect(isAllowedHost('example.jp', hosts)).toBe(false);
    expect(isAllowedHost('images.example.jp', [])).toBe(false);
  });
});
