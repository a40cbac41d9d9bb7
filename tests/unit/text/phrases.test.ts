import { phraseSegments } from '@/lib/text/phrases';

const drawn = (text: string) => {
  const { segments, lead, tail } = phraseSegments(text);
  return [...segments, `${lead}[${tail}]`].join('|');
};

describe('phraseSegments', () => {
  it('breaks a hall name where its script changes and after a middle dot', () => {
    expect(drawn('フォトスタジオリバーサイド代官山')).toBe('フォトスタジオリバーサイド|代[官山]');
    expect(drawn('ザ・セント・マリアージュ大阪')).toBe('ザ・|セント・|マリアージュ|[大阪]');
    expect(drawn('ホテルパレス京橋')).toBe('ホテルパレス|[京橋]');
  });

  it('keeps kana after kanji with it, and starts a word after kana', () => {
    expect(drawn('森の邸宅')).toBe('森の|[邸宅]');
    expect(drawn('結びの杜 迎賓館')).toBe('結びの|杜 |迎[賓館]');
  });

  it('glues the last two characters even across a break, and leaves a short name whole', () => {
    expect(drawn('ホテルA')).toBe('ホテ[ルA]');
    expect(drawn('式')).toBe('[式]');
    expect(drawn('')).toBe('[]');
  });

  it('keeps every character, in order', () => {
    const name = 'ワトル・リゾートゴールドコースト';
    const { segments, lead, tail } = phraseSegments(name);
    expect(segments.join('') + lead + tail).toBe(name);
  });
});
