import NextDocument, { Html, Main, NextScript, type DocumentContext, type DocumentProps } from 'next/document';
import { PaintFirstHead } from '../components/layout/PaintFirstHead';
import { keepMemberHint } from '../lib/pageCache';
import { applyPageCsp } from '../lib/securityHeaders';
import { sentryDsnMeta } from '../lib/sentryDsn';

type Props = DocumentProps & { nonce?: string; sentryMeta?: ReturnType<typeof sentryDsnMeta> };

export default function Document({ nonce, sentryMeta }: Props) {
  return (
    <Html lang="ja">
      <PaintFirstHead nonce={nonce}>
        <meta charSet="utf-8" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <meta name="theme-color" content="#c8707e" />
        {sentryMeta ? <meta {...sentryMeta} /> : null}
      </PaintFirstHead>
      <body>
        <Main />
        <NextScript nonce={nonce} />
      </body>
    </Html>
  );
}

// A per-request CSP nonce for Next's inline bootstrap script (see lib/securityHeaders.js), and the browser's
// Sentry DSN read from the settings now, not at build time (lib/sentryDsn.ts): a page prerendered at build
// (no response) carries none.
// Any page rendered for a session cookie also keeps the member hint (lib/signedInRequest.js).
Document.getInitialProps = async (ctx: DocumentContext) => {
  if (ctx.req && ctx.res) keepMemberHint(ctx.req, ctx.res);
  return {
    ...(await NextDocument.getInitialProps(ctx)),
    nonce: applyPageCsp(ctx.res),
    sentryMeta: ctx.res ? sentryDsnMeta() : null,
  };
};
