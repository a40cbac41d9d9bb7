import type { Endpoint } from '../../api/contract/define';
import type { Route } from './route';
import { allRoutes } from './routes';

interface CompiledRoute {
  route: Route;
  regex: RegExp;
  params: string[];
  literalCount: number;
}

let compiled: CompiledRoute[] | null = null;
let byEndpoint: Map<Endpoint, Route> | null = null;

function compile(): CompiledRoute[] {
  if (compiled) return compiled;
  compiled = allRoutes()
    .map((route) => {
      const params: string[] = [];
      const segments = normalisePath((route.endpoint.base ?? '') + route.endpoint.path).split('/').filter(Boolean);
      const pattern = segments
        .map((s) => {
          if (s.startsWith(':')) {
            params.push(s.slice(1));
            return '/([^/]+)';
          }
          return '/' + s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        })
        .join('');
      return { route, regex: new RegExp(`^${pattern}$`), params, literalCount: segments.length - params.length };
    })
    // Literal segments win over parameters: /api/wn/halls/ranking before /api/wn/halls/:id.
    .sort((a, b) => a.params.length - b.params.length || b.literalCount - a.literalCount);
  return compiled;
}

/** Both spellings of a path (with and without the trailing slash) are one route. */
export function normalisePath(p: string): string {
  const trimmed = p.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export type MatchResult =
  | { kind: 'found'; route: Route; params: Record<string, string> }
  | { kind: 'method'; allowed: string[] }
  | { kind: 'none' };

export function matchRoute(method: string, pathname: string): MatchResult {
  const path = normalisePath(pathname);
  const allowed: string[] = [];
  for (const c of compile()) {
    const m = c.regex.exec(path);
    if (!m) continue;
    if (c.route.endpoint.method !== method && !(method === 'HEAD' && c.route.endpoint.method === 'GET')) {
      allowed.push(c.route.endpoint.method);
      continue;
    }
    const params: Record<string, string> = {};
    c.params.forEach((name, i) => {
      try {
        params[name] = decodeURIComponent(m[i + 1]);
      } catch {
        params[name] = m[i + 1];
      }
    });
    return { kind: 'found', route: c.route, params };
  }
  return allowed.length ? { kind: 'method', allowed } : { kind: 'none' };
}

export function routeFor<E extends Endpoint>(endpoint: E): Route<E> {
  if (!byEndpoint) {
    byEndpoint = new Map();
    for (const c of compile()) byEndpoint.set(c.route.endpoint, c.route);
  }
  const r = byEndpoint.get(endpoint);
  if (!r) throw new Error(`No implementation registered for ${endpoint.method} ${endpoint.path}`);
  return r as unknown as Route<E>;
}
