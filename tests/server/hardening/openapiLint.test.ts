import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { openApiDocument } from '../../../server/openapi/document';

type Problem = { ruleId: string; severity: string; message: string; location: { pointer?: string }[] };

/**
 * Redocly's recommended lint (redocly.yaml, and .redocly.lint-ignore.yaml for what is so by design)
 * over the document the server answers, run by its own CLI offline: no telemetry, no update check.
 */
async function lint(doc: unknown): Promise<Problem[]> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'musubi-openapi-'));
  try {
    await fs.writeFile(path.join(dir, 'openapi.json'), JSON.stringify(doc));
    for (const f of ['redocly.yaml', '.redocly.lint-ignore.yaml']) await fs.copyFile(path.join(process.cwd(), f), path.join(dir, f));
    const cli = path.join(process.cwd(), 'node_modules/@redocly/cli/bin/cli.js');
    const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NODE_OPTIONS: '' };
    const run = promisify(execFile)(process.execPath, [cli, 'lint', 'openapi.json', '--format=json', '--max-problems=1000'], { cwd: dir, env, maxBuffer: 64 * 1024 * 1024 });
    const { stdout } = await run.catch((err: { stdout?: string }) => ({ stdout: err.stdout ?? '' }));
    return (JSON.parse(stdout) as { problems: Problem[] }).problems.filter((p) => p.severity !== 'off' && !('ignored' in p && p.ignored));
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

const brief = (p: Problem) => `${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`;

describe('Redocly lint of /api/openapi.json', () => {
  it('passes the recommended rules, warnings included', async () => {
    expect((await lint(openApiDocument())).map(brief)).toEqual([]);
  }, 60_000);

  it('fails a document that lacks summaries and security (the lint really runs)', async () => {
    const doc = openApiDocument() as { paths: Record<string, Record<string, Record<string, unknown>>> };
    const op = doc.paths['/api/wn/hall_clips']!.get!;
    delete op.summary;
    delete op.security;
    const rules = (await lint(doc)).map((p) => p.ruleId);
    expect(rules).toEqual(expect.arrayContaining(['operation-summary', 'security-defined']));
  }, 60_000);
});
