import type { NextPageContext } from 'next';
import Head from 'next/head';
import Link from '@/components/ui/Link';
import { RETRY_AFTER_SECONDS, errorPageStatus } from '../lib/errorPageStatus';

interface Props {
  statusCode: number;
}

const TEXT: Record<'notFound' | 'unavailable' | 'error', { title: string; heading: string; body: string }> = {
  notFound: { title: 'ページが見つかりません', heading: 'ページが見つかりません', body: 'お探しのページは移動または削除された可能性があります。' },
  unavailable: { title: 'ただいま混み合っています', heading: 'ただいま混み合っています', body: '少し時間をおいてから、ページを再読み込みしてください。' },
  error: { title: 'エラーが発生しました', heading: 'ただいまページを表示できません', body: '時間をおいてから、もう一度お試しください。' },
};

/**
 * Every error page: 404 for a visitor's bad input, 503 (with Retry-After) while the database is
 * away, else 500. Rendered per request (getInitialProps), not prerendered at build: a prerendered
 * page carries a build-time nonce that no response's CSP allows, so its startup script was blocked
 * and the page never became interactive.
 */
export default function ErrorPage({ statusCode }: Props) {
  const t = statusCode === 404 ? TEXT.notFound : statusCode === 503 ? TEXT.unavailable : TEXT.error;
  return (
    <>
      <Head>
        <title>{`${t.title} | musubi`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <section aria-labelledby="error-title" style={{ textAlign: 'center', padding: '48px 16px' }}>
        <h1 id="error-title">{t.heading}</h1>
        <p>{t.body}</p>
        <p>
          <Link href="/">トップページへ</Link>　<Link href="/halls/search/">式場を探す</Link>　<Link href="/magazine">マガジンを読む</Link>
        </p>
      </section>
    </>
  );
}

ErrorPage.getInitialProps = ({ res, err }: NextPageContext): Props => {
  const statusCode = errorPageStatus(err, res?.statusCode ?? err?.statusCode);
  if (res && !res.headersSent) {
    res.statusCode = statusCode;
    if (statusCode === 503) res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    res.setHeader('Cache-Control', 'private, no-store');
  }
  return { statusCode };
};
