import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { halls, ringBrands, type TenantType } from '../db/schema';

export interface TenantRef {
  type: TenantType;
  id: number;
}

const key = (t: TenantRef) => `${t.type}:${t.id}`;

/** Display names of the partners that fund tickets: halls and ring brands (the rings domain's ring_brands). */
export async function tenantNames(db: Db, refs: TenantRef[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  const hallIds = [...new Set(refs.filter((r) => r.type === 'hall').map((r) => r.id))];
  if (hallIds.length) {
    for (const h of await db.select({ id: halls.id, name: halls.name }).from(halls).where(inArray(halls.id, hallIds))) names.set(key({ type: 'hall', id: h.id }), h.name);
  }
  const brandIds = [...new Set(refs.filter((r) => r.type === 'ring_brand').map((r) => r.id))];
  if (brandIds.length) {
    for (const b of await db.select({ id: ringBrands.id, name: ringBrands.name }).from(ringBrands).where(inArray(ringBrands.id, brandIds))) names.set(key({ type: 'ring_brand', id: b.id }), b.name);
  }
  // A partner removed since the ticket was given keeps a generic name.
  for (const r of refs) if (!names.has(key(r))) names.set(key(r), r.type === 'ring_brand' ? '提携ジュエリーブランド' : 'ムスビ提携式場');
  return names;
}

export const tenantKey = key;
