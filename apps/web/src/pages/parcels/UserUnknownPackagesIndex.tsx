import { DATE_TIME_FORMAT_DAYJS, parcels, type RequestOf } from '@lbo/contracts';
import { Alert, App, Card, Form, Image, Input, Tabs, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, type RowOf } from '../../api/client.ts';
import { useCallMutation } from '../../api/useCallMutation.ts';
import { fileUrl } from '../../components/media/fileUrl.ts';
import { ImageUpload } from '../../components/media/ImageUpload.tsx';
import { WarehouseSelect } from '../../components/pickers/WarehouseSelect.tsx';
import { DataTable } from '../../components/table/DataTable.tsx';
import { requiredRule, rules } from '../../lib/formRules.ts';
import { ClaimStateTag, decimalText, showRefusal, useNamed } from './UserParcelParts.tsx';
import './userTexts.ts';
import { FormDialog } from '../../components/form/FormDialog.tsx';
import { FormItem } from '../../components/form/FormItem.tsx';

type BoardRow = RowOf<typeof parcels.getPublicUnknownPackages>;
type ClaimValues = Omit<RequestOf<typeof parcels.claimUnknownPackage>, 'Id' | 'Proof'> & { Proof?: string[] };

const time = (value: string | null) => (value ? dayjs(value).format(DATE_TIME_FORMAT_DAYJS) : '-');

/** Unknown parcels: the site's board (numbers masked) to claim one's own from, and the customer's claims with staff's answers. */
export default function UserUnknownPackagesIndex() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const named = useNamed();
  const [tab, setTab] = useState('board');
  const [claiming, setClaiming] = useState<BoardRow | null>(null);
  // A claimed parcel is held by someone's pending claim: it cannot be chosen (spec §8).
  const choose = (row: BoardRow) => {
    if (row.IsClaimed) void message.warning(t('userParcels.claimedCannotSelect'));
    else setClaiming(row);
  };

  return (
    <Card>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'board',
            label: t('userParcels.board'),
            children: (
              <>
                <Typography.Paragraph type="secondary">{t('userParcels.boardHelp')}</Typography.Paragraph>
                <DataTable
                  call={parcels.getPublicUnknownPackages}
                  rowKey="Id"
                  storageKey="userUnknownPackages"
                  card={{ title: 'MaskedCourierNumber', tag: 'IsClaimed', fields: ['CourierCompany', 'WarehouseName', 'Weight', 'SignedTime'], onOpen: choose }}
                  fields={[{ kind: 'custom', name: 'WarehouseId', label: t('userParcels.warehouse'), render: () => <WarehouseSelect allowClear /> }]}
                  actions={[{ key: 'claim', label: t('userParcels.claim'), permission: 'UserUnknownPackage.Claim', onClick: choose }]}
                  columns={[
                    {
                      dataIndex: 'MaskedCourierNumber',
                      title: t('userParcels.courierNumber'),
                      width: 200,
                      render: (number: string, row) => (
                        <Typography.Text type={row.IsClaimed ? 'secondary' : undefined} style={{ fontFamily: 'monospace' }}>
                          {number}
                        </Typography.Text>
                      ),
                    },
                    { dataIndex: 'IsClaimed', title: t('userParcels.claimState'), width: 110, render: (claimed: boolean) => (claimed ? <Tag color="orange">{t('userParcels.claimed')}</Tag> : '-') },
                    { dataIndex: 'CourierCompany', title: t('userParcels.courierCompany'), width: 140, render: (c: string) => c || '-' },
                    { dataIndex: 'WarehouseName', title: t('userParcels.warehouse'), width: 140 },
                    { dataIndex: 'Weight', title: t('userParcels.weight'), width: 110, align: 'right', render: decimalText },
                    { dataIndex: 'SignedTime', title: t('userParcels.signedTime'), width: 170, render: time },
                  ]}
                />
              </>
            ),
          },
          {
            key: 'claims',
            label: t('userParcels.myClaims'),
            children: (
              <DataTable
                call={parcels.getUserClaims}
                rowKey="Id"
                storageKey="userClaims"
                card={{ title: 'CourierNumber', tag: 'ClaimStatus', fields: ['WarehouseName', 'Reply', 'Proof', 'CreationTime', 'DecidedTime'] }}
                fields={[
                  {
                    kind: 'select',
                    name: 'ClaimStatus',
                    label: t('userParcels.claimState'),
                    options: parcels.CLAIM_STATUSES.map((s) => ({ value: s, label: named(parcels.claimLifecycle.names.states[s]) })),
                  },
                ]}
                columns={[
                  { dataIndex: 'CourierNumber', title: t('userParcels.courierNumber'), width: 180 },
                  { dataIndex: 'WarehouseName', title: t('userParcels.warehouse'), width: 140 },
                  { dataIndex: 'ClaimStatus', title: t('userParcels.claimState'), width: 110, render: (s: number) => <ClaimStateTag state={s} /> },
                  { dataIndex: 'Reply', title: t('userParcels.reply'), width: 220, ellipsis: true, render: (r: string) => r || '-' },
                  { dataIndex: 'Proof', title: t('userParcels.proof'), width: 90, render: (p: string) => (p ? <Image src={fileUrl(p)} width={48} height={48} style={{ objectFit: 'cover' }} alt="" /> : '-') },
                  { dataIndex: 'Remarks', title: t('userParcels.remarks'), width: 180, ellipsis: true, render: (r: string) => r || '-' },
                  { dataIndex: 'CreationTime', title: t('userParcels.claimedOn'), width: 170, render: time },
                  { dataIndex: 'DecidedTime', title: t('userParcels.decidedOn'), width: 170, render: time },
                ]}
              />
            ),
          },
        ]}
      />
      {claiming && (
        <ClaimDialog
          row={claiming}
          onClose={() => setClaiming(null)}
          onClaimed={() => {
            setClaiming(null);
            void message.success(t('userParcels.claimSent'));
            setTab('claims');
          }}
        />
      )}
    </Card>
  );
}

