import type { GetServerSideProps } from 'next';
import Link from '@/components/ui/Link';
import { serverApi } from '../api/server';
import { isApiClientError } from '../api/errors';
import { cf7Form } from '../api/contract/cf7';
import { CONTACT_FORM_ID } from '../api/contract/contact';
import styles from '../components/family/page.module.css';
import { Seo } from '../components/ui/Seo';
import { setPageCache } from '../lib/pageCache';
import { pageMeta, type PageMeta } from '../lib/halls/seo';

export interface ThankYouProps {
  meta: PageMeta;
  /** The imported Contact Form 7 form's title; null for the site's own contact form. */
  formTitle: string | null;
}

/** Shown after a contact form is sent (/thankyou?fid={contactFormId}, §2): the site's own, or an imported Contact Form 7 form. */
export default function ThankYouPage({ meta, formTitle }: ThankYouProps) {
  return (
    <div className={styles.page}>
      <Seo meta={meta} />
      <h1 className={styles.title}>{formTitle ? '送信ありがとうございました' : 'お問い合わせありがとうございました'}</h1>
      {formTitle ? (
        <p>「{formTitle}」の内容を受け付けました。担当者より順にご連絡いたします。</p>
      ) : (
        <>
          <p>お問い合わせを受け付けました。ご入力いただいたメールアドレスに受付完了のメールをお送りしています。</p>
          <p>内容を確認のうえ、担当者より順にご連絡いたします。数日たっても返信がない場合は、迷惑メールフォルダもご確認ください。</p>
        </>
      )}
      <p><Link href="/">トップへ戻る</Link></p>
    </div>
  );
}

export const getServerSideProps: GetServerSideProps<ThankYouProps> = async (ctx) => {
  const fid = Array.isArray(ctx.query.fid) ? ctx.query.fid[0] : ctx.query.fid;
  if (fid === String(CONTACT_FORM_ID)) {
    setPageCache(ctx.req, ctx.res, 3600);
    return { props: { formTitle: null, meta: pageMeta(`/thankyou?fid=${fid}`, 'お問い合わせありがとうございました', 'お問い合わせを受け付けました。担当者より順にご連絡いたします。', { noindex: true }) } };
  }
  if (!fid || !/^[1-9]\d{0,8}$/.test(fid)) return { notFound: true };
  try {
    const form = await serverApi(ctx.req, ctx.res).call(cf7Form, { id: Number(fid) });
    setPageCache(ctx.req, ctx.res, 300);
    return { props: { formTitle: form.title, meta: pageMeta(`/thankyou?fid=${fid}`, '送信ありがとうございました', `「${form.title}」の内容を受け付けました。`, { noindex: true }) } };
  } catch (e) {
    if (isApiClientError(e) && e.status === 404) return { notFound: true };
    throw e;
  }
};
