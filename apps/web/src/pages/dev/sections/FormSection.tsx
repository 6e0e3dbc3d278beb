import { App, Button, Col, Divider, Form, Input, Radio, Row, Space, Typography } from 'antd';
import { checkOverfilling } from '@lbo/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailDrawer, DetailView, type DetailGroup } from '../../../components/form/DetailView.tsx';
import { EditableTable, type EditableColumn } from '../../../components/form/EditableTable.tsx';
import type { FormField } from '../../../components/form/FormFields.tsx';
import { SimpleForm } from '../../../components/form/SimpleForm.tsx';
import { StepWizard } from '../../../components/form/StepWizard.tsx';
import { TabsForm } from '../../../components/form/TabsForm.tsx';
import { rules } from '../../../lib/formRules.ts';

const PHONE_CODES = ['86', '852', '853', '886'].map((code) => ({ value: code, label: `+${code}` }));

interface Commodity {
  CommodityCode: string;
  Name: string;
  Quantity: string;
  UnitPrice: string;
}

interface Parcel {
  TrackingNumber: string;
  Status: string;
  Warehouse: string;
  Shelf: string;
  Weight: string;
  Volume: string;
  DeclaredValue: string;
  ForecastAt: string;
  ReceivedAt: string;
  Remark: string;
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div style={{ marginBottom: 24 }}>
      <Typography.Title level={5}>{title}</Typography.Title>
      {children}
    </div>
  );
}

