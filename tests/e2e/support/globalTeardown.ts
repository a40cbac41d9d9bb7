import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const E2E_PORT = Number(process.env.E2E_PORT ?? 3123);
const STATE_FILE = path.join(os.tmpdir(), `musubi-e2e-server-${E2E_PORT}.json`);

export default async function globalTeardown(): Promise<void> {
  await (globalThis as { musubiE2EMailbox?: { close(): Promise<void> } }).musubiE2EMailbox?.close();
  await (globalThis as { musubiE2ESentry?: { close(): Promise<void> } }).musubiE2ESentry?.close();
  await (globalThis as { musubiE2EWordpress?: { close(): Promise<void> } }).musubiE2EWordpress?.close();
  if (!fs.existsSync(STATE_FILE)) return;
  const { pid, dataDir } = JSON.parse(fs.readFileSync(STATE_FILE, 'utf8')) as { pid: number; dataDir: string };
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    // already gone
  }
  await new Promise((r) => setTimeout(r, 500));
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(STATE_FILE, { force: true });
}
