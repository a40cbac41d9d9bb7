import fs from 'node:fs';
import type { Page } from 'playwright-core';

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
export const WCAG21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface AxeNode {
  target: unknown[];
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: AxeNode[];
}

/**
 * Runs axe-core (WCAG 2.1 A/AA rules) on the page as it is now and answers one line per failing
 * element: rule id, CSS target and axe's summary. The page's CSP refuses inline scripts, so the
 * context running this needs `bypassCSP: true`.
 */
export async function axeViolations(page: Page, tags: string[] = WCAG21_AA): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(
    // axe is the global the injected script defines.
    (runTags) => (window as unknown as { axe: { run(ctx: Document, o: object): Promise<{ violations: AxeViolation[] }> } }).axe.run(document, { runOnly: { type: 'tag', values: runTags }, resultTypes: ['violations'] }).then((r) => r.violations),
    tags,
  );
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact ?? ''}) ${JSON.stringify(n.target)}: ${v.help}${n.failureSummary ? ` — ${n.failureSummary.replace(/\s+/g, ' ').trim()}` : ''}`));
}
