import { InboxOutlined } from '@ant-design/icons';
import { AccountType, logisticsOrders as api } from '@lbo/contracts';
import { App, Button, Col, Row, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { useCallMutation } from '../../api/useCallMutation.ts';
import { FormDialog } from '../../components/form/FormDialog.tsx';
import { FormItem } from '../../components/form/FormItem.tsx';
import { ImportRefusal } from '../../components/form/ImportRefusal.tsx';
import { UserSelect } from '../../components/pickers/PagedSelect.tsx';
import { WarehouseSelect } from '../../components/pickers/WarehouseSelect.tsx';
import { downloadFile } from '../../lib/download.ts';
import './texts.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MAX_MB = api.PEER_IMPORT_MAX_BYTES / 1024 / 1024;

/**
 * Peer orders from an Excel file, for the peer and warehouse chosen: all or nothing; the rows the
 * server refused (by row and column) stay listed until the next try.
 */
export function PeerOrderImport({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const text = (key: string, params?: Record<string, unknown>) => t(`splitPeer.${key}`, params);
  const { message } = App.useApp();
  const [peer, setPeer] = useState<{ Id: number } | null>(null);
  const [warehouseId, setWarehouseId] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<{ file: string; messages: string[] } | null>(null);
  const send = useCallMutation(
    // The file travels beside the form fields as the FileStream part.
    (file: File) => callApi(api.importPeerOrders, { UserId: String(peer!.Id), WarehouseId: String(warehouseId!), FileStream: file } as never, { silent: true, timeout: 60_000 }),
    {
      onSuccess: (result, file) => {
        setRefusal(null);
        void message.success(text('imported', { count: result.Count, file: file.name }));
        onClose();
      },
      onError: (error, file) => setRefusal({ file: file.name, messages: error instanceof Error ? error.message.split(/;\s*/u) : [] }),
    },
  );
  const blocked = peer === null || warehouseId === null;
  const choose = (file: File) => {
    if (blocked) void message.error(text('choosePeerFirst'));
    else if (!file.name.toLowerCase().endsWith('.xlsx') && file.type !== XLSX_TYPE) void message.error(text('notXlsx'));
    else if (file.size > api.PEER_IMPORT_MAX_BYTES) void message.error(text('fileTooLarge', { max: MAX_MB }));
    else send.mutate(file);
    // The file is sent by the call above, not by the Upload's own request.
    return false;
  };

  return (
    <FormDialog name="peerImport" width={680} title={text('importTitle')} onClose={onClose} changed={peer !== null || warehouseId !== null} withoutSave>
      <div data-testid="peer-import">
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <FormItem label={text('peer')} required>
              <UserSelect accountType={AccountType.SiteUser} value={peer as never} onChange={(row: unknown) => setPeer((row as { Id: number } | null) ?? null)} />
            </FormItem>
          </Col>
          <Col xs={24} md={12}>
            <FormItem label={text('warehouse')} required>
              <WarehouseSelect value={warehouseId ?? undefined} onChange={(id: unknown) => setWarehouseId((id as number | undefined) ?? null)} />
            </FormItem>
          </Col>
        </Row>
        <Upload.Dragger accept=".xlsx" multiple={false} showUploadList={false} beforeUpload={choose} disabled={send.isPending || blocked}>
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{text('chooseFile')}</p>
          <p className="ant-upload-hint">{text('excelHelp', { max: MAX_MB, rows: api.PEER_IMPORT_MAX_ROWS })}</p>
        </Upload.Dragger>
        <Button type="link" style={{ paddingInline: 0, marginTop: 8 }} onClick={() => void callApi(api.getPeerOrderImportTemplate, {}).then(downloadFile)}>
          {text('template')}
        </Button>
        {send.isPending && <Typography.Paragraph>{t('app.loading')}</Typography.Paragraph>}
        {refusal && <ImportRefusal title={text('importRefused', { file: refusal.file })} messages={refusal.messages} />}
      </div>
    </FormDialog>
  );
}
