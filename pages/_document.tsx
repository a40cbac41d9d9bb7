import NextDocument, { Html, Head, Main, NextScript, type DocumentContext, type DocumentProps } from 'next/document';
import { applyPageCsp } from '../lib/securityHeaders';

export default function Document({ nonce }: DocumentProps & { nonce?: string }) {
  return (
    <Html lang="ja">
      <Head nonce={nonce}>
        <meta charSet="utf-8" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <meta name="theme-color" content="#c8707e" />
      </Head>
      <body>
        <Main />
        <NextScript nonce={nonce} />
      </body>
    </Html>
  );
}

// A per-request CSP nonce for Next's inline bootstrap script (see lib/securityHeaders.js).
Document.getInitialProps = async (ctx: DocumentContext) => ({ ...(await NextDocument.getInitialProps(ctx)), nonce: applyPageCsp(ctx.res) });
