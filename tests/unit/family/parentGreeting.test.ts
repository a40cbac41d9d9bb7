import { parentGreeting } from '@/lib/family/parentGreeting';
import { PARENT_LABELS } from '@/lib/family/parents';

describe('the parents’ page greeting (issue 34: 「お母さま」「お父さま」)', () => {
  it('speaks to each parent of the link with お父さま / お母さま', () => {
    expect(PARENT_LABELS.map(parentGreeting)).toEqual(['新郎のお父さま', '新郎のお母さま', '新婦のお父さま', '新婦のお母さま', 'ご家族のみなさま']);
  });

  it('never doubles an honorific, and a label of her own gets さま', () => {
    expect(parentGreeting('母')).toBe('お母さま');
    expect(parentGreeting('新婦のお母さん')).toBe('新婦のお母さま');
    expect(parentGreeting('新郎の父様')).toBe('新郎のお父さま');
    expect(parentGreeting('おばあちゃん')).toBe('おばあちゃん');
    expect(parentGreeting('叔母')).toBe('叔母さま');
    expect(parentGreeting('祖母さま')).toBe('祖母さま');
    expect(parentGreeting('')).toBe('ご家族のみなさま');
  });
});
