import { cargoType, COMMODITY_CALLS, commodities as api, commodityCategories, type CommoditySide, type RequestOf } from '@lbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Col, Form, Input, Row, Select, TreeSelect } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { ImageUpload } from '../../components/media/ImageUpload.tsx';
import { UserPicker } from '../../components/pickers/pickers.tsx';
import { rules } from '../../lib/formRules.ts';
import './texts.ts';
import { FormDialog } from '../../components/form/FormDialog.tsx';
import { FormItem } from '../../components/form/FormItem.tsx';

type Fields = RequestOf<typeof api.establishUserCommodity>;
type Values = Fields & { Owner?: { Id: number } | null };

const DECIMALS = [
  ['Length', 'length', 1],
  ['Width', 'width', 1],
  ['Height', 'height', 1],
  ['ActualOfWeight', 'actualWeight', 3],
  ['GrossOfWeight', 'grossWeight', 3],
] as const;

/**
 * Creates or edits a commodity: staff name the customer it belongs to, a customer's are their own.
 * Category and cargo type are the site's enabled ones (the category tree, the cargo type list).
 */
export function CommodityFormModal({ side, id, onClose }: { side: CommoditySide; id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const label = (key: string) => t(`commodities.${key}`);
  const calls = COMMODITY_CALLS[side];
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const detail = useQuery({ queryKey: [calls.detail.path, id], queryFn: () => callApi(calls.detail, { Id: id! }), enabled: id !== null });
  const categories = useQuery({ queryKey: [commodityCategories.getCommodityCategoriesByOneAllList.path, null], queryFn: () => callApi(commodityCategories.getCommodityCategoriesByOneAllList, {}, { silent: true }) });
  const types = useQuery({ queryKey: [cargoType.getSelectCargoTypes.path, null], queryFn: () => callApi(cargoType.getSelectCargoTypes, {}, { silent: true }) });
  const record = id === null ? null : detail.data;

  const save = async ({ Owner, ...fields }: Values) => {
    setSaving(true);
    try {
      if (id !== null) await callApi(calls.edit, { ...fields, Id: id });
      else if (side === 'backstage') await callApi(api.establishCommodity, { ...fields, UserId: Owner!.Id });
      else await callApi(api.establishUserCommodity, fields);
      void message.success(label('saved'));
      onClose();
    } finally {
      setSaving(false);
    }
  };

  const initial: Partial<Values> = record
    ? {
        CommodityCode: record.CommodityCode,
        CommoditySku: record.CommoditySku,
        CommodityName: record.CommodityName,
        EnglishName: record.EnglishName,
        Alias: record.Alias,
        IdentificationCode: record.IdentificationCode,
        Pictures: record.Pictures,
        CategoryId: record.CategoryId,
        CargoTypeId: record.CargoTypeId,
        Currency: record.Currency,
        Price: record.Price,
        DeclarationName: record.DeclarationName,
        Length: record.Length,
        Width: record.Width,
        Height: record.Height,
        ActualOfWeight: record.ActualOfWeight,
        GrossOfWeight: record.GrossOfWeight,
        CommodityStatus: record.CommodityStatus as api.CommodityStatus,
        Remarks: record.Remarks,
      }
    : { Currency: 'CNY', CommodityStatus: api.CommodityStatus.Enabled, Pictures: [] };
  const text = (name: keyof Fields, key: string, max: number, required = false) => (
    <FormItem name={name} label={label(key)} rules={[...(required ? [rules.required()] : []), { max }]}>
      <Input />
    </FormItem>
  );

  return (
    <FormDialog<Values>
      form={form}
      name="commodity"
      width={820}
      open={id === null || Boolean(record)}
      title={label(id === null ? 'createTitle' : 'editTitle')}
      onClose={onClose}
      onFinish={(values) => void save(values).catch(() => undefined)}
      pending={saving}
      formProps={{ initialValues: initial }}
    >
      <Row gutter={12}>
        {side === 'backstage' && id === null && (
          <Col xs={24}>
            <FormItem name="Owner" label={label('customer')} rules={[rules.required()]}>
              <UserPicker accountType={2} />
            </FormItem>
          </Col>
        )}
        <Col xs={24} md={8}>
          {text('CommodityCode', 'code', api.COMMODITY_CODE_MAX, true)}
        </Col>
        <Col xs={24} md={8}>
          {text('CommoditySku', 'sku', api.COMMODITY_CODE_MAX, true)}
        </Col>
        <Col xs={24} md={8}>
          {text('IdentificationCode', 'identificationCode', api.COMMODITY_CODE_MAX)}
        </Col>
        <Col xs={24} md={8}>
          {text('CommodityName', 'name', api.COMMODITY_NAME_MAX, true)}
        </Col>
        <Col xs={24} md={8}>
          {text('EnglishName', 'englishName', api.COMMODITY_NAME_MAX)}
        </Col>
        <Col xs={24} md={8}>
          {text('Alias', 'alias', api.COMMODITY_NAME_MAX)}
        </Col>
        <Col xs={24} md={8}>
          <FormItem name="CategoryId" label={label('category')}>
            <TreeSelect allowClear treeData={categories.data ?? []} fieldNames={{ label: 'Name', value: 'Id', children: 'Children' }} treeDefaultExpandAll />
          </FormItem>
        </Col>
        <Col xs={24} md={8}>
          <FormItem name="CargoTypeId" label={label('cargoType')}>
            <Select allowClear options={(types.data ?? []).map((c) => ({ value: c.Id, label: c.Name }))} />
          </FormItem>
        </Col>
        <Col xs={24} md={8}>
          {text('DeclarationName', 'declarationName', api.COMMODITY_NAME_MAX)}
        </Col>
        <Col xs={12} md={4}>
          <FormItem name="Currency" label={label('currency')} rules={[rules.required()]}>
            <Input maxLength={3} />
          </FormItem>
        </Col>
        <Col xs={12} md={4}>
          <FormItem name="Price" label={label('price')} rules={[rules.decimal({ maxDecimal: 2 })]}>
            <Input inputMode="decimal" />
          </FormItem>
        </Col>
        <Col xs={24} md={8}>
          <FormItem name="CommodityStatus" label={label('status')}>
            <Select
              options={[
                { value: api.CommodityStatus.Enabled, label: label('enabled') },
                { value: api.CommodityStatus.Disabled, label: label('disabled') },
              ]}
            />
          </FormItem>
        </Col>
      </Row>
      <Alert type="info" showIcon message={`${label('declared')} · ${label('redeclareHint')}`} style={{ marginBottom: 12 }} />
      <Row gutter={12}>
        {DECIMALS.map(([name, key, maxDecimal]) => (
          <Col key={name} xs={12} md={name.includes('Weight') ? 6 : 4}>
            <FormItem name={name} label={label(key)} rules={[rules.decimal({ maxDecimal })]}>
              <Input inputMode="decimal" />
            </FormItem>
          </Col>
        ))}
      </Row>
      <FormItem name="Pictures" label={label('pictures')}>
        <ImageUpload max={api.COMMODITY_PICTURES_MAX} />
      </FormItem>
      <FormItem name="Remarks" label={label('remarks')} rules={[{ max: api.COMMODITY_REMARKS_MAX }]}>
        <Input.TextArea rows={2} />
      </FormItem>
    </FormDialog>
  );
}
