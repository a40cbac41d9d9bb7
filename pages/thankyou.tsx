import type { GetServerSideProps } from 'next';
import Link from '@/components/ui/Link';
import { CONTACT_FORM_ID } from '../api/contract/contact';
import styles from '../components/family/page.module.css';
import { Seo } from '../components/ui/Seo';
import { setPageCache } from '../lib/pageCache';
import { pageMeta, type PageMeta } from '../lib/halls/seo';

export interface ThankYouProps {
  meta: PageMeta;
}

/** Shown after the contact form is sent (/thankyou?fid={contactFormId}, §2). */
export default function ThankYouPage({ meta }: ThankYouProps) {
  return (
    <div className={styles.page}>
      <Seo meta={meta} />
      <h1 className={styles.title}>お問い合わせありがとうございました</h1>
      <p>お問い合わせを受け付けました。ご入力いただいたメールアドレスに受付完了のメールをお送りしています。</p>
      <p>内容を確認のうえ、担当者より順にご連絡いたします。数日たっても返信がない場合は、迷惑メールフォルダもご確認ください。</p>
      <p><Link href="/">トップへ戻る</Link></p>
    </div>
  );
}

export const getServerSideProps: GetServerSideProps<ThankYouProps> = async (ctx) => {
  const fid = Array.isArray(ctx.query.fid) ? ctx.query.fid[0] : ctx.query.fid;
  if (fid !== String(CONTACT_FORM_ID)) return { notFound: true };
  setPageCache(ctx.req, ctx.res, 3600);
  return { props: { meta: pageMeta(`/thankyou?fid=${fid}`, 'お問い合わせありがとうございました', 'お問い合わせを受け付けました。担当者より順にご連絡いたします。', { noindex: true }) } };
};
