import { parcels as api } from '@lbo/contracts';
import { App, Badge, Card, Flex, Form, Image, Input, Tabs, Tag } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, type RowOf } from '../../api/client.ts';
import { useCallMutation } from '../../api/useCallMutation.ts';
import { fileUrl } from '../../components/media/fileUrl.ts';
import { SiteSelect } from '../../components/site/SiteSelect.tsx';
import { useSiteChoice } from '../../components/site/useSiteChoice.ts';
import { DataTable } from '../../components/table/DataTable.tsx';
import { claimStateName, time } from './lifecycleNames.ts';
import { PackageDetailDrawer } from './PackageDetailDrawer.tsx';
import './texts.ts';
import { FormDialog } from '../../components/form/FormDialog.tsx';
import { FormItem } from '../../components/form/FormItem.tsx';

type Unknown = RowOf<typeof api.getUnknownPackages>;
type Claim = RowOf<typeof api.getClaims>;
type Decision = { kind: 'assign'; parcel: Unknown } | { kind: 'approve' | 'refuse'; claim: Claim };

const CLAIM_COLORS: Record<number, string> = { [api.ClaimStatus.Pending]: 'gold', [api.ClaimStatus.Approved]: 'green', [api.ClaimStatus.Refused]: 'red' };

/** Unknown parcels (no owner): give one to a customer by member number, or decide the customers' claims. */
export default function UnknownPackagesIndex() {
  const { t } = useTranslation();
  const label = (key: string, params?: Record<string, unknown>) => t(`parcels.${key}`, params);
  const { isPlatform, siteId, setSiteId } = useSiteChoice();
  const site = isPlatform && siteId ? { SiteId: siteId } : {};
  const [tab, setTab] = useState('parcels');
  const [detailId, setDetailId] = useState<number | null>(null);
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const batchSearch = { kind: 'text', name: 'CourierNumbers', label: label('courierNumber') } as const;

  const parcels = (
    <DataTable
      call={api.getUnknownPackages}
      params={site}
      fields={[batchSearch]}
      rowKey="Id"
      storageKey="unknownPackages"
      actions={[
        { key: 'detail', label: label('detail'), onClick: (row: Unknown) => setDetailId(row.Id) },
        { key: 'assign', label: label('unknownList.assign'), permission: 'UnknownPackage.Assign', hidden: (row: Unknown) => !row.Actions.includes('Assign'), onClick: (row: Unknown) => setDeciding({ kind: 'assign', parcel: row }) },
      ]}
      columns={[
        { dataIndex: 'CourierNumber', title: label('courierNumber'), width: 170, render: (n: string, row) => <a onClick={() => setDetailId(row.Id)}>{n}</a> },
        { dataIndex: 'PendingClaims', title: label('unknownList.pendingClaims'), width: 110, align: 'right', render: (n: number) => (n > 0 ? <Badge count={n} color="gold" /> : 0) },
        { dataIndex: 'CourierCompany', title: label('courierCompany'), width: 130 },
        { dataIndex: 'WarehouseName', title: label('warehouse'), width: 140 },
        { dataIndex: 'Weight', title: label('weight'), width: 100, align: 'right' },
        { dataIndex: 'ShelfCode', title: label('shelf'), width: 100 },
        { dataIndex: 'SignedTime', title: label('signedTime'), width: 170, render: time },
      ]}
    />
  );
  const claims = (
    <DataTable
      call={api.getClaims}
      params={site}
      fields={[
        batchSearch,
        { kind: 'select', name: 'ClaimStatus', label: label('unknownList.claimStatus'), options: api.CLAIM_STATUSES.map((s) => ({ value: s, label: claimStateName(s) })) },
      ]}
      rowKey="Id"
      storageKey="packageClaims"
      actions={[
        { key: 'approve', label: label('unknownList.approve'), permission: 'UnknownPackage.Approve', hidden: (row: Claim) => !row.Actions.includes('Approve'), onClick: (row: Claim) => setDeciding({ kind: 'approve', claim: row }) },
        { key: 'refuse', label: label('unknownList.refuse'), danger: true, permission: 'UnknownPackage.Refuse', hidden: (row: Claim) => !row.Actions.includes('Refuse'), onClick: (row: Claim) => setDeciding({ kind: 'refuse', claim: row }) },
      ]}
      columns={[
        { dataIndex: 'CourierNumber', title: label('courierNumber'), width: 170, render: (n: string, row) => <a onClick={() => setDetailId(row.PackageId)}>{n}</a> },
        { dataIndex: 'ClaimStatus', title: label('unknownList.claimStatus'), width: 100, render: (s: number) => <Tag color={CLAIM_COLORS[s]}>{claimStateName(s)}</Tag> },
        { key: 'claimant', title: label('unknownList.claimant'), width: 180, render: (_: never, r: Claim) => `${r.UserName} · ${r.MemberNumber}` },
        { dataIndex: 'Proof', title: label('unknownList.proof'), width: 90, render: (proof: string) => (proof ? <Image src={fileUrl(proof)} width={48} height={48} style={{ objectFit: 'cover' }} alt="" /> : '-') },
        { dataIndex: 'Remarks', title: label('remarks'), width: 180, ellipsis: true },
        { dataIndex: 'WarehouseName', title: label('warehouse'), width: 130 },
        { dataIndex: 'Reply', title: label('unknownList.reply'), width: 180, ellipsis: true },
        { dataIndex: 'CreationTime', title: label('createdAt'), width: 170, render: time },
        { dataIndex: 'DecidedTime', title: label('unknownList.decided'), width: 170, render: time },
      ]}
    />
  );

  return (
    <Card>
      {isPlatform && (
        <Flex style={{ marginBottom: 16 }}>
          <SiteSelect value={siteId} onChange={setSiteId} placeholder={label('all')} allowClear />
        </Flex>
      )}
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'parcels', label: label('unknownList.parcels'), children: parcels },
          { key: 'claims', label: label('unknownList.claims'), children: claims },
        ]}
      />
      <PackageDetailDrawer id={detailId} onClose={() => setDetailId(null)} />
      {deciding?.kind === 'assign' && <AssignModal parcel={deciding.parcel} onClose={() => setDeciding(null)} />}
      {deciding?.kind === 'approve' && <ApproveModal claim={deciding.claim} onClose={() => setDeciding(null)} />}
      {deciding?.kind === 'refuse' && <RefuseModal claim={deciding.claim} onClose={() => setDeciding(null)} />}
    </Card>
  );
}

