import { z } from 'zod';
import { endpoint, id } from './define';

// ---------- 婚約指輪のギフト券: a member who bought her engagement ring from a partner brand ----------

export const RING_GIFT_CONDITIONS = '提携ブランドで婚約指輪をご購入いただいた方が対象です。領収書の画像、購入日、購入店舗、購入金額を添えて申請してください。';

/** She takes the brand's ticket (one per member); she then applies with her receipt on the ticket's page. */
export const claimRingTicket = endpoint({
  method: 'POST',
  path: '/api/wn/giftticket/ringengagement/claim',
  input: z.object({ brand_id: id() }),
  output: z.object({ ticket_id: z.number(), already: z.boolean() }),
  auth: 'user',
  body: 'json',
  rateLimit: 'form',
});
