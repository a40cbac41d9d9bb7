import type { GetServerSideProps } from 'next';
import { oldAddressRedirect } from '@/lib/magazine/oldAddressRedirect';

/**
 * Any address no other page answers: the old WordPress site's permalinks, categories, tags and
 * authors answer a 301 to their new place (server/magazine/redirects); anything else is a 404.
 */
export const getServerSideProps: GetServerSideProps = async (ctx) => {
  const redirect = await oldAddressRedirect(ctx);
  return redirect ? { redirect } : { notFound: true };
};

export default function OldAddress() {
  return null;
}
