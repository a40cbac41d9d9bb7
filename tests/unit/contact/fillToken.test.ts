import { comesBackOnce, issueFillToken, isHumanFillTime, judgeFillTime, MIN_FILL_MS } from '@/server/contact/fillToken';

describe('the contact form’s fill-time token', () => {
  const shown = 1_790_000_000_000;

  it('a first token: too quick before MIN_FILL_MS, a person after, invalid after a day or forged', () => {
    const t = issueFillToken(shown);
    expect(judgeFillTime(t, shown + 300)).toBe('tooQuick');
    expect(judgeFillTime(t, shown + MIN_FILL_MS)).toBe('human');
    expect(judgeFillTime(t, shown + 25 * 3600 * 1000)).toBe('invalid');
    expect(judgeFillTime(t, shown - 1)).toBe('invalid');
    expect(judgeFillTime(`${shown}.forgedforgedforgedforged`, shown + MIN_FILL_MS)).toBe('invalid');
    expect(judgeFillTime('', shown)).toBe('invalid');
    expect(isHumanFillTime(t, shown + 300)).toBe(false);
  });

  it('comesBackOnce: after a post with a genuine token, the form comes back with a token she may send at once', () => {
    const quickPost = shown + 300;
    const again = comesBackOnce(issueFillToken(shown), quickPost);
    expect(again).toMatch(/^\d{13}\.a\./);
    expect(judgeFillTime(again, quickPost + 100)).toBe('human');
    expect(judgeFillTime(again, quickPost + 25 * 3600 * 1000)).toBe('invalid');
    // An `again` token is signed apart: a first token's signature does not make one.
    const first = issueFillToken(shown);
    expect(judgeFillTime(first.replace('.', '.a.'), shown + 100)).toBe('invalid');
  });

  it('a post without a genuine token earns no `again` token: the check still stands', () => {
    for (const posted of ['', 'x', `${shown}.forgedforgedforgedforged`, issueFillToken(shown - 25 * 3600 * 1000)]) {
      const next = comesBackOnce(posted, shown);
      expect(next).not.toMatch(/\.a\./);
      expect(judgeFillTime(next, shown + 100)).toBe('tooQuick');
    }
  });
});
