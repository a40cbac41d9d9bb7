export function nonceOf(csp: string): string | undefined;
export function toStaticCsp(html: string, csp: string): { html: string; csp: string };
