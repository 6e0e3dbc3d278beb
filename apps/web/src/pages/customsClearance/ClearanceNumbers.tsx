import { customsClearanceCompany as api, type RequestOf } from '@lbo/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Form, InputNumber, Progress, Switch, Tag, Typography } from 'antd';
import type { RuleRender } from 'antd/es/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, type RowOf } from '../../api/client.ts';
import { useCallMutation } from '../../api/useCallMutation.ts';
import '../../components/siteList/texts.ts';
import { DataTable, dataTableKey } from '../../components/table/DataTable.tsx';
import { rules } from '../../lib/formRules.ts';
import './texts.ts';
import { FormDialog } from '../../components/form/FormDialog.tsx';

type Company = RowOf<typeof api.getCustomsClearanceCompanies>;
type NumberRow = RowOf<typeof api.getCustomsClearanceNumbers>;
type Values = Omit<RequestOf<typeof api.addCustomsClearanceNumber>, 'CompanyId'>;

/** The clearance numbers of one company: how much of each is used, add, edit and delete. */
export function ClearanceNumbers({ company, onChanged }: { company: Company; onChanged: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<NumberRow | 'new' | null>(null);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: dataTableKey(api.getCustomsClearanceNumbers) });
    onChanged();
  };
  return (
    <>
      <DataTable
        call={api.getCustomsClearanceNumbers}
        params={{ CompanyId: company.Id }}
        rowKey="Id"
        fields={[{ kind: 'text', name: 'Number', label: t('customsClearance.number.number') }]}
        toolbar={[{ key: 'add', label: t('customsClearance.number.add'), primary: true, permission: 'CustomsClearanceCompany.Numbers', onClick: () => setEditing('new') }]}
        actions={[
          { key: 'edit', label: t('customsClearance.number.edit'), permission: 'CustomsClearanceCompany.Numbers', onClick: (row: NumberRow) => setEditing(row) },
          {
            key: 'delete',
            label: t('customsClearance.number.delete'),
            danger: true,
            permission: 'CustomsClearanceCompany.Numbers',
            hidden: (row: NumberRow) => row.UsedQuantity > 0,
            confirm: t('customsClearance.number.deleteConfirm'),
            onClick: async (row: NumberRow) => {
              await callApi(api.deleteCustomsClearanceNumber, { Id: row.Id });
              void message.success(t('siteList.deleted'));
              onChanged();
            },
          },
        ]}
        columns={[
          { dataIndex: 'FullNumber', title: t('customsClearance.number.fullNumber'), width: 180 },
          {
            key: 'usage',
            title: t('customsClearance.number.usage'),
            width: 200,
            render: (_, row) => (
              <Progress
                size="small"
                percent={Math.round((row.UsedQuantity / row.MaxQuantity) * 100)}
                status={row.UsedQuantity >= row.MaxQuantity ? 'exception' : 'normal'}
                format={() => `${row.UsedQuantity} / ${row.MaxQuantity}`}
              />
            ),
          },
          { dataIndex: 'IsEnabled', title: t('siteList.status'), width: 90, render: (on: boolean) => (on ? <Tag color="green">{t('siteList.enabled')}</Tag> : <Tag>{t('siteList.disabled')}</Tag>) },
          { dataIndex: 'Remarks', title: t('siteList.remarks'), ellipsis: true },
        ]}
      />
      {editing && (
        <NumberFormModal
          companyId={company.Id}
          editing={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void message.success(t('siteList.saved'));
            refresh();
          }}
        />
      )}
    </>
  );
}

function NumberFormModal(props: { companyId: number; editing: NumberRow | 'new'; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const existing = props.editing === 'new' ? null : props.editing;
  const usedWithinMax: RuleRender = ({ getFieldValue }) => ({
    validator: async (_, used: unknown) => {
      const max: unknown = getFieldValue('MaxQuantity');
      if (typeof used === 'number' && typeof max === 'number' && used > max) throw new Error(t('customsClearance.number.usedAboveMax'));
    },
  });
  const save = useCallMutation(
    (values: Values) =>
      existing === null
        ? callApi(api.addCustomsClearanceNumber, { ...values, CompanyId: props.companyId })
        : callApi(api.editCustomsClearanceNumber, { Id: existing.Id, Number: values.Number, MaxQuantity: values.MaxQuantity, IsEnabled: values.IsEnabled, Remarks: values.Remarks }),
    { onSuccess: props.onSaved },
  );
  const quantity = <InputNumber min={0} max={api.CLEARANCE_QUANTITY_MAX} precision={0} style={{ width: '100%' }} />;
  return (
    <FormDialog<Values>
      form={form}
      name="clearanceNumber"
      title={t(existing === null ? 'customsClearance.number.createTitle' : 'customsClearance.number.editTitle')}
      onClose={props.onClose}
      onFinish={(v) => save.mutate(v)}
      pending={save.isPending}
      formProps={{ initialValues: existing ?? { MaxQuantity: 1, UsedQuantity: 0, IsEnabled: true } }}
      fields={[
        { name: 'Number', label: t('customsClearance.number.number'), rules: [rules.required(), rules.noSpecialCharacters(), { max: api.CLEARANCE_NUMBER_MAX }], span: 2 },
        { name: 'MaxQuantity', label: t('customsClearance.number.maxQuantity'), input: quantity, rules: [rules.required(), rules.integer({ cannotBeZero: true })] },
        {
          name: 'UsedQuantity',
          label: t('customsClearance.number.usedQuantity'),
          input: <InputNumber disabled={existing !== null} min={0} precision={0} style={{ width: '100%' }} />,
          rules: existing === null ? [rules.integer(), usedWithinMax] : [],
          dependencies: ['MaxQuantity'],
        },
        { name: 'IsEnabled', label: t('siteList.enabled'), input: <Switch /> },
        { name: 'Remarks', label: t('siteList.remarks'), input: 'textarea', rules: [{ max: api.CLEARANCE_REMARKS_MAX }], span: 2 },
      ]}
    >
      {existing === null && <Typography.Text type="secondary">{t('customsClearance.number.usedHelp')}</Typography.Text>}
    </FormDialog>
  );
}
