import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCallMutation } from './useCallMutation.ts';

const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;

function deferred() {
  let resolve!: (value: string) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<string>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

afterEach(() => vi.restoreAllMocks());

describe('useCallMutation', () => {
  it('is pending while the write runs, then hands its answer to onSuccess', async () => {
    const answer = deferred();
    const onSuccess = vi.fn();
    const { result } = renderHook(() => useCallMutation((name: string) => answer.promise.then((id) => `${name}:${id}`), { onSuccess }), { wrapper });
    expect(result.current.isPending).toBe(false);
    act(() => result.current.mutate('Main warehouse'));
    await waitFor(() => expect(result.current.isPending).toBe(true));
    answer.resolve('7');
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(onSuccess.mock.calls[0]?.slice(0, 2)).toEqual(['Main warehouse:7', 'Main warehouse']);
  });

  it('after a refused write stops loading without onSuccess and hands the error to onError only', async () => {
    const answer = deferred();
    const onSuccess = vi.fn();
    const onError = vi.fn();
    const { result } = renderHook(() => useCallMutation(() => answer.promise, { onSuccess, onError }), { wrapper });
    act(() => result.current.mutate());
    await waitFor(() => expect(result.current.isPending).toBe(true));
    answer.reject(new Error('Name: already exists'));
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(onSuccess).not.toHaveBeenCalled();
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ message: 'Name: already exists' });
  });

  it('sends the write when the browser believes it is offline (the request layer reports the failure)', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const write = vi.fn(async () => 'sent');
    const { result } = renderHook(() => useCallMutation(write), { wrapper });
    act(() => result.current.mutate());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(write).toHaveBeenCalledTimes(1);
  });
});
