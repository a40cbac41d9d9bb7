import type { GetServerSideProps } from 'next';
import { GONE, oldAddressRedirect } from '@/lib/magazine/oldAddressRedirect';
import { MagazineGone } from '@/components/magazine/MagazineGone';

interface Props {
  gone: boolean;
}

/**
 * Any address no other page answers: the old WordPress site's permalinks, categories, tags and
 * authors answer a 301 to their new place (server/magazine/redirects); a withdrawn article's old
 * permalink a 410; anything else is a 404.
 */
export const getServerSideProps: GetServerSideProps<Props> = async (ctx) => {
  const redirect = await oldAddressRedirect(ctx);
  if (redirect === GONE) {
    ctx.res.statusCode = 410;
    return { props: { gone: true } };
  }
  return redirect ? { redirect } : { notFound: true };
};

export default function OldAddress({ gone }: Props) {
  return gone ? <MagazineGone /> : null;
}
