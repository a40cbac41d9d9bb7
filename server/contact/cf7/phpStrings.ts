/**
 * The string entries of a PHP-serialized array (WordPress's `_mail` and `_messages` post meta in a
 * WXR export): `a:2:{s:7:"subject";s:6:"件名";…}` → { subject: "件名" }. Only string keys with
 * string values are read (lengths are in bytes, as PHP counts them); anything else is passed over.
 */
export function phpSerializedStrings(serialized: string): Record<string, string> {
  const bytes = Buffer.from(serialized, 'utf8');
  const out: Record<string, string> = {};
  let i = 0;
  const readString = (): string | null => {
    const m = /^s:(\d+):"/.exec(bytes.subarray(i, i + 24).toString('latin1'));
    if (!m) return null;
    const startAt = i + m[0].length;
    const length = Number(m[1]);
    if (startAt + length + 2 > bytes.length || bytes[startAt + length] !== 0x22 || bytes[startAt + length + 1] !== 0x3b) return null;
    i = startAt + length + 2;
    return bytes.subarray(startAt, startAt + length).toString('utf8');
  };
  while (i < bytes.length) {
    const at = i;
    const key = readString();
    if (key !== null) {
      const valueAt = i;
      const value = readString();
      if (value !== null) out[key] = value;
      else i = valueAt + 1;
    } else i = at + 1;
  }
  return out;
}
