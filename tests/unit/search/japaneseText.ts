import fc from 'fast-check';

/** Text of the scripts a Japanese query mixes: kana of both widths, kanji, latin of both widths, digits, marks. */
export const japaneseText = () =>
  fc.array(
    fc.oneof(
      fc.integer({ min: 0x3041, max: 0x3096 }), fc.integer({ min: 0x30a1, max: 0x30fe }), fc.integer({ min: 0xff61, max: 0xff9f }),
      fc.integer({ min: 0x4e00, max: 0x4e80 }), fc.integer({ min: 0x41, max: 0x5a }), fc.integer({ min: 0x61, max: 0x7a }),
      fc.integer({ min: 0xff10, max: 0xff5a }), fc.integer({ min: 0x30, max: 0x39 }), fc.constantFrom(0x20, 0x3000, 0x30fb, 0x2d, 0x301c, 0x3002, 0x20bb7),
    ).map((cp) => String.fromCodePoint(cp)),
    { maxLength: 24 },
  ).map((cs) => cs.join(''));

