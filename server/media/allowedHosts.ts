/** Hosts /img may fetch from (IMAGE_PROXY_ALLOWED_HOSTS, comma separated; `.example.jp` also allows its subdomains). */
export function allowedHosts(env: string | undefined = process.env.IMAGE_PROXY_ALLOWED_HOSTS): string[] {
  return (env ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
}

export function isAllowedHost(hostname: string, hosts: string[] = allowedHosts()): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return hosts.some((entry) => (entry.startsWith('.') ? host.endsWith(entry) || host === entry.slice(1) : host === entry));
}
