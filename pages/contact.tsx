import type { GetServerSideProps } from 'next';
import { ContactForm } from '../components/contact/ContactForm';
import styles from '../components/family/page.module.css';
import { Breadcrumbs, breadcrumbJsonLd, type Crumb } from '../components/ui/Breadcrumbs';
import { Seo } from '../components/ui/Seo';
import { pageMeta, siteUrl, type PageMeta } from '../lib/halls/seo';
import { issueFillToken } from '../server/contact/fillToken';

export interface ContactPageProps {
  meta: PageMeta;
  fillToken: string;
}

const CRUMBS: Crumb[] = [{ name: 'トップ', href: '/' }, { name: 'お問い合わせ' }];

export default function ContactPage({ meta, fillToken }: ContactPageProps) {
  return (
    <div className={styles.page}>
      <Seo meta={meta} jsonLd={[breadcrumbJsonLd(CRUMBS, siteUrl())]} />
      <Breadcrumbs items={CRUMBS} />
      <h1 className={styles.title}>お問い合わせ</h1>
      <p>musubiのご利用方法、掲載情報の誤り、式場の掲載についてのご相談などを受け付けています。内容を確認のうえ、担当者より順にご連絡いたします。</p>
      <ContactForm fillToken={fillToken} />
    </div>
  );
}

export const getServerSideProps: GetServerSideProps<ContactPageProps> = async ({ res }) => {
  // The fill token carries the time the form was shown: each render has its own.
  res.setHeader('Cache-Control', 'private, no-store');
  return { props: { meta: pageMeta('/contact', 'お問い合わせ', 'musubi（ムスビ）へのお問い合わせはこちらのフォームから。ご利用方法や掲載情報、式場掲載のご相談を受け付けています。'), fillToken: issueFillToken() } };
};
