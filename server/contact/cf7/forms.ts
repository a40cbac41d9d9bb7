import { eq, or } from 'drizzle-orm';
import type { Cf7FormDef } from '../../../api/contract/cf7';
import type { Db } from '../../db/client';
import { cf7Forms } from '../../db/schema';
import { singleMailbox } from '../../mail/address';
import { contactDesk } from '../mails';
import { parseFormTemplate } from './formTemplate';

/** A form as WordPress holds it (export or REST), before it is read. */
export interface Cf7Source {
  id: number;
  hash?: string;
  title: string;
  template: string;
  recipient: string;
  subject: string;
  messages: Record<string, string>;
}

export type Cf7Row = typeof cf7Forms.$inferSelect;

/**
 * Stores each form with its fields read from the template. The recipient must be exactly one
 * mailbox (email-addresses, as the contact form's sender); anything else (a list, a display name,
 * CF7's `[_site_admin_email]`) sends to our desk instead, and says so in the log.
 */
export async function upsertCf7Forms(db: Db, forms: Cf7Source[], source: 'wxr' | 'live'): Promise<number> {
  let n = 0;
  for (const f of forms) {
    const { fields, submitLabel } = parseFormTemplate(f.template);
    if (!fields.length) {
      console.warn(`[cf7] form ${f.id} has no fields we can show; skipped`);
      continue;
    }
    const recipient = singleMailbox(f.recipient);
    if (!recipient) console.warn(`[cf7] form ${f.id}: recipient "${f.recipient.slice(0, 80)}" is not one address; mail goes to ${contactDesk()}`);
    const messages = Object.fromEntries(Object.entries(f.messages).filter(([k, v]) => /^[a-z_]{1,40}$/.test(k) && typeof v === 'string').map(([k, v]) => [k, v.slice(0, 300)]));
    const hash = f.hash && /^[0-9a-f]{7,40}$/.test(f.hash) ? f.hash : null;
    const values = { hash, title: f.title.slice(0, 200), fields, submitLabel: submitLabel.slice(0, 50), recipient: recipient ?? contactDesk(), mailSubject: f.subject.slice(0, 200), messages, source, updatedAt: new Date().toISOString() };
    await db.insert(cf7Forms).values({ id: f.id, ...values }).onConflictDoUpdate({ target: cf7Forms.id, set: values });
    n++;
  }
  return n;
}

/** A form by its post id or CF7's hash id (the shortcode's `id=` is either). */
export async function findCf7Form(db: Db, key: string | number): Promise<Cf7Row | null> {
  const text = String(key);
  const byId = /^\d{1,9}$/.test(text) ? eq(cf7Forms.id, Number(text)) : undefined;
  const byHash = /^[0-9a-f]{7,40}$/.test(text) ? eq(cf7Forms.hash, text) : undefined;
  if (!byId && !byHash) return null;
  const [row] = await db.select().from(cf7Forms).where(byId && byHash ? or(byId, byHash) : (byId ?? byHash)).limit(1);
  return row ?? null;
}

export function publicForm(row: Cf7Row): Cf7FormDef {
  return { id: row.id, title: row.title, fields: row.fields, submit_label: row.submitLabel };
}
