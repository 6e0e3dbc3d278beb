import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { useSession } from '../stores/session.ts';
import { registerNotifier } from './notify.ts';
import { ApiError, CanceledError, request, setSessionEndedHandler } from './request.ts';

const toast = { error: vi.fn(), success: vi.fn() };
registerNotifier(toast as unknown as MessageInstance, {} as NotificationInstance);

interface Sent {
  path: string;
  body: unknown;
  headers: Record<string, string>;
}
let sent: Sent[] = [];

const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fake server: `handler` answers each call; the fetch boundary is the only thing replaced. */
function serve(handler: (s: Sent) => Response | Promise<Response>) {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const s = { path: new URL(url, 'http://app').pathname, body: init.body ? JSON.parse(String(init.body)) : null, headers: init.headers as Record<string, string> };
    sent.push(s);
    return handler(s);
  });
}

beforeEach(() => {
  sent = [];
  toast.error.mockReset();
  useSession.getState().setTokens({ AccessToken: 'old-access', RefreshToken: 'refresh-1' }, 'userLogin');
});

describe('request layer', () => {
  it('trims strings, drops empty ones, sends the bearer and language, and answers Data', async () => {
    serve(() => reply(200, { Code: 0, Message: 'ok', Data: { Total: 3 } }));
    const data = await request('/UserMessages/GetUserMessages', { Title: '  hello ', Empty: '   ', Nested: { A: ' x ', B: '' }, List: [' a ', ''] });
    expect(data).toEqual({ Total: 3 });
    expect(sent[0]!.body).toEqual({ Title: 'hello', Nested: { A: 'x' }, List: ['a'] });
    expect(sent[0]!.headers.authorization).toBe('Bearer old-access');
    expect(sent[0]!.headers.AcceptLanguage).toMatch(/^[123]$/);
  });

  it('shows the server message of a non-zero Code and rejects', async () => {
    serve(() => reply(200, { Code: 2, Message: 'rows: page size must be 10, 20, 30, 50 or 100', Data: null }));
    await expect(request('/X/Y', {})).rejects.toBeInstanceOf(ApiError);
    expect(toast.error).toHaveBeenCalledWith(expect.objectContaining({ content: 'rows: page size must be 10, 20, 30, 50 or 100', duration: 5 }));
  });

  it('refreshes an expired token exactly once while several calls wait, then retries them all with the new token', async () => {
    serve(async (s) => {
      if (s.path === '/Account/RefreshToken') {
        await new Promise((r) => setTimeout(r, 20));
        return reply(200, { Code: 0, Message: '', Data: { AccessToken: 'new-access', RefreshToken: 'refresh-2' } });
      }
      if (s.headers.authorization === 'Bearer old-access') return reply(401, { Code: 5, Message: 'expired', Data: null });
      return reply(200, { Code: 0, Message: '', Data: s.path });
    });
    const results = await Promise.all([request('/A/One', { n: 1 }), request('/A/Two', { n: 2 }), request('/A/Three', { n: 3 })]);
    expect(results).toEqual(['/A/One', '/A/Two', '/A/Three']);
    expect(sent.filter((s) => s.path === '/Account/RefreshToken')).toHaveLength(1);
    expect(sent.find((s) => s.path === '/Account/RefreshToken')!.body).toEqual({ Token: 'refresh-1' });
    expect(useSession.getState().refreshToken).toBe('refresh-2');
    expect(localStorage.getItem('adminToken')).toBe('new-access');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('ends the session when the refresh is refused', async () => {
    const ended = vi.fn();
    setSessionEndedHandler(ended);
    serve((s) => (s.path === '/Account/RefreshToken' ? reply(401, { Code: 1, Message: 'session ended', Data: null }) : reply(401, { Code: 5, Message: 'expired', Data: null })));
    await expect(request('/A/One', {})).rejects.toMatchObject({ code: 5 });
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('shows a refusal (403 Code 1) without ending the session', async () => {
    const ended = vi.fn();
    setSessionEndedHandler(ended);
    serve(() => reply(403, { Code: 1, Message: 'You do not have permission for this action', Data: null }));
    await expect(request('/A/One', {})).rejects.toMatchObject({ code: 1, status: 403 });
    expect(toast.error).toHaveBeenCalledWith(expect.objectContaining({ content: 'You do not have permission for this action' }));
    expect(ended).not.toHaveBeenCalled();
  });

  it('cancels an identical request still in flight, silently', async () => {
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      sent.push({ path: new URL(url, 'http://app').pathname, body: JSON.parse(String(init.body)), headers: init.headers as Record<string, string> });
      return new Promise<Response>((resolve, reject) => {
        const timer = setTimeout(() => resolve(reply(200, { Code: 0, Message: '', Data: JSON.parse(String(init.body)) })), 30);
        init.signal?.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(new DOMException('aborted', 'AbortError'));
        });
      });
    });
    const first = request('/A/Same', { n: 1 });
    const second = request('/A/Same', { n: 1 });
    const other = request('/A/Same', { n: 2 });
    await expect(first).rejects.toBeInstanceOf(CanceledError);
    await expect(second).resolves.toEqual({ n: 1 });
    await expect(other).resolves.toEqual({ n: 2 });
    expect(toast.error).not.toHaveBeenCalled();
  });
});
