import type { GetServerSideProps } from 'next';
import { siteUrl } from '../lib/halls/seo';

/** /robots.txt: everything public may be crawled except the API and personal pages; the sitemap's address. */
export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /wp-json/',
    'Disallow: /register',
    'Disallow: /thankyou',
    'Disallow: /mypage',
    '',
    `Sitemap: ${siteUrl()}/sitemap.xml`,
    '',
  ].join('\n');
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'public, s-maxage=3600, stale-while-revalidate=86400');
  res.end(body);
  return { props: {} };
};

export default function Robots() {
  return null;
}
