import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import type { Cf7FormDef } from '@/api/contract/cf7';
import dynamic from 'next/dynamic';
import { PhotoViewer, type ViewerPhoto } from '@/components/ui/PhotoViewer';
import { galleryPhotos } from './galleryPhotos';
import styles from './ArticleBody.module.css';

// Few articles carry a form: its code (and the contact contract's schemas) loads only for those.
const Cf7Form = dynamic(() => import('@/components/contact/Cf7Form').then((m) => m.Cf7Form), { ssr: false });

const GALLERY = '.wp-block-gallery, .blocks-gallery-grid';

// Bodies that arrived only as server HTML, kept once hydrated so a later client render (back to
// the first page, a re-mount) can draw them again.
const fromDocument = new Map<string, string>();
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? () => undefined : useLayoutEffect;

/**
 * The article's HTML, already sanitised on the server (server/magazine/sanitize). `html` is null
 * when the server rendered it into the document and left it out of __NEXT_DATA__: hydration keeps
 * the server's HTML (React does not hydrate inside dangerouslySetInnerHTML), so the article's
 * largest part is sent once, not twice. A photo of a gallery opens the photo viewer; without
 * script its link still leads to the full image.
 */
const NO_FORMS: Cf7FormDef[] = [];

export function ArticleBody({ html, bodyKey, forms = NO_FORMS, fillToken = '' }: { html: string | null; bodyKey: string; forms?: Cf7FormDef[]; fillToken?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  // Contact Form 7 forms the article places (`[contact-form-7 id=…]` became an empty slot): ours go in.
  const [slots, setSlots] = useState<{ el: Element; form: Cf7FormDef }[]>([]);
  const [viewer, setViewer] = useState<{ photos: ViewerPhoto[]; index: number } | null>(null);
  // While this instance shows the document's own HTML, it keeps rendering '' so React never rewrites it.
  const keepsDocument = useRef(html === null && !fromDocument.has(bodyKey));
  useIsomorphicLayoutEffect(() => {
    if (html === null && ref.current && !fromDocument.has(bodyKey)) fromDocument.set(bodyKey, ref.current.innerHTML);
  }, [html, bodyKey]);
  const shown = html ?? (keepsDocument.current ? '' : fromDocument.get(bodyKey) ?? '');

  // A gallery photo without a link becomes a button, so a keyboard reaches the viewer too.
  useEffect(() => {
    for (const img of ref.current?.querySelectorAll<HTMLImageElement>(`:is(${GALLERY}) img`) ?? []) {
      if (img.closest('a')) continue;
      img.tabIndex = 0;
      img.setAttribute('role', 'button');
      img.setAttribute('aria-label', `${img.alt || '写真'}を拡大表示`);
    }
  }, [shown]);

  useEffect(() => {
    const found: { el: Element; form: Cf7FormDef }[] = [];
    for (const el of ref.current?.querySelectorAll('.wpcf7-slot[data-form-id]') ?? []) {
      const form = forms.find((f) => String(f.id) === el.getAttribute('data-form-id'));
      if (form) found.push({ el, form });
    }
    // Only a change re-renders: a new empty list each time would run this effect again for ever.
    setSlots((prev) => (prev.length === found.length && prev.every((p, i) => p.el === found[i].el && p.form === found[i].form) ? prev : found));
  }, [shown, forms]);

  const open = useCallback((target: EventTarget | null): boolean => {
    const img = target instanceof Element ? (target.closest('a')?.querySelector('img') ?? target.closest('img')) : null;
    const gallery = img?.closest(GALLERY);
    if (!img || !gallery) return false;
    const { photos, images } = galleryPhotos(gallery);
    setViewer({ photos, index: Math.max(0, images.indexOf(img as HTMLImageElement)) });
    return true;
  }, []);

  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    if (open(e.target)) e.preventDefault();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if ((e.key === 'Enter' || e.key === ' ') && e.target instanceof HTMLImageElement && e.target.getAttribute('role') === 'button' && open(e.target)) e.preventDefault();
  };

  return (
    <>
      {/* Clicks and keys are delegated from the article's links and photo buttons. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div ref={ref} className={styles.body} data-article-body="" onClick={onClick} onKeyDown={onKeyDown} dangerouslySetInnerHTML={{ __html: shown }} suppressHydrationWarning />
      {slots.map(({ el, form }) => createPortal(<Cf7Form form={form} fillToken={fillToken} />, el, `cf7-${form.id}`))}
      <PhotoViewer photos={viewer?.photos ?? []} index={viewer?.index ?? null} onClose={() => setViewer(null)} />
    </>
  );
}