const CLAIM_FIELDS = ['CourierNumber', 'Proof', 'Remarks'] as const;

/** The claim of one unknown parcel: its full number, a proof image and remarks. */
function ClaimDialog({ row, onClose, onClaimed }: { row: BoardRow; onClose: () => void; onClaimed: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ClaimValues>();
  const [refusal, setRefusal] = useState<string[]>([]);
  const send = useCallMutation(
    (values: ClaimValues) => {
      setRefusal([]);
      return callApi(parcels.claimUnknownPackage, { Id: row.Id, CourierNumber: values.CourierNumber, Proof: values.Proof?.[0] ?? '', Remarks: values.Remarks }, { silent: true });
    },
    {
      onSuccess: onClaimed,
      onError: (error) => {
        setRefusal(showRefusal(form, error, CLAIM_FIELDS));
      },
    },
  );
  return (
    <FormDialog<ClaimValues>
      form={form}
      name="claim"
      title={t('userParcels.claimTitle', { number: row.MaskedCourierNumber })}
      onClose={onClose}
      onFinish={(v) => send.mutate(v)}
      pending={send.isPending}
      okText={t('userParcels.claim')}
    >
      {refusal.length > 0 && <Alert type="error" showIcon style={{ marginBottom: 16 }} message={refusal.join('；')} data-testid="claim-refusal" />}
      <FormItem name="CourierNumber" label={t('userParcels.fullNumber')} extra={t('userParcels.fullNumberHelp')} rules={[requiredRule(), rules.trackingNumber(), { max: parcels.COURIER_NUMBER_MAX }]}>
        <Input autoComplete="off" data-testid="claim-number" />
      </FormItem>
      <FormItem name="Proof" label={t('userParcels.proof')} extra={t('userParcels.proofHelp')} rules={[requiredRule()]}>
        <ImageUpload max={1} />
      </FormItem>
      <FormItem name="Remarks" label={t('userParcels.remarks')} rules={[{ max: parcels.PACKAGE_REMARKS_MAX }]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} />
      </FormItem>
    </FormDialog>
  );
}
