import { useMutation } from '@tanstack/react-query';

interface Handlers<Vars, Result> {
  /** after the write succeeded (the button stays loading until this returns or its promise settles) */
  onSuccess?: (result: Result, vars: Vars) => unknown;
  /** for a write made with `silent: true`, whose failure the caller shows itself */
  onError?: (error: Error, vars: Vars) => unknown;
}

/**
 * A write (one or more awaited `callApi`s) through TanStack Query: `isPending` shows the button
 * loading and `mutate(vars)` runs it. A failure needs no handler: the request layer has shown the
 * server's message (naming the field and the rule) and the dialog stays open; `callApi` has already
 * refreshed the lists after a successful write (api/dataChanged.ts). The write runs whatever the
 * browser says about being online, as the plain call did: the request layer reports a lost network.
 */
export function useCallMutation<Vars = void, Result = unknown>(write: (vars: Vars) => Promise<Result>, handlers: Handlers<Vars, Result> = {}) {
  return useMutation<Result, Error, Vars>({ mutationFn: write, onSuccess: handlers.onSuccess, onError: handlers.onError, networkMode: 'always' });
}
