import type { Route } from '../http/route';
import { route } from '../http/route';
import * as c from '../../api/contract/contact';
import { kickMailSender } from '../mail/worker';
import { contactFeedbackHandler } from './feedback';

/** The contact form's Contact-Form-7-compatible endpoint. */
export const contactRoutes: Route[] = [
  route(c.contactFeedback, async (i, ctx) => {
    const result = await contactFeedbackHandler(ctx.db, i, ctx);
    if (result.status === 'mail_sent') void kickMailSender().catch((e) => console.error('[mail]', e));
    return result;
  }),
] as Route[];
