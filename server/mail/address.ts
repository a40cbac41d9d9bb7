import { parseOneAddress } from 'email-addresses';

const MAX_ADDRESS = 254;

/**
 * The one mailbox `input` names, or null: parsed by an RFC 5322 parser (email-addresses), not a
 * pattern, and accepted only as a bare address with a dotted domain: no list (`a@b.c,victim`), no
 * group, no display name or angle brackets, no comments, no quoted local part, no address literal
 * (`[1.2.3.4]`), no line breaks. Whatever a mail header could read as a second recipient is refused.
 */
export function singleMailbox(input: string): string | null {
  const text = input.trim();
  if (!text || text.length > MAX_ADDRESS) return null;
  let parsed: ReturnType<typeof parseOneAddress>;
  try {
    parsed = parseOneAddress({ input: text, rejectTLD: true });
  } catch {
    return null;
  }
  if (!parsed || parsed.type !== 'mailbox' || parsed.name !== null || parsed.parts.comments.length > 0) return null;
  if (parsed.address !== text || parsed.domain.startsWith('[')) return null;
  return parsed.address;
}
