import { z } from 'zod';
import { endpoint, id, slug } from './define';
import { hallSummary } from './halls';

// ---------- Go To Wedding キャンペーン (/go_to_wedding/{version}/) ----------

export const campaign = z.object({
  version: z.string(),
  title: z.string(),
  starts_on: z.string(),
  ends_on: z.string(),
  is_current: z.boolean(),
  /** Open for entries today (Japan time). */
  is_open: z.boolean(),
  lead: z.string(),
  conditions: z.array(z.string()),
  amounts: z.array(z.object({ label: z.string(), amount: z.number() })),
  faq: z.array(z.object({ q: z.string(), a: z.string() })),
  ticket_amount: z.number(),
  halls: z.array(hallSummary),
  hall_count: z.number(),
  versions: z.array(z.object({ version: z.string(), title: z.string(), is_current: z.boolean() })),
});
export type Campaign = z.infer<typeof campaign>;

export const getCampaign = endpoint({
  method: 'GET',
  path: '/api/wn/go_to_wedding',
  /** No version: the current one. */
  input: z.object({ version: slug().optional() }),
  output: campaign,
  auth: 'none',
  cacheSeconds: 300,
});

export const CAMPAIGN_MSG = {
  hall: '式場を選択してください',
  closed: 'このキャンペーンは受付を終了しています',
  hallNotInCampaign: 'この式場はキャンペーンの対象ではありません',
} as const;

export const enterCampaign = endpoint({
  method: 'POST',
  path: '/api/wn/go_to_wedding/entry',
  input: z.object({ version: slug(), hall_id: z.preprocess((v) => (v === '' ? undefined : v), id().optional()).refine((v) => v !== undefined, { error: CAMPAIGN_MSG.hall }) }),
  output: z.object({ ticket_id: z.number(), already: z.boolean() }),
  auth: 'user',
  body: 'json',
  rateLimit: 'form',
});
