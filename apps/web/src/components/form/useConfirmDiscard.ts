import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import './texts.ts';

/**
 * Asks before unsaved changes are dropped (Cancel, closing a dialog): `confirmDiscard(changed,
 * discard)` discards at once when nothing changed, otherwise only once the user agrees.
 */
export function useConfirmDiscard() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  return (changed: boolean, discard: () => void) => {
    if (!changed) {
      discard();
      return;
    }
    modal.confirm({
      title: t('form.discardTitle'),
      content: t('form.discardText'),
      okText: t('form.discard'),
      cancelText: t('form.keepEditing'),
      okButtonProps: { danger: true },
      onOk: discard,
    });
  };
}
