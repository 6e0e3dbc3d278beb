import crypto from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { ErrorCode } from '@lbo/contracts';
import type { Executor } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { DEFAULT_PUZZLE, generatePuzzle, isSolved } from '../../platform/captcha/puzzle.ts';
import { captchas } from './tables.ts';

const CAPTCHA_SECONDS = 120;
const png = (buffer: Buffer) => `data:image/png;base64,${buffer.toString('base64')}`;

export async function newCaptcha(tx: Executor) {
  const puzzle = generatePuzzle();
  const key = crypto.randomUUID();
  await tx.insert(captchas).values({ key, answerX: puzzle.x, expiresAt: new Date(Date.now() + CAPTCHA_SECONDS * 1000) });
  return {
    CaptchaKey: key,
    BackgroundImage: png(puzzle.background),
    PieceImage: png(puzzle.piece),
    Width: DEFAULT_PUZZLE.width,
    Height: DEFAULT_PUZZLE.height,
    PieceWidth: puzzle.pieceWidth,
    PieceHeight: puzzle.pieceHeight,
    Y: puzzle.y,
    ExpiresInSeconds: CAPTCHA_SECONDS,
  };
}

const isUuid = (key: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(key);

/** Check the drop position; any check, right or wrong, is the puzzle's only one. */
export async function checkCaptcha(tx: Executor, key: string, x: number, deviation: number | undefined): Promise<boolean> {
  if (!isUuid(key)) return false;
  const [row] = await tx
    .select()
    .from(captchas)
    .where(and(eq(captchas.key, key), gt(captchas.expiresAt, new Date()), isNull(captchas.verifiedAt), eq(captchas.failed, false)))
    .for('update');
  if (!row) return false;
  const solved = isSolved(row.answerX, x);
  await tx
    .update(captchas)
    .set(solved ? { verifiedAt: new Date(), verifiedX: x, deviation: deviation ?? null } : { failed: true, deviation: deviation ?? null })
    .where(eq(captchas.key, key));
  return solved;
}

/**
 * Spend a verified puzzle for the action it protects (sign-in, SMS, registration). `Captcha` is
 * the offset the user verified with; it must be that same value.
 */
export async function consumeCaptcha(tx: Executor, key: string | undefined, captcha: string | undefined): Promise<void> {
  if (!key || captcha === undefined || !isUuid(key)) throw new AppError(ErrorCode.VerificationRequired, 'VerificationRequired');
  const [row] = await tx
    .update(captchas)
    .set({ consumedAt: new Date() })
    .where(
      and(
        eq(captchas.key, key),
        isNotNull(captchas.verifiedAt),
        isNull(captchas.consumedAt),
        gt(captchas.expiresAt, new Date()),
        sql`abs(${captchas.verifiedX} - ${Number(captcha)}) < 1`,
      ),
    )
    .returning({ key: captchas.key });
  if (!row) throw new AppError(ErrorCode.VerificationRequired, 'CaptchaExpired');
}
