import type { GetServerSideProps } from 'next';
import { ContactForm } from '../components/contact/ContactForm';
import styles from '../components/family/page.module.css';
import { Breadcrumbs, breadcrumbJsonLd, type Crumb } from '../components/ui/Breadcrumbs';
import { Seo } from '../components/ui/Seo';
import { pageMeta, siteUrl, type PageMeta } from '../lib/halls/seo';
import { comesBackOnce, issueFillToken } from '../server/contact/fillToken';
import { CONTACT_FIELDS, CONTACT_FILL_TOKEN, CONTACT_FORM_ID, CONTACT_HONEYPOT, contactFeedback } from '../api/contract/contact';
import { postedText, type FormPost } from '../lib/form/postedForm';
import type { EndpointInput } from '../api/contract/define';
import { fieldText, formPostProps, handleFormPost } from '../server/forms/formPost';

export interface ContactPageProps {
  meta: PageMeta;
  fillToken: string;
  form: FormPost;
}

const CRUMBS: Crumb[] = [{ name: 'トップ', href: '/' }, { name: 'お問い合わせ' }];

export default function ContactPage({ meta, fillToken, form }: ContactPageProps) {
  return (
    <div className={styles.page}>
      <Seo meta={meta} jsonLd={[breadcrumbJsonLd(CRUMBS, siteUrl())]} />
      <Breadcrumbs items={CRUMBS} />
      <h1 className={styles.title}>お問い合わせ</h1>
      <p>musubiのご利用方法、掲載情報の誤り、式場の掲載についてのご相談などを受け付けています。内容を確認のうえ、担当者より順にご連絡いたします。</p>
      <ContactForm fillToken={fillToken} form={form} />
    </div>
  );
}

const POSTED_NAMES = [...Object.values(CONTACT_FIELDS), CONTACT_HONEYPOT, CONTACT_FILL_TOKEN];

export const getServerSideProps: GetServerSideProps<ContactPageProps> = async ({ req, res }) => {
  // The fill token carries the time the form was shown: each render has its own.
  res.setHeader('Cache-Control', 'private, no-store');
  let posted = null;
  if (req.method === 'POST') {
    // Sent before the page's scripts arrived (or without them): the same judge, then post/redirect/get.
    const outcome = await handleFormPost(req, res, {
      endpoint: contactFeedback,
      input: (f) => ({ id: CONTACT_FORM_ID, ...Object.fromEntries(POSTED_NAMES.map((n) => [n, fieldText(f, n)])) }) as EndpointInput<typeof contactFeedback>,
      refused: (out) => (out.status === 'mail_sent' ? null : { message: out.message, issues: out.invalid_fields }),
      done: (out) => `/thankyou?fid=${out.contact_form_id}`,
    });
    if ('redirect' in outcome) return outcome;
    posted = outcome.posted;
  }
  return {
    props: {
      meta: pageMeta('/contact', 'お問い合わせ', 'musubi（ムスビ）へのお問い合わせはこちらのフォームから。ご利用方法や掲載情報、式場掲載のご相談を受け付けています。'),
      // Shown again after a post with a genuine token, she is not asked to wait a second time.
      fillToken: posted ? comesBackOnce(postedText(posted, CONTACT_FILL_TOKEN) ?? '') : issueFillToken(),
      form: await formPostProps(req, res, posted),
    },
  };
};
