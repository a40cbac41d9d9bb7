import NextLink from 'next/link';
import type { ComponentProps } from 'react';

type LinkProps = ComponentProps<typeof NextLink>;

// A path of the site that Next's link would print unchanged: it starts with one slash, holds only
// characters a URL keeps as they are, no `.` or `..` segment, and no repeated slash before a `?`
// (Next folds those, in the fragment too). Next resolves every href through
// `new URL` (hundreds of times on a long page); for these the answer is known.
const PLAIN_PATH = /^\/(?![/\\])[A-Za-z0-9\-._~!$&()*+,;=:@%/?#]*$/;
const DOT_SEGMENT = /\/\.\.?(?:[/?#]|$)/;

/** Whether Next's link would render `href` as it is (tests/components/ui/Link.test.tsx compares the two). */
export function isPlainPath(href: LinkProps['href']): href is string {
  return typeof href === 'string' && PLAIN_PATH.test(href) && !DOT_SEGMENT.test(href.split(/[?#]/, 1)[0]) && !href.split('?', 1)[0].includes('//');
}

/**
 * The site's link. Phones on mobile networks should not fetch code and data for every link that
 * scrolls into view, so prefetching is off by default: with `prefetch={false}` Next still
 * prefetches a link when it is hovered or touched, just before the click.
 *
 * On the server a plain path is written as the anchor Next's link would write, without its
 * resolving; the browser's render (and hydration) is Next's link.
 */
export default function Link({ prefetch = false, ...props }: LinkProps) {
  if (typeof window === 'undefined' && !props.legacyBehavior && props.as === undefined && props.locale === undefined && isPlainPath(props.href)) {
    // The link's own options are not the anchor's attributes.
    const { href, as, locale, legacyBehavior, replace, scroll, shallow, passHref, onNavigate, transitionTypes, ...anchor } = props;
    return <a {...anchor} href={href} />;
  }
  return <NextLink prefetch={prefetch} {...props} />;
}
