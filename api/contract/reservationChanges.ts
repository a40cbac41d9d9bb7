import { z } from 'zod';
import { endpoint, id } from './define';

export const CANCEL_MSG = {
  done: 'ご予約をキャンセルしました。',
  notFound: 'ご予約が見つかりません',
  past: '開催日を過ぎたご予約はキャンセルできません',
} as const;

/**
 * DELETE one of the member's own reservations before the fair: the reservation ends and its
 * slot's place is given back in the same transaction. Another member's reservation is 404.
 */
export const cancelReservation = endpoint({
  method: 'DELETE',
  path: '/api/wn/reservations/:id',
  input: z.object({ id: id() }),
  output: z.object({ ok: z.literal(true), message: z.string(), fair_id: z.number(), hall_id: z.number(), remaining: z.number() }),
  auth: 'user',
  personal: true,
});
