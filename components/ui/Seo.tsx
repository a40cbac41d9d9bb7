import Head from 'next/head';
import type { PageMeta } from '../../lib/halls/seo';
import { jsonForScript } from '../../lib/escape';

const SITE_TITLE = 'musubi（ムスビ）';

/** Title, description, canonical URL, Open Graph and JSON-LD of a page. */
export function Seo({ meta, jsonLd = [], type = 'website' }: { meta: PageMeta; jsonLd?: object[]; type?: 'website' | 'article' }) {
  const title = meta.title.includes('musubi') ? meta.title : `${meta.title} | ${SITE_TITLE}`;
  return (
    <>
    <Head>
      <title>{title}</title>
      <meta name="description" content={meta.description} />
      <link rel="canonical" href={meta.canonical} />
      {meta.noindex ? <meta name="robots" content="noindex" /> : null}
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={SITE_TITLE} />
      <meta property="og:locale" content="ja_JP" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={meta.description} />
      <meta property="og:url" content={meta.canonical} />
      {meta.image ? <meta property="og:image" content={meta.image} /> : null}
      <meta name="twitter:card" content={meta.image ? 'summary_large_image' : 'summary'} />
    </Head>
    {/* In the body: next/head would only add scripts in the browser (and the CSP forbids inline scripts there). */}
    {jsonLd.map((data, i) => (
      <script key={`ld${i}`} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />
    ))}
    </>
  );
}
