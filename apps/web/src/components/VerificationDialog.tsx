import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { SlideVerify, type VerifiedCaptcha } from './SlideVerify.tsx';

/** The slider verification in a dialog; closing it answers null. */
export default function VerificationDialog({ open, onDone }: { open: boolean; onDone: (captcha: VerifiedCaptcha | null) => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={t('verify.title')} footer={null} width={348} onCancel={() => onDone(null)} destroyOnHidden>
      <SlideVerify onVerified={onDone} />
    </Modal>
  );
}
