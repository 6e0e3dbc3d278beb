import { InboxOutlined } from '@ant-design/icons';
import { COMMODITY_CALLS, commodities as api, type CommoditySide } from '@lbo/contracts';
import { App, Button, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { useCallMutation } from '../../api/useCallMutation.ts';
import { UserPicker } from '../../components/pickers/pickers.tsx';
import { downloadFile } from '../../lib/download.ts';
import './texts.ts';
import { ImportRefusal } from '../../components/form/ImportRefusal.tsx';
import { FormDialog } from '../../components/form/FormDialog.tsx';
import { FormItem } from '../../components/form/FormItem.tsx';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MAX_MB = api.COMMODITY_IMPORT_MAX_BYTES / 1024 / 1024;

/**
 * An Excel import of commodities (staff name the customer): all or nothing; the rows the server
 * refused stay listed until the next try.
 */
export function CommodityImport({ side, onClose }: { side: CommoditySide; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const calls = COMMODITY_CALLS[side];
  const [owner, setOwner] = useState<{ Id: number } | null>(null);
  const [refusal, setRefusal] = useState<{ file: string; messages: string[] } | null>(null);
  const send = useCallMutation(
    // The file travels beside the form fields as the FileStream part.
    (file: File) =>
      side === 'backstage'
        ? callApi(api.upLoadCommodity, { UserId: String(owner!.Id), FileStream: file } as never, { silent: true, timeout: 60_000 })
        : callApi(api.upLoadUserCommodity, { FileStream: file } as never, { silent: true, timeout: 60_000 }),
    {
      onSuccess: (result, file) => {
        setRefusal(null);
        void message.success(t('commodities.imported', { count: result.Count, file: file.name }));
        onClose();
      },
      onError: (error, file) => setRefusal({ file: file.name, messages: error instanceof Error ? error.message.split(/;\s*/u) : [] }),
    },
  );
  const blocked = side === 'backstage' && owner === null;
  const choose = (file: File) => {
    if (blocked) void message.error(t('commodities.chooseCustomerFirst'));
    else if (!file.name.toLowerCase().endsWith('.xlsx') && file.type !== XLSX_TYPE) void message.error(t('commodities.notXlsx'));
    else if (file.size > api.COMMODITY_IMPORT_MAX_BYTES) void message.error(t('commodities.fileTooLarge', { max: MAX_MB }));
    else send.mutate(file);
    // The file is sent by the call above, not by the Upload's own request.
    return false;
  };

  return (
    <FormDialog name="commodityImport" width={640} title={t('commodities.importTitle')} onClose={onClose} changed={owner !== null} withoutSave>
      <div data-testid="commodity-import">
        {side === 'backstage' && (
          <FormItem label={t('commodities.customer')} required>
            <UserPicker accountType={2} value={owner as never} onChange={(row) => setOwner(row)} />
          </FormItem>
        )}
        <Upload.Dragger accept=".xlsx" multiple={false} showUploadList={false} beforeUpload={choose} disabled={send.isPending || blocked}>
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t('commodities.chooseFile')}</p>
          <p className="ant-upload-hint">{t('commodities.excelHelp', { max: MAX_MB, rows: api.COMMODITY_IMPORT_MAX_ROWS })}</p>
          <p className="ant-upload-hint">{t('commodities.excelColumns')}</p>
        </Upload.Dragger>
        <Button type="link" style={{ paddingInline: 0, marginTop: 8 }} onClick={() => void callApi(calls.template, {}).then(downloadFile)}>
          {t('commodities.template')}
        </Button>
        {send.isPending && <Typography.Paragraph>{t('app.loading')}</Typography.Paragraph>}
        {refusal && <ImportRefusal title={t('commodities.importRefused', { file: refusal.file })} messages={refusal.messages} />}
      </div>
    </FormDialog>
  );
}
