import { z } from 'zod';
import { specialForm } from '../../api/contract/special';
import { checkedForm, contractIssues } from '../../lib/form/checkedForm';

// The present application's schema: the endpoint's own rules and messages (api/contract/special) over the
// form's values, which are sent as they are. Loaded with the form's first focus (lib/form/jaResolver).

export type SpecialFormValues = { name: string; postal_code: string; address: string; wedding_date: string };

const rules = z.object(specialForm);

export const specialFormSchema = checkedForm<SpecialFormValues>((v) => contractIssues(rules, v));
