// `npm start`: build when the sources changed since the last build, migrate + seed an empty
// database, then serve the production build on PORT (default 3000) through scripts/serve.mjs.
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = process.cwd();
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const stampFile = path.join(root, '.next', 'musubi-source-stamp');

function sourceStamp() {
  try {
    const head = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' });
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' });
    const diff = dirty ? execFileSync('git', ['diff', 'HEAD'], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 }) : '';
    return createHash('sha256').update(head + dirty + diff).digest('hex');
  } catch {
    return 'no-git';
  }
}

function run(cmd, args) {
  execFileSync(cmd, args, { stdio: 'inherit', env });
}

const stamp = sourceStamp();
const built = fs.existsSync(path.join(root, '.next', 'BUILD_ID'));
const current = built && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === stamp;
if (!current) {
  console.log('[start] building the production bundle…');
  run('npx', ['next', 'build']);
  fs.writeFileSync(stampFile, stamp);
}

console.log('[start] migrating and seeding (only when empty)…');
run('npx', ['tsx', 'scripts/seed.ts', '--if-empty']);

const port = process.env.PORT || '3000';
console.log(`[start] serving http://localhost:${port}`);
const child = spawn(process.execPath, ['scripts/serve.mjs', '-p', port], { stdio: 'inherit', env: { ...env, NODE_ENV: 'production' } });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
