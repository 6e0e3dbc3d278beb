import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import type { VerifiedCaptcha } from './SlideVerify.tsx';

// The dialog and its puzzle load when a verification is first asked for, not with the sign-in page.
const VerificationDialog = lazy(() => import('./VerificationDialog.tsx'));

/** Ask for the slider verification in a dialog: `const captcha = await verify()` (null if closed). */
export function useVerification(): [() => Promise<VerifiedCaptcha | null>, ReactNode] {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const pending = useRef<((v: VerifiedCaptcha | null) => void) | null>(null);
  const verify = useCallback(
    () =>
      new Promise<VerifiedCaptcha | null>((resolve) => {
        pending.current = resolve;
        setAsked(true);
        setOpen(true);
      }),
    [],
  );
  const finish = (value: VerifiedCaptcha | null) => {
    setOpen(false);
    pending.current?.(value);
    pending.current = null;
  };
  const dialog = asked && (
    <Suspense fallback={null}>
      <VerificationDialog open={open} onDone={finish} />
    </Suspense>
  );
  return [verify, dialog];
}
