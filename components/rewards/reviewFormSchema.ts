import { reviewForm } from '../../api/contract/memberReviews';
import { checkedForm, contractIssues } from '../../lib/form/checkedForm';
import { reviewFields, type ReviewFormValues } from './formValues';

// The review form's schema: the endpoint's own rules and messages (api/contract/memberReviews) over the
// fields the form sends. The photos are checked by the server. Loaded with the form's first focus (lib/form/jaResolver).

const rules = reviewForm.omit({ hall_id: true, photos: true });

export const reviewFormSchema = checkedForm<ReviewFormValues>((v) => contractIssues(rules, reviewFields(v)));
