import type { BodyIn, Endpoint, ParamsIn, QueryIn, ReplyOf } from '../../contracts/endpoint.ts';
import { PLATFORM_REASONS, tryAgainIn, type ErrorReason } from '../../contracts/errors.messages.ts';
import { HTTP_MESSAGES } from '../../contracts/site.messages.ts';
import { readAccessToken } from './token.ts';

/**
 * Reasons the client gives itself: `noErrorBody` when a failed reply carried no error message (a proxy's page, an
 * empty 502), so `message` is the made-up 'Request failed (n)'.
 */
export const CLIENT_REASONS = { noErrorBody: 'no_error_body' } as const;
export type ClientReason = (typeof CLIENT_REASONS)[keyof typeof CLIENT_REASONS];

/**
 * A failed API call: the server's {code, message, fieldErrors, reason} plus the HTTP status (0 for network failures).
 * Code branches on `status`, `code` and `reason` (the contexts' *_REASONS constants), never on the message text.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fieldErrors: Record<string, string>;
  readonly requestId: string | undefined;
  /** Every message when the call failed for several reasons; `message` is the first. */
  readonly messages: string[];
  /** The machine reason of the refusal (absent for plain errors). */
  readonly reason: ErrorReason | ClientReason | undefined;
  /** The reply's Retry-After in seconds: how long a server beyond its capacity asks us to wait (reason overloaded). */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    status: number,
    code: string,
    message: string,
    fieldErrors: Record<string, string> = {},
    requestId?: string,
    messages: string[] = [message],
    reason?: ErrorReason | ClientReason,
    retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fieldErrors = fieldErrors;
    this.requestId = requestId;
    this.messages = messages;
    this.reason = reason;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Retry-After as whole seconds from now: delta-seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

export const NETWORK_ERROR_MESSAGE = HTTP_MESSAGES.network;

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: Method;
  /** JSON body (objects) or multipart body (FormData). */
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal;
}

const RETRIES = 3;
const RETRY_DELAY_MS = 300;

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Retries a call up to 3 times, 300 ms apart, on network errors only (never on an HTTP error answer). */
export async function withNetworkRetry<T>(call: () => Promise<T>, retries = RETRIES, delayMs = RETRY_DELAY_MS): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      const network = error instanceof ApiError && error.status === 0;
      if (!network || attempt >= retries) throw error;
      await sleep(delayMs);
    }
  }
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

async function send<T>(path: string, options: RequestOptions): Promise<T> {
  const headers: Record<string, string> = { 'X-Client': 'ovation-web', Accept: 'application/json' };
  const token = readAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      credentials: 'include',
      headers,
      body,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network', NETWORK_ERROR_MESSAGE);
  }

  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }
  if (!response.ok) {
    const err = (data ?? {}) as {
      code?: string;
      message?: string;
      messages?: string[];
      fieldErrors?: Record<string, string>;
      requestId?: string;
      reason?: ErrorReason;
    };
    const wait = parseRetryAfter(response.headers.get('retry-after'));
    // A refusal for load without our body (a proxy's 503) still tells the visitor how long to wait.
    const busy = err.message == null && wait !== undefined && (response.status === 503 || response.status === 429);
    const message = err.message ?? (busy ? tryAgainIn(wait) : HTTP_MESSAGES.requestFailed(response.status));
    const reason = busy ? PLATFORM_REASONS.overloaded : err.message == null ? CLIENT_REASONS.noErrorBody : err.reason;
    throw new ApiError(
      response.status,
      err.code ?? 'internal',
      message,
      err.fieldErrors ?? {},
      err.requestId,
      err.messages?.length ? err.messages : [message],
      reason,
      wait,
    );
  }
  return data as T;
}

/** Calls the Ovation API on the same origin. GETs are retried on network errors. */
function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  return method === 'GET' ? withNetworkRetry(() => send<T>(path, options)) : send<T>(path, options);
}

/** `/api/v1/orders/:id` with `{ id }`: each `:name` segment takes its parameter, URL-encoded. */
export function endpointPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** True when every key of T is optional (an object a caller may leave out). */
type AllOptional<T> = Partial<T> extends T ? true : false;
type Arg<K extends string, T> = [T] extends [undefined] ? { [P in K]?: never } : AllOptional<T> extends true ? { [P in K]?: T } : { [P in K]: T };

/** The parts of a call: the endpoint's params, query and body as its schemas accept them, and an abort signal. */
export type CallArgs<E extends Endpoint> = Arg<'params', ParamsIn<E>> & Arg<'query', QueryIn<E>> & Arg<'body', BodyIn<E>> & { signal?: AbortSignal };

/**
 * Calls a contract endpoint (contracts/<context>.endpoints.ts): the path, method and reply type come from its
 * declaration. Rejects with an ApiError when the server refuses.
 */
export async function call<E extends Endpoint>(
  endpoint: E,
  ...[args]: AllOptional<CallArgs<E>> extends true ? [CallArgs<E>?] : [CallArgs<E>]
): Promise<ReplyOf<E>> {
  const { params, query, body, signal } = (args ?? {}) as {
    params?: Record<string, unknown>;
    query?: RequestOptions['query'];
    body?: unknown;
    signal?: AbortSignal;
  };
  return request<ReplyOf<E>>(endpointPath(endpoint.path, params), { method: endpoint.method, query, body, signal });
}
