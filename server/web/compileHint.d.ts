/** V8's explicit compile hint, the first line of every script served (see compileHint.js). */
export const COMPILE_HINT: Buffer;

/** The script's bytes with the hint on its first line (once); any other file unchanged. */
export function withCompileHint(file: string, bytes: Buffer): Buffer;
