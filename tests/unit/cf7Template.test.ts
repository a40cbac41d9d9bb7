import { parseFormTemplate } from '@/server/contact/cf7/formTemplate';
import { phpSerializedStrings } from '@/server/contact/cf7/phpStrings';

const TEMPLATE = `<label> お名前（必須）
    [text* your-name autocomplete:name] </label>

<label> メールアドレス（必須）
    [email* your-email autocomplete:email] </label>

<label> ご希望の相談内容
    [select consult-kind "式場選び" "ドレス選び" "費用の相談"] </label>

<label> ご来場人数
    [radio guests "2名" "3名以上"] </label>

<label> メッセージ本文
    [textarea your-message placeholder "ご質問をどうぞ"] </label>

[acceptance your-consent] プライバシーポリシーに同意します [/acceptance]

[submit "相談を申し込む"]`;

describe('parseFormTemplate', () => {
  it('reads fields, required marks, choices, labels and the submit label', () => {
    const { fields, submitLabel } = parseFormTemplate(TEMPLATE);
    expect(submitLabel).toBe('相談を申し込む');
    expect(fields.map((f) => [f.type, f.name, f.label, f.required])).toEqual([
      ['text', 'your-name', 'お名前', true],
      ['email', 'your-email', 'メールアドレス', true],
      ['select', 'consult-kind', 'ご希望の相談内容', false],
      ['radio', 'guests', 'ご来場人数', true],
      ['textarea', 'your-message', 'メッセージ本文', false],
      ['acceptance', 'your-consent', 'プライバシーポリシーに同意します', true],
    ]);
    expect(fields[2].choices).toEqual(['式場選び', 'ドレス選び', '費用の相談']);
    expect(fields[4].placeholder).toBe('ご質問をどうぞ');
  });
  it('ignores hostile or broken tags', () => {
    expect(parseFormTemplate('[text* "><script>] [text ok-name] [unknown x]').fields.map((f) => f.name)).toEqual(['ok-name']);
  });
});

describe('phpSerializedStrings', () => {
  it('reads string entries with byte lengths (Japanese included)', () => {
    const subject = '相談の申し込み';
    const s = `a:3:{s:7:"subject";s:${Buffer.byteLength(subject)}:"${subject}";s:9:"recipient";s:20:"desk@wedding.example";s:6:"active";b:1;}`;
    expect(phpSerializedStrings(s)).toEqual({ subject, recipient: 'desk@wedding.example' });
    expect(phpSerializedStrings('garbage')).toEqual({});
  });
});