/** A decision's small form: the proof of a claim when there is one, and the fields. */
function DecisionForm<Values extends object>({ title, danger, proof, onSubmit, onClose, children }: { title: string; danger?: boolean; proof?: string; onSubmit: (values: Values) => Promise<string>; onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const submit = useCallMutation(onSubmit, {
    onSuccess: (done) => {
      void message.success(done);
      onClose();
    },
  });
  return (
    <FormDialog<Values>
      form={form}
      name="decision"
      title={title}
      onClose={onClose}
      onFinish={(values) => submit.mutate(values)}
      pending={submit.isPending}
      okText={t('app.confirm')}
      okButtonProps={{ danger }}
    >
      {proof && (
        <FormItem label={t('parcels.unknownList.proof')}>
          <Image src={fileUrl(proof)} width={160} alt="" />
        </FormItem>
      )}
      {children}
    </FormDialog>
  );
}

/** Give an unknown parcel to the customer of a member number. */
function AssignModal({ parcel, onClose }: { parcel: Unknown; onClose: () => void }) {
  const { t } = useTranslation();
  const label = (key: string, params?: Record<string, unknown>) => t(`parcels.${key}`, params);
  return (
    <DecisionForm<{ MemberNumber: string; Remarks?: string }>
      title={label('unknownList.assignTitle', { number: parcel.CourierNumber })}
      onClose={onClose}
      onSubmit={async (values) => {
        await callApi(api.assignUnknownPackage, { Id: parcel.Id, MemberNumber: values.MemberNumber, Remarks: values.Remarks });
        return label('unknownList.assigned');
      }}
    >
      <FormItem name="MemberNumber" label={label('memberNumber')} rules={[{ required: true, whitespace: true }, { max: 32 }]}>
        <Input autoFocus />
      </FormItem>
      <FormItem name="Remarks" label={label('remarks')} rules={[{ max: api.PACKAGE_REMARKS_MAX }]}>
        <Input.TextArea rows={2} />
      </FormItem>
    </DecisionForm>
  );
}

/** Approve a claim, with an optional note to the customer. */
function ApproveModal({ claim, onClose }: { claim: Claim; onClose: () => void }) {
  const { t } = useTranslation();
  const label = (key: string, params?: Record<string, unknown>) => t(`parcels.${key}`, params);
  return (
    <DecisionForm<{ Reply?: string }>
      title={label('unknownList.approveTitle', { number: claim.CourierNumber })}
      proof={claim.Proof}
      onClose={onClose}
      onSubmit={async (values) => {
        await callApi(api.approveClaim, { Id: claim.Id, Reply: values.Reply });
        return label('unknownList.approved');
      }}
    >
      <FormItem name="Reply" label={label('unknownList.reply')} rules={[{ max: api.PACKAGE_REMARKS_MAX }]}>
        <Input.TextArea rows={3} autoFocus />
      </FormItem>
    </DecisionForm>
  );
}

/** Refuse a claim: the reason is required, the customer reads it. */
function RefuseModal({ claim, onClose }: { claim: Claim; onClose: () => void }) {
  const { t } = useTranslation();
  const label = (key: string, params?: Record<string, unknown>) => t(`parcels.${key}`, params);
  return (
    <DecisionForm<{ Reply: string }>
      title={label('unknownList.refuseTitle', { number: claim.CourierNumber })}
      proof={claim.Proof}
      danger
      onClose={onClose}
      onSubmit={async (values) => {
        await callApi(api.refuseClaim, { Id: claim.Id, Reply: values.Reply });
        return label('unknownList.refused');
      }}
    >
      <FormItem name="Reply" label={label('unknownList.reason')} rules={[{ required: true, whitespace: true }, { max: api.PACKAGE_REMARKS_MAX }]}>
        <Input.TextArea rows={3} autoFocus />
      </FormItem>
    </DecisionForm>
  );
}
