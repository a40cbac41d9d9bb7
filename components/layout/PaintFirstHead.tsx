import { Head } from 'next/document';
import type { ReactElement } from 'react';
import { earlyTapsSource } from '@/lib/earlyTaps';
import { scriptsAfterPaintSource } from '@/lib/scriptsAfterPaint';

type DocumentFiles = Parameters<Head['getScripts']>[0];

function srcOf(el: ReactElement | null): string | null {
  const src = (el?.props as { src?: unknown } | undefined)?.src;
  return typeof src === 'string' ? src : null;
}

/**
 * Next's document head, with its `<script src defer>` tags (the page's chunks and dynamic chunks)
 * replaced by one inline loader that adds the same scripts, in the same order, after the server
 * HTML has been painted (lib/scriptsAfterPaint.ts). Inline scripts (Turbopack's bootstrap) stay as
 * they are. Development keeps Next's tags: hot reload expects them.
 */
export class PaintFirstHead extends Head {
  private dynamicSrcs: string[] = [];

  getDynamicChunks(files: DocumentFiles) {
    const chunks = super.getDynamicChunks(files);
    if (this.context.isDevelopment) return chunks;
    this.dynamicSrcs = chunks.map(srcOf).filter((s): s is string => s !== null);
    return chunks.filter((el) => el !== null && srcOf(el) === null);
  }

  getScripts(files: DocumentFiles) {
    const scripts = super.getScripts(files);
    if (this.context.isDevelopment) return scripts;
    const srcs = [...this.dynamicSrcs, ...scripts.map(srcOf).filter((s): s is string => s !== null)];
    const inline = scripts.filter((el) => srcOf(el) === null);
    if (srcs.length === 0) return inline;
    // With the loader, the keeper of taps on the main buttons until they hydrate (lib/earlyTaps.ts).
    return [...inline, <script key="musubi-scripts-after-paint" nonce={this.props.nonce} dangerouslySetInnerHTML={{ __html: `${earlyTapsSource()};${scriptsAfterPaintSource(srcs)}` }} />];
  }
}
