import type { IncomingMessage } from 'node:http';
import { isDocumentRequest, lengthOnly, outOfNextData } from '@/lib/documentRequest';

const req = (url: string, headers: Record<string, string> = {}) => ({ url, headers }) as unknown as IncomingMessage;

describe('isDocumentRequest', () => {
  it('is true for a page load and false for the JSON of a client-side navigation or prefetch', () => {
    expect(isDocumentRequest(req('/magazine/12'))).toBe(true);
    expect(isDocumentRequest(req('/magazine/12', { 'x-nextjs-data': '1' }))).toBe(false);
    expect(isDocumentRequest(req('/_next/data/build/magazine/12.json'))).toBe(false);
  });
});

describe('outOfNextData', () => {
  it('keeps the field for the render and replaces it in JSON only', () => {
    const article = { id: 3, title: '花嫁の準備', content: '<p>本文</p>' };
    const props = { post: { data: outOfNextData(article, { content: '' }) } };
    expect(props.post.data.content).toBe('<p>本文</p>');
    expect(JSON.parse(JSON.stringify(props))).toEqual({ post: { data: { id: 3, title: '花嫁の準備', content: '' } } });
    expect(article.content).toBe('<p>本文</p>');
  });
});

describe('lengthOnly', () => {
  it('keeps a list\'s length for the JSON and the entries for the render', () => {
    const data = { nearby: [{ id: 1, name: '鶴亀倶楽部' }, { id: 2, name: '邸宅' }], total: 2 };
    const props = outOfNextData(data, { nearby: lengthOnly(data.nearby) });
    expect(props.nearby).toBe(data.nearby);
    expect(JSON.parse(JSON.stringify({ props }))).toEqual({ props: { nearby: [null, null], total: 2 } });
  });
});
