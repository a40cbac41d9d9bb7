import { spawn } from 'node:child_process';

export const DEFAULT_FFMPEG_PATH = '/usr/bin/ffmpeg';

/** Why ffmpeg gave no result: not installed, too slow, or it failed. */
export class FfmpegError extends Error {
  constructor(
    public readonly reason: 'missing' | 'timeout' | 'failed',
    message: string,
  ) {
    super(message);
    this.name = 'FfmpegError';
  }
}

export interface FfmpegRun {
  /** The binary's path (never looked up through a shell). */
  binary: string;
  args: string[];
  /** Written to ffmpeg's stdin, which is then closed. */
  input: Buffer;
  timeoutMs: number;
}

const STDERR_KEEP = 2000;

/** Runs ffmpeg with an argument array; resolves when it exits 0, rejects with an FfmpegError otherwise. */
export function runFfmpeg({ binary, args, input, timeoutMs }: FfmpegRun): Promise<void> {
  return new Promise((resolve, reject) => {
    let settled = false;
    let stderr = '';
    const finish = (err?: FfmpegError) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (err) reject(err);
      else resolve();
    };
    const child = spawn(binary, args, { stdio: ['pipe', 'ignore', 'pipe'], shell: false, windowsHide: true });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      finish(new FfmpegError('timeout', `ffmpeg took longer than ${timeoutMs} ms`));
    }, timeoutMs);
    child.on('error', (err: NodeJS.ErrnoException) => {
      const missing = err.code === 'ENOENT' || err.code === 'EACCES';
      finish(new FfmpegError(missing ? 'missing' : 'failed', missing ? `ffmpeg not found at ${binary}` : err.message));
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-STDERR_KEEP);
    });
    child.on('close', (code, signal) => {
      if (code === 0) finish();
      else finish(new FfmpegError('failed', `ffmpeg exited with ${code ?? signal}: ${stderr.trim()}`));
    });
    // A missing binary or an early exit closes the pipe under us: that error is reported above.
    child.stdin.on('error', () => undefined);
    child.stdin.end(input);
  });
}
