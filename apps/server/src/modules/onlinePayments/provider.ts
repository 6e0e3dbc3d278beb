/** What both payment adapters share. */

/** How an adapter reaches a provider: `fetch`, or in tests the app itself (the sandbox through app.inject). */
export type Fetch = typeof fetch;

/** A provider refused a call, answered something we cannot trust, or could not be reached. Logged; the caller is told the provider failed. */
export class ProviderError extends Error {
  constructor(
    readonly provider: 'WeChatPay' | 'Alipay',
    readonly detail: string,
  ) {
    super(`${provider}: ${detail}`);
  }
}
