import type { CallDefinition, RequestOf, ResponseOf } from '@lbo/contracts';
import { dataChanged, isWrite } from './dataChanged.ts';
import { request, type RequestOptions } from './request.ts';

/** The typed client, derived from the contract registry: `callApi(userMessages.getUserMessages, { index: 1 })`. */
export async function callApi<C extends CallDefinition>(call: C, body?: RequestOf<C>, opts: RequestOptions = {}): Promise<ResponseOf<C>> {
  const answer = await request<ResponseOf<C>>(call.path, body ?? {}, { multipart: call.multipart, ...opts });
  if (isWrite(call)) dataChanged();
  return answer;
}

/** A row of a list call (one answering `{ Data: [...], Total }`). */
export type RowOf<C extends CallDefinition> = ResponseOf<C> extends { Data: readonly (infer R)[] } ? R : never;
