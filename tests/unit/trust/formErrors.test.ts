import { z } from 'zod';
import { jaErrorMap } from '@/lib/formErrors';

const parse = (schema: z.ZodType, value: unknown) => schema.safeParse(value, { error: jaErrorMap }).error?.issues[0]?.message;

describe('jaErrorMap', () => {
  it('words every unworded check in Japanese', () => {
    expect(parse(z.string(), null)).toBe('入力してください');
    expect(parse(z.string(), 3)).toBe('正しい形式で入力してください');
    expect(parse(z.enum(['a', 'b']), 'c')).toBe('選択してください');
    expect(parse(z.email(), 'x@')).toBe('メールアドレスの形式で入力してください');
    expect(parse(z.string().max(5), 'abcdefg')).toBe('5文字以内で入力してください');
    expect(parse(z.number().min(1), 0)).toBe('1以上で入力してください');
  });

  it('leaves a field\'s own message alone', () => {
    expect(parse(z.string({ error: '時間を選択してください' }), null)).toBe('時間を選択してください');
  });
});
