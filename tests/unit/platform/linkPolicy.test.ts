import fs from 'node:fs';
import path from 'node:path';

/** Every .ts/.tsx file under a folder. */
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return /\.tsx?$/.test(e.name) ? [p] : [];
  });
}

// Phones must not fetch other routes' code for every link in view: the site's Link
// (components/ui/Link.tsx) turns viewport prefetching off. A page or component importing
// next/link directly brings it back (the bride-report pages once did).
describe('link prefetch policy', () => {
  it('pages and components use the site Link, never next/link directly', () => {
    const root = process.cwd();
    const offenders = ['pages', 'components', 'lib']
      .flatMap((d) => sources(path.join(root, d)))
      .filter((f) => !f.endsWith(path.join('components', 'ui', 'Link.tsx')))
      .filter((f) => /from ['"]next\/link['"]/.test(fs.readFileSync(f, 'utf8')))
      .map((f) => path.relative(root, f));
    expect(offenders).toEqual([]);
  });
});
