import { defineCall } from '@lbo/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { callApi } from './client.ts';
import { onDataChanged } from './dataChanged.ts';
import { request } from './request.ts';

vi.mock('./request.ts', () => ({ request: vi.fn(async () => ({})) }));

const call = (path: `/${string}/${string}`, readOnly?: boolean) => defineCall(path, { summary: '', request: z.object({}), response: z.object({}), access: 'granted', readOnly });

describe('callApi and lists', () => {
  const heard = vi.fn();
  const stop = onDataChanged(heard);
  afterEach(() => heard.mockReset());

  it('announces a successful create, edit or delete so that lists refresh', async () => {
    await callApi(call('/Shelves/AddShelve'));
    await callApi(call('/Shelves/DeleteShelves'));
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('announces nothing for reads, prints and failures', async () => {
    await callApi(call('/Shelves/GetShelves', true));
    await callApi(call('/Role/GetBackstageRoles'));
    vi.mocked(request).mockRejectedValueOnce(new Error('refused'));
    await expect(callApi(call('/Shelves/AddShelve'))).rejects.toThrow('refused');
    expect(heard).not.toHaveBeenCalled();
    stop();
  });
});
