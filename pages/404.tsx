import Head from 'next/head';
import Link from 'next/link';

export default function NotFoundPage() {
  return (
    <>
      <Head>
        <title>ページが見つかりません | musubi</title>
        <meta name="robots" content="noindex" />
      </Head>
      <section aria-labelledby="nf-title" style={{ textAlign: 'center', padding: '48px 0' }}>
        <h1 id="nf-title">ページが見つかりません</h1>
        <p>お探しのページは移動または削除された可能性があります。</p>
        <p>
          <Link href="/">トップページへ</Link>　<Link href="/halls/search/">式場を探す</Link>　<Link href="/magazine">マガジンを読む</Link>
        </p>
      </section>
    </>
  );
}
