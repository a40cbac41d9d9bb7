import NextDocument, { Html, Main, NextScript, type DocumentContext, type DocumentProps } from 'next/document';
import { PaintFirstHead } from '../components/layout/PaintFirstHead';
import type { AccountUser } from '../api/contract/accounts';
import { jsonForScript } from '../lib/escape';
import { FIRST_PAINT_MEMBER_ID } from '../lib/identity/firstPaintMember';
import { signedInMember } from '../lib/identity/signedInMember';
import { keepMemberHint } from '../lib/pageCache';
import { applyPageCsp } from '../lib/securityHeaders';
import { sentryDsnMeta } from '../lib/sentryDsn';

type Props = DocumentProps & { nonce?: string; sentryMeta?: ReturnType<typeof sentryDsnMeta>; member?: AccountUser | null };

export default function Document({ nonce, sentryMeta, member }: Props) {
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
        {member ? <script id={FIRST_PAINT_MEMBER_ID} type="application/json" dangerouslySetInnerHTML={{ __html: jsonForScript(member) }} /> : null}
        <NextScript nonce={nonce} />
      </body>
    </Html>
  );
}

// A per-request CSP nonce for Next's inline bootstrap script (see lib/securityHeaders.js), and the browser's
// Sentry DSN read from the settings now, not at build time (lib/sentryDsn.ts): a page prerendered at build
// (no response) carries none.
// Any page rendered for a session cookie also keeps the member hint (lib/signedInRequest.js), and is
// rendered for her: the app gets her as a prop, and the page carries her for the browser's store
// (lib/identity/firstPaintMember.ts), so her first paint and her first tap already know her.
Document.getInitialProps = async (ctx: DocumentContext) => {
  if (ctx.req && ctx.res) keepMemberHint(ctx.req, ctx.res);
  const member = ctx.req && ctx.res ? await signedInMember(ctx.req, ctx.res) : null;
  if (member) {
    const renderPage = ctx.renderPage;
    ctx.renderPage = (options) =>
      renderPage({
        ...(typeof options === 'function' ? { enhanceComponent: options } : options),
        enhanceApp: (App) => function AppForMember(props) {
          return <App {...props} {...{ member }} />;
        },
      });
  }
  return {
    ...(await NextDocument.getInitialProps(ctx)),
    member,
    nonce: applyPageCsp(ctx.res),
    sentryMeta: ctx.res ? sentryDsnMeta() : null,
  };
};
