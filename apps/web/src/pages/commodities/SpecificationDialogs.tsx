import { commodities as api, type RequestOf, type ResponseOf } from '@lbo/contracts';
import { App, Col, Descriptions, Form, Input, Radio, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { rules } from '../../lib/formRules.ts';
import { sizeText, weightsText } from './commodityWords.ts';
import './texts.ts';
import { FormDialog } from '../../components/form/FormDialog.tsx';
import { FormItem } from '../../components/form/FormItem.tsx';

type Commodity = ResponseOf<typeof api.getCommodity>['Data'][number];
type Measurement = Omit<RequestOf<typeof api.commoditySpecificationAcquisition>, 'Id'>;

const FIELDS = [
  ['Length', 'length', 1],
  ['Width', 'width', 1],
  ['Height', 'height', 1],
  ['ActualOfWeight', 'actualWeight', 3],
  ['GrossOfWeight', 'grossWeight', 3],
] as const;

/** What the customer declared, beside what is being measured or audited. */
function Declared({ row }: { row: Commodity }) {
  const { t } = useTranslation();
  return (
    <Descriptions
      size="small"
      column={1}
      style={{ marginBottom: 12 }}
      items={[
        { key: 'declared', label: t('commodities.declared'), children: `${sizeText(row.Length, row.Width, row.Height)} · ${weightsText(row.ActualOfWeight, row.GrossOfWeight)}` },
        ...(row.MeasuredTime
          ? [{ key: 'measured', label: t('commodities.measured'), children: `${sizeText(row.MeasuredLength, row.MeasuredWidth, row.MeasuredHeight)} · ${weightsText(row.MeasuredActualOfWeight, row.MeasuredGrossOfWeight)}` }]
          : []),
      ]}
    />
  );
}

/** The warehouse's measurement of a commodity: the first (Acquire) or a correction (Modify). */
export function MeasureDialog({ row, action, onClose }: { row: Commodity; action: 'Acquire' | 'Modify'; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Measurement>();
  const [saving, setSaving] = useState(false);
  const save = async (values: Measurement) => {
    setSaving(true);
    try {
      const call = action === 'Acquire' ? api.commoditySpecificationAcquisition : api.commoditySpecificationModification;
      await callApi(call, { ...values, Id: row.Id });
      void message.success(t('commodities.saved'));
      onClose();
    } finally {
      setSaving(false);
    }
  };
  const initial = action === 'Modify' ? { Length: row.MeasuredLength, Width: row.MeasuredWidth, Height: row.MeasuredHeight, ActualOfWeight: row.MeasuredActualOfWeight, GrossOfWeight: row.MeasuredGrossOfWeight } : {};
  return (
    <FormDialog<Measurement>
      form={form}
      name="measure"
      title={`${t(action === 'Acquire' ? 'commodities.acquire' : 'commodities.modify')} · ${row.CommoditySku}`}
      onClose={onClose}
      onFinish={(values) => void save(values).catch(() => undefined)}
      pending={saving}
      formProps={{ initialValues: initial as Partial<Measurement> }}
    >
      <Declared row={row} />
      <Row gutter={12}>
        {FIELDS.map(([name, key, maxDecimal]) => (
          <Col key={name} xs={12} md={8}>
            <FormItem name={name} label={t(`commodities.${key}`)} rules={[rules.required(), rules.decimal({ maxDecimal })]}>
              <Input inputMode="decimal" />
            </FormItem>
          </Col>
        ))}
      </Row>
    </FormDialog>
  );
}

type AuditValues = Omit<RequestOf<typeof api.commoditySpecificationsAuditStatus>, 'Id'>;

/** Passing or refusing the customer's declared specification; a refusal says why (the customer is told). */
export function AuditDialog({ row, onClose }: { row: Commodity; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<AuditValues>();
  const [saving, setSaving] = useState(false);
  const result = Form.useWatch('AuditStatus', form);
  const save = async (values: AuditValues) => {
    setSaving(true);
    try {
      await callApi(api.commoditySpecificationsAuditStatus, { ...values, Id: row.Id });
      void message.success(t('commodities.done'));
      onClose();
    } finally {
      setSaving(false);
    }
  };
  return (
    <FormDialog
      form={form}
      name="audit"
      title={`${t('commodities.auditTitle')} · ${row.CommoditySku}`}
      onClose={onClose}
      onFinish={(values) => void save(values).catch(() => undefined)}
      pending={saving}
      formProps={{ initialValues: { AuditStatus: api.AuditStatus.Passed }, 'data-testid': 'audit-form' }}
    >
      <Declared row={row} />
      <FormItem name="AuditStatus" label={t('commodities.result')} extra={t('commodities.auditHint')}>
        <Radio.Group
          options={[
            { value: api.AuditStatus.Passed, label: t('commodities.approve') },
            { value: api.AuditStatus.Refused, label: t('commodities.refuse') },
          ]}
        />
      </FormItem>
      {result === api.AuditStatus.Refused && (
        <FormItem name="AuditReason" label={t('commodities.auditReason')} rules={[rules.required(), { max: api.AUDIT_REASON_MAX }]}>
          <Input.TextArea rows={3} placeholder={t('commodities.refuseHint')} />
        </FormItem>
      )}
    </FormDialog>
  );
}
