/**
 * Codes of the envelope. 0 is success; 1 and 5 are the request layer's auth codes (spec shell §8).
 */
export const ErrorCode = {
  Success: 0,
  Refused: 1,
  InvalidInput: 2,
  BusinessRule: 3,
  NotFound: 4,
  TokenExpired: 5,
  TooManyAttempts: 6,
  VerificationRequired: 7,
  /** The account must change its password (first sign-in of the platform administrator) before anything else. */
  PasswordChangeRequired: 8,
  Internal: 9,
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
