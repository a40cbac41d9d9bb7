import type { GetServerSideProps } from 'next';
import Link from '@/components/ui/Link';
import { useEffect } from 'react';
import { rememberDiagnosis } from '../../../lib/family/lastDiagnosis';
import { getDiagnosisThanks, type DiagnosisThanks } from '../../../api/contract/diagnosis';
import { respondentCallName, senderCallName } from '../../../lib/family/diagnosis';
import { serverApi } from '../../../api/server';
import styles from '../../../components/family/page.module.css';
import { ShareLinks } from '../../../components/family/ShareLinks';
import { Seo } from '../../../components/ui/Seo';
import { orNotFound, respondentParam } from '../../../lib/family/pageLoad';
import { absoluteUrl, pageMeta, type PageMeta } from '../../../lib/halls/seo';

export interface DiagnosisThanksProps {
  meta: PageMeta;
  thanks: DiagnosisThanks;
  partnerUrl: string;
}

export default function DiagnosisThanksPage({ meta, thanks, partnerUrl }: DiagnosisThanksProps) {
  // The diagnosis start page offers 「前回の診断」 from here on (lib/family/lastDiagnosis).
  useEffect(() => rememberDiagnosis(thanks.answer_path), [thanks.answer_path]);
  return (
    <div className={styles.page}>
      <Seo meta={meta} />
      <h1 className={styles.title}>回答ありがとうございました</h1>
      <p>{respondentCallName(thanks.nickname)}の回答を受け付けました。</p>
      {thanks.partner_answered ? (
        <p>パートナーも回答済みです。ふたりの結果を見てみましょう。</p>
      ) : (
        <section className={styles.card} aria-labelledby="share">
          <h2 id="share">パートナーにリンクを送りましょう</h2>
          <p className={styles.muted}>パートナーが答えると、ふたりの考えが同じところ・違うところがわかります。会員登録は不要です。</p>
          <ShareLinks url={partnerUrl} label="パートナー用リンク" subject="ふたりの結婚式診断" text={`${senderCallName(thanks.nickname)}から「ふたりの結婚式診断」が届きました。10問に答えて、ふたりの結婚式タイプを見てみよう！`} />
        </section>
      )}
      <p className={styles.actions}>
        <Link className={styles.primary} href={thanks.answer_path}>{thanks.partner_answered ? 'ふたりの結果を見る' : 'あなたの結果を見る'}</Link>
      </p>
    </div>
  );
}

export const getServerSideProps: GetServerSideProps<DiagnosisThanksProps> = async ({ req, res, params, query }) => {
  res.setHeader('Cache-Control', 'private, no-store');
  const id = String(params?.id ?? '');
  const respondent = respondentParam(query.respondent);
  if (!respondent) return { notFound: true };
  const thanks = await orNotFound(() => serverApi(req, res).call(getDiagnosisThanks, { id, respondent }));
  if (!thanks) return { notFound: true };
  return { props: { thanks, partnerUrl: absoluteUrl(thanks.partner_path), meta: pageMeta(`/diagnosis/${id}/thanks/`, 'ふたりの結婚式診断｜回答ありがとうございました', '回答を受け付けました。', { noindex: true }) } };
};
