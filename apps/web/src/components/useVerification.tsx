import { Modal } from 'antd';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SlideVerify, type VerifiedCaptcha } from './SlideVerify.tsx';

/** Ask for the slider verification in a dialog: `const captcha = await verify()` (null if closed). */
export function useVerification(): [() => Promise<VerifiedCaptcha | null>, ReactNode] {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const pending = useRef<((v: VerifiedCaptcha | null) => void) | null>(null);
  const verify = useCallback(
    () =>
      new Promise<VerifiedCaptcha | null>((resolve) => {
        pending.current = resolve;
        setOpen(true);
      }),
    [],
  );
  const finish = (value: VerifiedCaptcha | null) => {
    setOpen(false);
    pending.current?.(value);
    pending.current = null;
  };
  const dialog = (
    <Modal open={open} title={t('verify.title')} footer={null} width={348} onCancel={() => finish(null)} destroyOnHidden>
      <SlideVerify onVerified={finish} />
    </Modal>
  );
  return [verify, dialog];
}
