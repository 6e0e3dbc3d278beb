import { Checkbox } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STORAGE_KEYS } from '../../lib/storage.ts';

// The agreement's dialog loads when someone opens it.
const AgreementDialog = lazy(() => import('./AgreementDialog.tsx'));

/** The agreement checkbox; its link shows the site's own agreement (the product's short text when the site has none). */
export function Agreement({ agreed, onChange }: { agreed: boolean; onChange: (v: boolean) => void }) {
  const { t } = useTranslation();
  const [reading, setReading] = useState(false);
  const [opened, setOpened] = useState(false);
  const accept = (value: boolean) => {
    onChange(value);
    localStorage.setItem(STORAGE_KEYS.serviceAgreement, value ? '1' : '0');
  };
  return (
    <div style={{ marginBottom: 12 }}>
      <Checkbox checked={agreed} onChange={(e) => accept(e.target.checked)}>
        {t('login.agreement')}{' '}
        <a
          data-testid="agreement-link"
          onClick={(e) => {
            e.preventDefault();
            setOpened(true);
            setReading(true);
          }}
        >
          {t('login.serviceAgreement')}
        </a>
      </Checkbox>
      {opened && (
        <Suspense fallback={null}>
          <AgreementDialog
            open={reading}
            onClose={() => setReading(false)}
            onAgree={() => {
              accept(true);
              setReading(false);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
