import { mapTileOrigins, mapTileSettings, sanitizeAttribution } from '../../../lib/mapTiles';
import { contentSecurityPolicy } from '../../../lib/securityHeaders';

const imgSrc = (csp: string) => csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('img-src'));

describe('map tile settings', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('unset or blank: no map', () => {
    expect(mapTileSettings({})).toBeNull();
    expect(mapTileSettings({ MAP_TILE_URL: '  ', MAP_TILE_ATTRIBUTION: '© example' })).toBeNull();
  });

  it('a tile template: the URL as given and the credit (the host when none is set)', () => {
    expect(mapTileSettings({ MAP_TILE_URL: 'https://tile.example.jp/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: '&copy; 地図データ提供 example' })).toEqual({
      url: 'https://tile.example.jp/{z}/{x}/{y}.png',
      attribution: '&copy; 地図データ提供 example',
    });
    expect(mapTileSettings({ MAP_TILE_URL: 'https://tile.example.jp/{z}/{x}/{y}.png' })?.attribution).toBe('tile.example.jp');
  });

  it('refuses what is not an http(s) template with {z}, {x} and {y} Leaflet can fill', () => {
    for (const url of [
      'tile.example.jp/{z}/{x}/{y}.png',
      'javascript:alert(1)//{z}/{x}/{y}',
      'https://tile.example.jp/{z}/{x}.png',
      'https://tile.example.jp/{z}/{x}/{y}.png?key={apikey}',
      'https://{z}.example.jp/{z}/{x}/{y}.png',
      'https://user:pass@tile.example.jp/{z}/{x}/{y}.png',
      "https://tile.example.jp/{z}/{x}/{y}.png' https://evil.example",
      'https://tile.example.jp;script-src *;/{z}/{x}/{y}.png',
    ]) {
      expect(mapTileOrigins(url)).toBeNull();
      expect(mapTileSettings({ MAP_TILE_URL: url })).toBeNull();
    }
  });

  it('origins: one per {s} subdomain, with the port; {-y} and {r} allowed', () => {
    expect(mapTileOrigins('https://tile.example.jp:8443/{z}/{x}/{y}.png')).toEqual(['https://tile.example.jp:8443']);
    expect(mapTileOrigins('https://{s}.tile.example.jp/{z}/{x}/{-y}{r}.png')).toEqual(['https://a.tile.example.jp', 'https://b.tile.example.jp', 'https://c.tile.example.jp']);
  });

  it('the credit keeps text, entities and http(s) links only', () => {
    expect(sanitizeAttribution('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors')).toBe(
      '&copy; <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">OpenStreetMap</a> contributors',
    );
    const dirty = sanitizeAttribution('<img src=x onerror=alert(1)>地理院<a href="javascript:alert(1)">x</a><script>y</script> & "z"');
    expect(dirty).not.toMatch(/<img|<script|javascript:|onerror=|<a/);
    expect(dirty).toContain('地理院');
    expect(dirty).toContain('&amp; &quot;z&quot;');
  });
});

describe('CSP img-src and the map tiles', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('without the setting: images from this site only (and data:/blob:)', () => {
    expect(imgSrc(contentSecurityPolicy(false, undefined, {}))).toBe("img-src 'self' data: blob:");
    expect(imgSrc(contentSecurityPolicy(false, undefined, { MAP_TILE_URL: 'ftp://tile.example.jp/{z}/{x}/{y}' }))).toBe("img-src 'self' data: blob:");
  });

  it('with the setting: the tile host(s) in img-src only, in production, with a nonce and in development', () => {
    const env = { MAP_TILE_URL: 'https://{s}.tile.example.jp/{z}/{x}/{y}.png' };
    for (const csp of [contentSecurityPolicy(false, undefined, env), contentSecurityPolicy(false, 'abc', env), contentSecurityPolicy(true, undefined, env)]) {
      expect(imgSrc(csp)).toBe("img-src 'self' data: blob: https://a.tile.example.jp https://b.tile.example.jp https://c.tile.example.jp");
      const others = csp.split(';').filter((d) => !d.trim().startsWith('img-src')).join(';');
      expect(others).not.toContain('tile.example.jp');
    }
  });
});
