import fs from 'node:fs';
import path from 'node:path';

// WCAG 2.4.11/1.4.11: the focus ring has at least 3:1 contrast against what it is drawn on.
const root = path.join(__dirname, '../../..');
const css = fs.readFileSync(path.join(root, 'styles/globals.css'), 'utf8');
const token = (name: string) => new RegExp(`--${name}:\\s*(#[0-9a-fA-F]{6})`).exec(css)![1];

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

describe('the focus ring', () => {
  it('is drawn in the focus colour everywhere (never the light accent)', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else if (p.endsWith('.css')) files.push(p);
      }
    };
    walk(path.join(root, 'components'));
    walk(path.join(root, 'styles'));
    const offenders = files.filter((f) => /outline:[^;]*var\(--color-accent\)/.test(fs.readFileSync(f, 'utf8')));
    expect(offenders).toEqual([]);
    expect(css).toMatch(/:focus-visible \{ outline: 3px solid var\(--color-focus\)/);
  });

  // The ring stands 2px off the element (outline-offset), on the page's backgrounds.
  it.each(['color-surface', 'color-surface-alt', 'color-border'])('has at least 3:1 against --%s', (background) => {
    expect(contrast(token('color-focus'), token(background))).toBeGreaterThanOrEqual(3);
  });
});
