import { ErrorCode, HTTP_TIMEOUT, trimPayload } from '@lbo/contracts';
import { currentLocale, i18n, LANGUAGE_CODE } from '../i18n/index.ts';
import { useSession } from '../stores/session.ts';
import { toastError } from './notify.ts';

/** A call answered with a non-zero Code (already shown to the user). */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly status: number,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

/** The request was replaced by an identical one, or abandoned: nothing to show. */
export class CanceledError extends Error {}

export interface RequestOptions {
  /** ms; 10 s by default (spec), 600 s for the site page configuration upload */
  timeout?: number;
  /** send as multipart/form-data: arrays are indexed (`Ids[0]`), Blobs appended as files */
  multipart?: boolean;
  /** do not toast errors; the caller shows them */
  silent?: boolean;
}

interface Envelope {
  Code: number;
  Message: string;
  Data: unknown;
}

let apiBase = '';
/** Start-up stores the API base address the control center gave for this host. */
export function setApiBase(base: string) {
  apiBase = base.replace(/\/+$/, '');
}
export const getApiBase = () => apiBase;

let onSessionEnded: () => void = () => undefined;
/** What to do when the session cannot continue (the shell signs out and goes to /index). */
export function setSessionEndedHandler(handler: () => void) {
  onSessionEnded = handler;
}

const inFlight = new Map<string, AbortController>();
let refreshing: Promise<boolean> | null = null;

function toFormData(body: Record<string, unknown>): FormData {
  const form = new FormData();
  const append = (key: string, value: unknown) => {
    if (value === undefined || value === null) return;
    if (value instanceof Blob) form.append(key, value);
    else if (Array.isArray(value)) value.forEach((v, i) => append(`${key}[${i}]`, v));
    else if (typeof value === 'object') Object.entries(value).forEach(([k, v]) => append(`${key}.${k}`, v));
    else form.append(key, String(value));
  };
  Object.entries(body).forEach(([k, v]) => append(k, v));
  return form;
}

/** Exactly one refresh at a time: every request that meets an expired token waits for the same one. */
function refreshTokens(): Promise<boolean> {
  refreshing ??= (async () => {
    const token = useSession.getState().refreshToken;
    if (!token) return false;
    try {
      const res = await fetch(`${apiBase}/Account/RefreshToken`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', AcceptLanguage: String(LANGUAGE_CODE[currentLocale()]) },
        body: JSON.stringify({ Token: token }),
      });
      const envelope = (await res.json()) as Envelope;
      if (!res.ok || envelope.Code !== ErrorCode.Success) return false;
      useSession.getState().setTokens(envelope.Data as { AccessToken: string; RefreshToken: string });
      return true;
    } catch {
      return false;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

function fail(error: ApiError, silent: boolean | undefined): never {
  if (!silent) toastError(error.message || i18n.t('app.error'));
  throw error;
}

/** POST a call through the one wrapper of the spec's request layer and answer its Data. */
export async function request<T>(path: string, body: unknown = {}, opts: RequestOptions = {}, retried = false): Promise<T> {
  if (refreshing) await refreshing;
  const payload = trimPayload(body ?? {}) as Record<string, unknown>;
  const token = useSession.getState().accessToken;
  const text = opts.multipart ? null : JSON.stringify(payload);
  const url = `${apiBase}${path}`;
  const key = `POST ${url} ${text ?? `multipart:${Object.keys(payload).join(',')}`}`;

  // An identical request still running is replaced by this one.
  inFlight.get(key)?.abort(new CanceledError('duplicate'));
  const controller = new AbortController();
  inFlight.set(key, controller);
  const timer = setTimeout(() => controller.abort(new DOMException('timeout', 'TimeoutError')), opts.timeout ?? HTTP_TIMEOUT);

  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: {
        ...(opts.multipart ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        AcceptLanguage: String(LANGUAGE_CODE[currentLocale()]),
      },
      body: opts.multipart ? toFormData(payload) : text,
      signal: controller.signal,
    });
  } catch (error) {
    if (controller.signal.reason instanceof CanceledError) throw controller.signal.reason;
    return fail(new ApiError(-1, i18n.t('startup.unreachable'), 0, error), opts.silent);
  } finally {
    clearTimeout(timer);
    if (inFlight.get(key) === controller) inFlight.delete(key);
  }

  const envelope = (await res.json().catch(() => null)) as Envelope | null;
  if (res.status === 401 || res.status === 403) {
    if (envelope?.Code === ErrorCode.TokenExpired && !retried) {
      // Someone else may have refreshed while this request was out: then just retry.
      const renewed = useSession.getState().accessToken !== token || (await refreshTokens());
      if (renewed) return request<T>(path, body, opts, true);
      onSessionEnded();
      throw new ApiError(ErrorCode.TokenExpired, envelope.Message, res.status);
    }
    const error = new ApiError(envelope?.Code ?? ErrorCode.Refused, envelope?.Message ?? i18n.t('app.error'), res.status);
    if (res.status === 401) onSessionEnded();
    return fail(error, opts.silent);
  }
  if (!res.ok || !envelope) {
    return fail(new ApiError(-1, envelope?.Message || `${res.status} ${res.statusText}`, res.status), opts.silent);
  }
  if (envelope.Code !== ErrorCode.Success) {
    return fail(new ApiError(envelope.Code, envelope.Message || i18n.t('app.error'), res.status, envelope.Data), opts.silent);
  }
  return envelope.Data as T;
}
