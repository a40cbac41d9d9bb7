import type { ServerResponse } from 'node:http';
import { HttpError, toErrorResponse } from '../http/errors';

/** A /media error in the API's JSON error shape ({ error, message, status }), never cached. */
export function sendMediaError(res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(toErrorResponse(new HttpError(status, message)));
  res.statusCode = status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(text);
}
