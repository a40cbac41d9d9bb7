import fs from 'node:fs';
import path from 'node:path';

type PackageJson = { engines?: { node?: string }; allowScripts?: Record<string, boolean> };
type Lock = { packages: Record<string, { version?: string; hasInstallScript?: boolean }> };

const root = process.cwd();
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as PackageJson;
const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as Lock;

/** The major versions `engines.node` admits, from its `^N` / `^N.M` / `>=N` ranges. */
function majorsOf(range: string): { major: number; atLeast: boolean; minor: number }[] {
  return range.split('||').map((part) => {
    const m = /^\s*(\^|>=)?\s*(\d+)(?:\.(\d+))?/.exec(part);
    if (!m) throw new Error(`engines.node: cannot read "${part}"`);
    return { major: Number(m[2]), atLeast: m[1] === '>=', minor: Number(m[3] ?? 0) };
  });
}

describe('package.json says what the project runs on and whose install scripts run', () => {
  it('engines.node names the current LTS lines (22 and 24) and admits the Node.js running the tests', () => {
    const ranges = majorsOf(pkg.engines?.node ?? '');
    const admits = (major: number, minor: number) => ranges.some((r) => (r.atLeast ? major > r.major || (major === r.major && minor >= r.minor) : major === r.major && minor >= r.minor));
    expect(admits(22, 99) && admits(24, 99)).toBe(true);
    const [major, minor] = process.versions.node.split('.').map(Number);
    expect(admits(major, minor)).toBe(true);
  });

  it('every package of the lockfile with an install script is allowed or denied by name in allowScripts', () => {
    const decided = new Set(Object.keys(pkg.allowScripts ?? {}).map((k) => k.replace(/(?<=.)@[^@/]+$/, '')));
    const withScripts = Object.entries(lock.packages)
      .filter(([where, p]) => where !== '' && p.hasInstallScript)
      .map(([where]) => where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length));
    expect(withScripts.length).toBeGreaterThan(0);
    expect([...new Set(withScripts)].filter((name) => !decided.has(name))).toEqual([]);
    for (const value of Object.values(pkg.allowScripts ?? {})) expect(typeof value).toBe('boolean');
  });
});
