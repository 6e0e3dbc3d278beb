import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useHomeConfiguration } from './useHomeConfiguration.ts';
import './texts.ts';

/** The site's service agreement, with the button that accepts it. */
export default function AgreementDialog({ open, onClose, onAgree }: { open: boolean; onClose: () => void; onAgree: () => void }) {
  const { t } = useTranslation();
  const { Agreement: text } = useHomeConfiguration();
  return (
    <Modal
      open={open}
      title={t('siteHome.agreementTitle')}
      width={720}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onAgree}>
          {t('siteHome.agree')}
        </Button>
      }
    >
      {/* Stored already cleaned by the server (platform/richText.ts): only the editor's safe formatting. */}
      {text ? <div style={{ maxHeight: '60vh', overflowY: 'auto' }} data-testid="agreement-text" dangerouslySetInnerHTML={{ __html: text }} /> : <p data-testid="agreement-text">{t('login.agreementText')}</p>}
    </Modal>
  );
}