/** Gallery: the form parts with a parcel forecast, a commodity list, a consignment in tabs, a wizard and a parcel detail. */
export function FormSection() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [forecast] = Form.useForm();
  const [wizardParcel] = Form.useForm();
  const [wizardStep, setWizardStep] = useState(0);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const s = (key: string) => t(`form.sample.${key}`);

  const warehouses = [
    { value: 'SZ-BA', label: s('warehouseShenzhen') },
    { value: 'HK-KC', label: s('warehouseHongKong') },
  ];
  const trackingNumber: FormField = { name: 'TrackingNumber', label: s('trackingNumber'), rules: [rules.required(), rules.trackingNumber()] };
  const weight: FormField = {
    name: 'Weight',
    label: s('weight'),
    input: <Input suffix="kg" />,
    rules: [rules.required(), rules.decimal({ cannotBeZero: true })],
  };
  const declaredValue: FormField = { name: 'DeclaredValue', label: s('declaredValue'), rules: [rules.decimal({ maxDecimal: 2 })] };
  const phoneCode: FormField = { name: 'PhoneCode', label: s('phoneCode'), input: 'select', options: PHONE_CODES };
  const mobile: FormField = { name: 'Mobile', label: s('mobile'), rules: [rules.mobile()], dependencies: ['PhoneCode'] };

  const commodityColumns: EditableColumn<Commodity>[] = [
    { key: 'CommodityCode', title: s('commodityCode'), rules: [rules.noSpecialCharacters()], width: 160 },
    { key: 'Name', title: s('commodityName'), width: 200 },
    { key: 'Quantity', title: s('quantity'), rules: [rules.required(), rules.integer({ cannotBeZero: true })], width: 120 },
    { key: 'UnitPrice', title: s('unitPrice'), rules: [rules.required(), rules.decimal({ maxDecimal: 2 })], width: 140 },
  ];

  const parcel: Parcel = {
    TrackingNumber: 'SF1234567890123',
    Status: 'OnShelf',
    Warehouse: s('warehouseShenzhen'),
    Shelf: 'A-03-12',
    Weight: '2.350',
    Volume: '0.012',
    DeclaredValue: '128.50',
    ForecastAt: '2024-05-02T14:20:00',
    ReceivedAt: '2024-05-06T09:30:00',
    Remark: s('remarkText'),
  };
  const parcelGroups: DetailGroup<Parcel>[] = [
    {
      key: 'basic',
      title: s('basicGroup'),
      fields: [
        { key: 'TrackingNumber', label: s('trackingNumber') },
        { key: 'Status', label: s('status'), value: { type: 'tag', labels: { OnShelf: s('statusOnShelf') }, colors: { OnShelf: 'green' } } },
        { key: 'Warehouse', label: s('warehouse') },
        { key: 'Shelf', label: s('shelf') },
      ],
    },
    {
      key: 'measure',
      title: s('measureGroup'),
      fields: [
        { key: 'Weight', label: s('weight'), value: { type: 'decimal', unit: 'kg' } },
        { key: 'Volume', label: s('volume'), value: { type: 'decimal', unit: 'm³' } },
        { key: 'DeclaredValue', label: s('declaredValue'), value: { type: 'decimal' } },
      ],
    },
    {
      key: 'time',
      title: s('timeGroup'),
      fields: [
        { key: 'ForecastAt', label: s('forecastAt'), value: { type: 'date' } },
        { key: 'ReceivedAt', label: s('receivedAt'), value: { type: 'date' } },
        { key: 'Remark', label: s('remark') },
      ],
    },
  ];

  return (
    <>
      <Part title={s('forecastTitle')}>
        <SimpleForm
          name="galleryForecast"
          form={forecast}
          widthSize={3}
          initialValues={{ TrackingNumber: 'SF1234567890123', Weight: '2.350', DeclaredValue: '128.50', Warehouse: 'SZ-BA', PhoneCode: '86' }}
          fields={[trackingNumber, weight, declaredValue, { name: 'Warehouse', label: s('warehouse'), input: 'select', options: warehouses }, phoneCode, mobile]}
          onFinish={() => void message.success(s('submitted'))}
          footer={
            <Space>
              <Button type="primary" htmlType="submit">
                {t('app.save')}
              </Button>
              <Button onClick={() => forecast.resetFields()}>{t('app.reset')}</Button>
            </Space>
          }
        />
      </Part>
      <Divider />
      <Part title={s('commodityTitle')}>
        <EditableTable<Commodity>
          columns={commodityColumns}
          tableRules={[{ column: 'CommodityCode', check: (rows) => checkOverfilling(rows.map((row) => row.CommodityCode)) }]}
          initialRows={[
            { CommodityCode: 'BT-HS-001', Name: s('bluetoothHeadset'), Quantity: '2', UnitPrice: '19.90' },
            { CommodityCode: 'PC-IP15-017', Name: s('phoneCase'), Quantity: '10', UnitPrice: '1.25' },
          ]}
          newRow={() => ({ CommodityCode: '', Name: '', Quantity: '1', UnitPrice: '' })}
          onSave={(rows) => void message.success(t('form.sample.saved', { count: rows.length }))}
          onValidationError={(columns) => void message.error(t('form.sample.invalidColumns', { columns: columns.join(', ') }))}
        />
      </Part>
      <Divider />
      <Row gutter={[24, 24]}>
        <Col xs={24} xl={12}>
          <Part title={s('tabsTitle')}>
            <TabsForm
              name="galleryConsignment"
              sections={[
                { key: 'parcel', label: s('parcelTab'), fields: [trackingNumber, weight, declaredValue] },
                {
                  key: 'consignee',
                  label: s('consigneeTab'),
                  fields: [
                    { name: 'Consignee', label: s('consigneeName'), rules: [rules.required()] },
                    phoneCode,
                    mobile,
                    { name: 'Email', label: s('email'), rules: [rules.email()] },
                    { name: 'IdCard', label: s('idCard'), rules: [rules.idCard()], dependencies: ['PhoneCode'] },
                  ],
                },
              ]}
              initialValues={{ TrackingNumber: 'YT7788990011', Weight: '0.860', PhoneCode: '852' }}
              onSubmit={() => {
                void message.success(s('submitted'));
                return false;
              }}
              onCancel={() => void message.info(s('cancelled'))}
            />
          </Part>
        </Col>
        <Col xs={24} xl={12}>
          <Part title={s('wizardTitle')}>
            <StepWizard
              active={wizardStep}
              onActiveChange={setWizardStep}
              successTitle={s('wizardDone')}
              successSubTitle="SF1234567890123"
              onComplete={() => {
                wizardParcel.resetFields();
                setWizardStep(0);
              }}
              steps={[
                {
                  key: 'parcel',
                  title: s('stepParcel'),
                  content: <SimpleForm name="galleryWizard" form={wizardParcel} fields={[trackingNumber, weight]} initialValues={{ TrackingNumber: 'SF1234567890123', Weight: '2.35' }} />,
                  beforeNext: () => wizardParcel.validateFields(),
                },
                {
                  key: 'warehouse',
                  title: s('stepWarehouse'),
                  content: <Radio.Group options={warehouses} defaultValue="SZ-BA" />,
                },
                { key: 'confirm', title: s('stepConfirm'), content: <Typography.Paragraph>{s('confirmText')}</Typography.Paragraph> },
              ]}
            />
          </Part>
        </Col>
      </Row>
      <Divider />
      <Part title={s('detailTitle')}>
        <DetailView groups={parcelGroups} record={parcel} />
        <Button style={{ marginTop: 12 }} onClick={() => setDrawerOpen(true)}>
          {s('openDrawer')}
        </Button>
        <DetailDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} title={s('detailTitle')} groups={parcelGroups} record={parcel} />
      </Part>
    </>
  );
}
