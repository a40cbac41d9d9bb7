import { describeEachDb } from '../support/testDb';
import { startApiServer, type TestServer } from '../support/httpServer';
import { renderPage } from '../support/renderPage';
import { createSeedContext } from '../../../server/seed/context';
import { seedGeo } from '../../../server/seed/geo';
import { getServerSideProps as referralPage, type ReferralPageProps } from '../../../pages/referral';
import { REFERRAL_CODE_PROBLEMS } from '../../../lib/rewards/referralCode';
import { call, insertMember } from './support';

jest.setTimeout(120_000);

const propsOf = (out: unknown) => (out as { props: ReferralPageProps }).props;

// Issue 34: a friend types the code on /referral; a mistyped one explains itself there, not as a bare 404.
describeEachDb('/referral: the page where a friend types a code', (fx) => {
  let server: TestServer;
  let code: string;
  beforeAll(async () => {
    await seedGeo(fx.db, createSeedContext(0.05, { today: '2026-05-20', quiet: true }));
    const referrer = await insertMember(fx.db, 'page-referrer@example.com', { nickname: 'さくら' });
    server = await startApiServer();
    code = (await call(server.url, 'GET', '/api/wn/mypage/referral', referrer)).body.code;
  });
  afterAll(() => server.close());

  it('without a code: the form, answering 200', async () => {
    const { out, res } = await renderPage(referralPage, '/referral');
    expect(res.statusCode).toBe(200);
    expect(propsOf(out)).toMatchObject({ enter: { code: '', problem: null } });
  });

  it.each([
    ['', 'empty', 400],
    ['AB!', 'format', 400],
    ['ZZZZZZZZ', 'unknown', 404],
  ] as const)('a code %p: the form again, saying why (%s), with status %i', async (typed, problem, status) => {
    const { out, res } = await renderPage(referralPage, `/referral?code=${encodeURIComponent(typed)}`);
    expect(res.statusCode).toBe(status);
    expect(propsOf(out)).toMatchObject({ enter: { problem } });
    expect(REFERRAL_CODE_PROBLEMS[problem]).toMatch(/[ぁ-ん]/);
  });

  it('a code typed in full-width lower case with spaces finds the referrer', async () => {
    const typed = ` ${[...code.toLowerCase()].map((c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)).join('')} `;
    const { out, res } = await renderPage(referralPage, `/referral?code=${encodeURIComponent(typed)}`);
    expect(res.statusCode).toBe(200);
    expect(propsOf(out)).toMatchObject({ guest: { code, nickname: 'さくら' }, signedIn: false });
  });
});
