import { ErrorCode, type MessageKey, type MessageParam } from '@lbo/contracts';

type Params = Record<string, MessageParam>;

/**
 * A coded domain error: services throw these, only the transport (rpc.ts) turns them into an
 * envelope. The message is a key of the contracts' catalogue, localised per request.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly key: MessageKey,
    readonly params: Params = {},
    readonly httpStatus = 200,
    readonly data: unknown = null,
  ) {
    super(key);
  }

  /** Set when the work done before the error must still be saved (e.g. a failed sign-in attempt is counted). */
  commitAnyway = false;
}

/** Answer with this error but keep what the handler wrote before it. */
export function keepingWrites(error: AppError): AppError {
  error.commitAnyway = true;
  return error;
}

/** Bad input on one field: the message names the field and the rule. */
export const invalid = (field: string, key: MessageKey, params: Params = {}) =>
  new AppError(ErrorCode.InvalidInput, key, { field, ...params });
/** A business rule refuses the action. */
export const refused = (key: MessageKey, params: Params = {}) => new AppError(ErrorCode.BusinessRule, key, params);
export const notFound = () => new AppError(ErrorCode.NotFound, 'NotFound');
/** The record `lookup` finds, or null when it answers "not found"; any other failure (the database's too) passes on. */
export async function foundOrNull<T>(lookup: Promise<T>): Promise<T | null> {
  try {
    return await lookup;
  } catch (error) {
    if (error instanceof AppError && error.code === ErrorCode.NotFound) return null;
    throw error;
  }
}
/** 401/403 with Code 1 (refused) or 5 (expired), as the web request layer expects. */
export const unauthorized = (key: MessageKey = 'NotSignedIn') => new AppError(ErrorCode.Refused, key, {}, 401);
export const tokenExpired = () => new AppError(ErrorCode.TokenExpired, 'TokenExpired', {}, 401);
export const forbidden = (key: MessageKey = 'Forbidden') => new AppError(ErrorCode.Refused, key, {}, 403);
export const tooManyAttempts = (seconds: number) => new AppError(ErrorCode.TooManyAttempts, 'TooManyAttempts', { seconds });
