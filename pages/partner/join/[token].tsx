import type { GetServerSideProps } from 'next';
import { JoinHall } from '@/components/partners/JoinHall';
import styles from '@/components/partners/Partner.module.css';
import { Seo } from '@/components/ui/Seo';
import { pageMeta, type PageMeta } from '@/lib/halls/seo';
import { memberOrRedirect } from '@/lib/rewards/memberPage';

export interface JoinProps {
  meta: PageMeta;
  token: string;
}

/** /partner/join/{token}: the mailed invitation; signed out → /login first. */
export default function JoinPage({ meta, token }: JoinProps) {
  return (
    <div className={styles.page}>
      <Seo meta={meta} />
      <h1>式場の管理画面へのご招待</h1>
      <JoinHall token={token} />
    </div>
  );
}

export const getServerSideProps: GetServerSideProps<JoinProps> = async (ctx) => {
  const m = await memberOrRedirect(ctx);
  if ('redirect' in m) return m;
  const token = String(ctx.params?.token ?? '');
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return { notFound: true };
  return { props: { meta: pageMeta('/partner/join', '式場の管理画面へのご招待', '式場の管理画面への招待', { noindex: true }), token } };
};
