import { hallProfileInput } from '../../api/contract/partners';
import { checkedForm, contractIssues } from '../../lib/form/checkedForm';
import type { ProfileFormValues } from './profileFormValues';

// The profile form's schema: the endpoint's own rules and messages (api/contract/partners,
// PUT /api/partner/halls/:hall_id) over what the form sends. Loaded with the form's first focus.
export const profileFormSchema = checkedForm<ProfileFormValues>((v) =>
  contractIssues(hallProfileInput, { hall_id: 1, ...v, ceremony_styles: v.ceremony_styles || [], features: v.features || [] }),
);
