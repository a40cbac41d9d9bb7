import { isUploadedFile } from '../../api/contract/define';
import { badRequest } from './errors';

const MAX_DEPTH = 8;

/**
 * Refuses raw input PostgreSQL or the schemas cannot take, before anything reads it: a NUL
 * character anywhere (text columns reject it) and nesting deeper than any endpoint accepts.
 * Uploaded files and other binary data are bytes, not text: they are never walked (a photo of
 * several megabytes walked byte by byte blocked the server for about a second per megabyte).
 */
export function checkRawInput(value: unknown, path = 'input', depth = 0): void {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) throw badRequest(`${path}: 使用できない文字が含まれています`);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  if (isUploadedFile(value) || ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return;
  if (depth >= MAX_DEPTH) throw badRequest(`${path}: 入れ子が深すぎます`);
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000')) throw badRequest(`${path}: 使用できない文字が含まれています`);
    checkRawInput(inner, Array.isArray(value) ? path : key, depth + 1);
  }
}

/** A scalar the way a query string or form would give it; objects and arrays are not one. */
export function isScalar(v: unknown): v is string | number | boolean {
  return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
}
