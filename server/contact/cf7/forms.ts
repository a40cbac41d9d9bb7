import { eq, like, or } from 'drizzle-orm';
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

/** CF7 5.8+'s hash id: the shortcode carries its first 7 (or more) hex digits, the form the whole. */
const HASH_KEY = /^[0-9a-f]{7,40}$/;
const byHashPrefix = (key: string) => like(cf7Forms.hash, `${key}%`);

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
    const hash = f.hash && HASH_KEY.test(f.hash.toLowerCase()) ? f.hash.toLowerCase() : null;
    const values = { hash, title: f.title.slice(0, 200), fields, submitLabel: submitLabel.slice(0, 50), recipient: recipient ?? contactDesk(), mailSubject: f.subject.slice(0, 200), messages, source, updatedAt: new Date().toISOString() };
    await db.insert(cf7Forms).values({ id: f.id, ...values }).onConflictDoUpdate({ target: cf7Forms.id, set: values });
    n++;
  }
  return n;
}

/** A form by its post id or CF7's hash id (the shortcode's `id=` is either; a hash matches as a prefix, as CF7 does). */
export async function findCf7Form(db: Db, key: string | number): Promise<Cf7Row | null> {
  const text = String(key);
  const byId = /^\d{1,9}$/.test(text) ? eq(cf7Forms.id, Number(text)) : undefined;
  const byHash = HASH_KEY.test(text) ? byHashPrefix(text) : undefined;
  if (!byId && !byHash) return null;
  // A post id wins over a hash made of digits only.
  const rows = await db.select().from(cf7Forms).where(byId && byHash ? or(byId, byHash) : (byId ?? byHash)).limit(2);
  return rows.find((r) => byId && r.id === Number(text)) ?? rows[0] ?? null;
}

/**
 * An article's form slots (`<div class="wpcf7-slot" data-form-id="…">`) by hash id point at the
 * form's post id instead, so the page finds the form as for `[contact-form-7 id="812"]`. A hash
 * no form has stays as it is (the slot shows nothing).
 */
export async function resolveCf7Slots(db: Db, html: string): Promise<string> {
  const keys = [...new Set([...html.matchAll(/data-form-id="([0-9a-f]{7,40})"/g)].map((m) => m[1]).filter((k) => !/^\d{1,9}$/.test(k)))].slice(0, 10);
  if (!keys.length) return html;
  const rows = await db.select({ id: cf7Forms.id, hash: cf7Forms.hash }).from(cf7Forms).where(or(...keys.map(byHashPrefix)));
  const idOf = new Map(keys.map((k) => [k, rows.find((r) => r.hash?.startsWith(k))?.id]));
  return html.replace(/data-form-id="([0-9a-f]{7,40})"/g, (all, key: string) => {
    const id = idOf.get(key);
    return id ? `data-form-id="${id}"` : all;
  });
}

export function publicForm(row: Cf7Row): Cf7FormDef {
  return { id: row.id, title: row.title, fields: row.fields, submit_label: row.submitLabel };
}
