import NextLink from 'next/link';
import type { ComponentProps } from 'react';

/**
 * The site's link. Phones on mobile networks should not fetch code and data for every link that
 * scrolls into view, so prefetching is off by default: with `prefetch={false}` Next still
 * prefetches a link when it is hovered or touched, just before the click.
 */
export default function Link({ prefetch = false, ...props }: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={prefetch} {...props} />;
}
