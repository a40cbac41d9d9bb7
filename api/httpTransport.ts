import axios, { type AxiosInstance } from 'axios';
import { v4 as uuidv4 } from 'uuid';
import type { Endpoint, EndpointInput, EndpointOutput } from './contract/define';
import { ApiClientError, FAILED_TO_FETCH } from './errors';
import { buildPath, type Transport } from './transport';

export interface HttpHeadersSource {
  weddingToken?: () => string | undefined;
  uuid?: () => string | undefined;
  csrfToken?: () => string | undefined;
  /** Extra headers (the server forwards the visitor's cookie to a remote API). */
  extra?: () => Record<string, string>;
}

export interface HttpTransportOptions {
  /**
   * The waits before each new try of a call that got no answer or a gateway's 502/504 (its instance
   * died or restarts). A write is tried again with the same Idempotency-Key, so it is done once.
   */
  retryDelaysMs?: readonly number[];
}

export const HEADER_WEDDING_TOKEN = 'X-Wedding-Token';
export const HEADER_UUID = 'X-Musubi-Uuid';
export const HEADER_CSRF = 'X-CSRF-Token';
export const HEADER_IDEMPOTENCY_KEY = 'Idempotency-Key';
const DEFAULT_RETRY_DELAYS_MS = [300, 1000];
/** No answer at all, or a gateway's: the call may not have reached an instance that lives. */
const retryable = (status: number) => status === 0 || status === 502 || status === 504;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function toParams(rest: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(rest)) {
    if (v === undefined || v === null) continue;
    if (Array.isArray(v)) v.filter((x) => x !== '' && x !== undefined && x !== null).forEach((x) => params.append(k, String(x)));
    else params.append(k, String(v));
  }
  return params;
}

/** A Blob or File, whichever realm made it (a test's DOM and the runtime may each have their own). */
const isBlob = (v: unknown): v is Blob => typeof v === 'object' && v !== null && typeof (v as Blob).arrayBuffer === 'function' && typeof (v as Blob).size === 'number';

function toFormData(rest: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(rest)) {
    if (v === undefined || v === null || v === '') continue;
    // A file the member chose (a Blob or File from any realm) keeps its name.
    const append = (x: unknown) => (isBlob(x) ? form.append(k, x, typeof (x as File).name === 'string' ? (x as File).name : 'upload') : form.append(k, String(x)));
    if (Array.isArray(v)) v.filter((x) => x !== '' && x !== undefined && x !== null).forEach(append);
    else append(v);
  }
  return form;
}

/** Calls the API over HTTP with the spec's headers and credentials on (§7). */
export function createHttpTransport(baseURL: string, headers: HttpHeadersSource = {}, instance?: AxiosInstance, options: HttpTransportOptions = {}): Transport {
  const http = instance ?? axios.create({ baseURL, withCredentials: true, timeout: 15000 });
  const delays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  return {
    async call<E extends Endpoint>(endpoint: E, input: EndpointInput<E>): Promise<EndpointOutput<E>> {
      const { url, rest } = buildPath(endpoint.path, (input ?? {}) as Record<string, unknown>);
      const h: Record<string, string> = { Accept: 'application/json', ...(headers.extra?.() ?? {}) };
      const token = headers.weddingToken?.();
      const uuid = headers.uuid?.();
      const csrf = headers.csrfToken?.();
      if (token) h[HEADER_WEDDING_TOKEN] = token;
      if (uuid) h[HEADER_UUID] = uuid;
      if (csrf) h[HEADER_CSRF] = csrf;
      // One key per call (one user action), the same on each of its tries (server/idempotency).
      if (endpoint.method !== 'GET') h[HEADER_IDEMPOTENCY_KEY] = uuidv4();
      const isRead = endpoint.method === 'GET' || endpoint.method === 'DELETE';
      let data: unknown;
      if (!isRead) {
        if (endpoint.body === 'form') {
          data = toParams(rest).toString();
          h['Content-Type'] = 'application/x-www-form-urlencoded';
        } else if (endpoint.body === 'multipart') {
          data = toFormData(rest);
        } else {
          data = rest;
        }
      }
      for (let attempt = 0; ; attempt++) {
        try {
          const res = await http.request({ url, method: endpoint.method, params: isRead ? toParams(rest) : undefined, data, headers: h });
          const parsed = endpoint.output.safeParse(res.data);
          if (!parsed.success) throw new ApiClientError(`Unexpected response from ${endpoint.path}`, res.status, res.data);
          return parsed.data as EndpointOutput<E>;
        } catch (e) {
          const error = toClientError(e);
          if (attempt >= delays.length || !retryable(error.status)) throw error;
          await wait(delays[attempt]);
        }
      }
    },
  };
}

function toClientError(e: unknown): ApiClientError {
  if (e instanceof ApiClientError) return e;
  if (axios.isAxiosError(e) && e.response) {
    const body = e.response.data as { message?: string } | undefined;
    return new ApiClientError(body?.message ?? e.message, e.response.status, body);
  }
  return new ApiClientError(FAILED_TO_FETCH, 0);
}
