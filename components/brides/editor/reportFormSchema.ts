import { brideReportInput } from '@/api/contract/brideEditor';
import { checkedForm, contractIssues } from '@/lib/form/checkedForm';

// The bride report form's schema: the server's own rules and messages (api/contract/brideEditor) over the
// form's values, which are sent as they are. Loaded with the form's first focus (lib/form/jaResolver).

/** The report form's values: text as typed, the chosen theme tags' ids. */
export type ReportFormValues = {
  title: string; reception_place: string; prefecture_slug: string; wedding_date: string; guest_count: string;
  total_cost: string; style: string; taste: string; advice: string; theme_tag_ids: number[];
};

export const reportFormSchema = checkedForm<ReportFormValues>((v) => contractIssues(brideReportInput, v));
