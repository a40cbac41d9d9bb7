import { normalizeName, hallSearchText, escapeLike } from '../../../server/halls/normalizeName';

describe('normalizeName', () => {
  it('folds katakana to hiragana and keeps kanji and the long vowel mark', () => {
    expect(normalizeName('ガーデンテラス表参道')).toBe('がーでんてらす表参道');
    expect(normalizeName('がーでんてらす')).toBe('がーでんてらす');
  });

  it('unifies half-width kana and full-width latin, lower-cases latin', () => {
    expect(normalizeName('ｶﾞｰﾃﾞﾝ')).toBe('がーでん');
    expect(normalizeName('ＴＨＥ Ｇａｒｄｅｎ')).toBe('thegarden');
  });

  it('drops spaces, middle dots, ampersands and brackets', () => {
    expect(normalizeName('ザ・ガーデン　テラス')).toBe('ざがーでんてらす');
    expect(normalizeName('ホテル&リゾーツ「銀座」')).toBe('ほてるりぞーつ銀座');
  });

  it('makes the hiragana, katakana and spaced spellings of a reading meet', () => {
    const target = hallSearchText('ザ・ルミエール銀座', 'ルミエール', 'ザルミエールギンザ');
    for (const q of ['るみえーる', 'ルミエール', 'ぎんざ', 'ギンザ', '銀座', 'ザ・ルミエール', 'ｻﾞﾙﾐｴｰﾙ']) {
      expect(target).toContain(normalizeName(q));
    }
  });

  it('escapes LIKE wildcards', () => {
    expect(escapeLike('100%_a\\b')).toBe('100\\%\\_a\\\\b');
  });
});
