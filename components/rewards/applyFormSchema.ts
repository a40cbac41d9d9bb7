import { z } from 'zod';
import { applyFields as applyFieldRules, GIFT_MSG } from '../../api/contract/giftTickets';
import { checkedForm, contractIssues, type FieldIssue } from '../../lib/form/checkedForm';
import { applyFields, type ApplyFormValues } from './formValues';

// The gift ticket application's schema: the endpoint's rules and messages (api/contract/giftTickets,
// server/rewards/applyTicket) over the fields the form sends. Loaded with the form's first focus (lib/form/jaResolver).

/** Which fields this ticket still needs: a purchase kind's fields that were not sent before. */
export interface ApplyRequired {
  receipt: boolean;
  purchase_date: boolean;
  shop_name: boolean;
  purchase_amount: boolean;
}

const REQUIRED_MSG = { receipt: GIFT_MSG.receipt, purchase_date: GIFT_MSG.purchaseDate, shop_name: GIFT_MSG.shop, purchase_amount: GIFT_MSG.amount } as const;

// The receipt's file type is checked by the server (the input accepts JPEG, PNG and WebP only).
const rules = z.object(applyFieldRules).omit({ receipt: true });

export function applyFormSchema(required: ApplyRequired) {
  return checkedForm<ApplyFormValues>((v) => {
    const fields = applyFields(v);
    const missing: FieldIssue[] = (['receipt', 'purchase_date', 'shop_name', 'purchase_amount'] as const)
      .filter((k) => required[k] && fields[k] === undefined)
      .map((k) => ({ field: k, message: REQUIRED_MSG[k] }));
    return [...contractIssues(rules, fields), ...missing];
  });
}
