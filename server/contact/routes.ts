import type { Route } from '../http/route';
import { route } from '../http/route';
import * as c from '../../api/contract/contact';
import { kickMailSender } from '../mail/worker';
import { contactFeedbackHandler } from './feedback';
import * as cf7 from '../../api/contract/cf7';
import { notFound } from '../http/errors';
import { findCf7Form, publicForm } from './cf7/forms';

/** The contact form's Contact-Form-7-compatible endpoint. */
export const contactRoutes: Route[] = [
  route(c.contactFeedback, async (i, ctx) => {
    const result = await contactFeedbackHandler(ctx.db, i, ctx);
    if (result.status === 'mail_sent') void kickMailSender().catch((e) => console.error('[mail]', e));
    return result;
  }),
  route(cf7.cf7Form, async (i, ctx) => {
    const form = await findCf7Form(ctx.db, i.id);
    if (!form) throw notFound('お問い合わせフォームが見つかりません');
    return publicForm(form);
  }),
] as Route[];
