import { searchHalls } from '../../../api/contract/directory';
import { hrefWith, listOf, sanitizeQuery } from '../../../lib/halls/query';
import { SEARCH_KEYS } from '../../../lib/halls/searchLoader';

describe('sanitizeQuery against the search contract', () => {
  it('keeps valid filters verbatim and reports nothing', () => {
    const { params, ignored } = sanitizeQuery(searchHalls.input, { prefecture_slug: 'tokyo', k: ['chapel', 'garden'], people: '60', p: '3', s: 'rating' }, SEARCH_KEYS);
    expect(params).toEqual({ prefecture_slug: 'tokyo', k: ['chapel', 'garden'], people: '60', p: '3', s: 'rating' });
    expect(ignored).toEqual([]);
  });

  it('drops a bad single value and names it', () => {
    const { params, ignored } = sanitizeQuery(searchHalls.input, { people: 'many', p: '42', s: 'cheapest', prefecture_slug: 'Tokyo!' }, SEARCH_KEYS);
    expect(params).toEqual({});
    expect(ignored.sort()).toEqual(['p', 'people', 'prefecture_slug', 's']);
  });

  it('keeps the valid items of a multi-value filter, splitting commas and dropping empty strings', () => {
    const { params, ignored } = sanitizeQuery(searchHalls.input, { k: ['chapel,unknown', ''], g: '1,3' }, SEARCH_KEYS);
    expect(params).toEqual({ k: ['chapel'], g: ['1', '3'] });
    expect(ignored).toEqual(['k']);
  });

  it('ignores parameters it does not know and empty values', () => {
    const { params, ignored } = sanitizeQuery(searchHalls.input, { utm_source: 'x', name: '', page: '2' }, SEARCH_KEYS);
    expect(params).toEqual({ page: '2' });
    expect(ignored).toEqual([]);
  });
});

describe('hrefWith', () => {
  it('builds repeated parameters, drops page 1 and removed keys', () => {
    expect(hrefWith('/halls/search/', { k: ['chapel', 'garden'], people: '60' }, { page: '1', people: null })).toBe('/halls/search/?k=chapel&k=garden');
    expect(hrefWith('/pref/tokyo', {}, { page: '3' })).toBe('/pref/tokyo?page=3');
    expect(hrefWith('/pref/tokyo', {})).toBe('/pref/tokyo');
  });

  it('encodes Japanese text', () => {
    expect(hrefWith('/halls/', { name: 'ガーデン' })).toBe('/halls/?name=%E3%82%AC%E3%83%BC%E3%83%87%E3%83%B3');
  });

  it('listOf reads single and repeated values', () => {
    expect(listOf({ k: 'chapel' }, 'k')).toEqual(['chapel']);
    expect(listOf({}, 'k')).toEqual([]);
  });
});
