import { isUnavailable } from '../../lib/unavailable';

/** An error that becomes an HTTP answer with this status and message. */
export class HttpError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly details?: Record<string, unknown>,
    /** Headers the answer carries (Retry-After). */
    public readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, details?: Record<string, unknown>) => new HttpError(400, message, details);
export const unauthorized = (message = 'ログインが必要です') => new HttpError(401, message);
export const forbidden = (message = 'この操作は許可されていません') => new HttpError(403, message);
export const notFound = (message = 'Not Found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
/** What was here was taken down on purpose (a withdrawn article): 410, not 404. */
export const gone = (message: string) => new HttpError(410, message);
export const tooManyRequests = (retryAfterSeconds = 60) =>
  new HttpError(429, 'しばらく時間をおいてから、もう一度お試しください', undefined, { 'Retry-After': String(retryAfterSeconds) });
export const RETRY_AFTER_UNAVAILABLE = 5;

export { isUnavailable } from '../../lib/unavailable';

/** The headers an error answer carries: its own, and Retry-After on a 503. */
export function errorHeaders(err: unknown, status: number): Record<string, string> {
  if (err instanceof HttpError && err.headers) return err.headers;
  return status === 503 ? { 'Retry-After': String(RETRY_AFTER_UNAVAILABLE) } : {};
}

export interface ErrorBody {
  error: string;
  message: string;
  status: number;
  details?: Record<string, unknown>;
}

/** Maps any thrown value to a status and JSON body; unexpected errors never leak their text. */
export function toErrorResponse(err: unknown): ErrorBody {
  if (err instanceof HttpError) {
    return { error: codeFor(err.status), message: err.message, status: err.status, ...(err.details ? { details: err.details } : {}) };
  }
  if (isUnavailable(err)) {
    return { error: 'service_unavailable', message: 'ただいま混み合っています。しばらくしてからもう一度お試しください', status: 503 };
  }
  return { error: 'internal_error', message: 'Something went wrong', status: 500 };
}

function codeFor(status: number): string {
  switch (status) {
    case 400: return 'bad_request';
    case 401: return 'unauthorized';
    case 403: return 'forbidden';
    case 404: return 'not_found';
    case 405: return 'method_not_allowed';
    case 409: return 'conflict';
    case 410: return 'gone';
    case 413: return 'payload_too_large';
    case 415: return 'unsupported_media_type';
    case 416: return 'range_not_satisfiable';
    case 422: return 'unprocessable_entity';
    case 429: return 'too_many_requests';
    case 503: return 'service_unavailable';
    default: return status >= 500 ? 'internal_error' : 'client_error';
  }
}
