jest.setTimeout(120000);
import { baseURL } from './support/browser';

/** A category's page path, taken from the magazine's own navigation. */
async function firstCategoryPath(): Promise<string> {
  const html = await (await fetch(`${baseURL}/magazine`)).text();
  const m = html.match(/href="(\/magazine\/category\/\d+)\/?"/);
  if (!m) throw new Error('no category link on /magazine');
  return m[1];
}

// What the probe sent to pages: each answers the real 404 page (or a 400), never a 500.
describe('hostile input on pages', () => {
  it.each([
    ['/magazine/tag/%00'],
    ['/magazine/writers?q=%00'],
    ['/magazine/writers?page=1002'],
    ['/magazine/recent/page/10001'],
    ['/brides/?page=9999'],
    ['/photos/?page=9999'],
    ['/ring/rings/?page=9999'],
  ])('%s answers the 404 page (or a 400)', async (path) => {
    const res = await fetch(`${baseURL}${path}`);
    expect([400, 404]).toContain(res.status);
    expect(await res.text()).toMatch(/<html lang="ja"[\s\S]*<title[^>]*>[^<]*(見つかりません|エラー)/);
  });

  it.each([['/halls/?name=%00'], ['/halls/search/?name=%00']])('%s drops the bad search word and says so (the hall search keeps a page for bad filters)', async (path) => {
    const res = await fetch(`${baseURL}${path}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('の指定が正しくないため、その条件を除いて表示しています。');
  });

  it('an out-of-range category page is a 404', async () => {
    const res = await fetch(`${baseURL}${await firstCategoryPath()}/page/10001`);
    expect(res.status).toBe(404);
  });

  it('the API answers 400 with a message for a NUL byte', async () => {
    const nul = await fetch(`${baseURL}/api/halls?name=%00`);
    expect(nul.status).toBe(400);
    expect(JSON.stringify(await nul.json())).toMatch(/name/);
    const uuid = await fetch(`${baseURL}/api/uuid/introduce/create?utm_source=%00`);
    expect(uuid.status).toBeLessThan(500);
  });
});
