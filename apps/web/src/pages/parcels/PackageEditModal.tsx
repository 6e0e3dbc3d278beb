import { parcels as api, type RequestOf } from '@lbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Col, Form, Input, InputNumber, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { useCallMutation } from '../../api/useCallMutation.ts';
import { ImageUpload } from '../../components/media/ImageUpload.tsx';
import { rules } from '../../lib/formRules.ts';
import './texts.ts';
import { FormDialog } from '../../components/form/FormDialog.tsx';
import { FormItem } from '../../components/form/FormItem.tsx';

type EditBody = RequestOf<typeof api.editPackage>;

/** Staff correct a received parcel's measurements, photos or declaration; the server records it in the parcel's history. */
export function PackageEditModal({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const label = (key: string) => t(`parcels.${key}`);
  const [form] = Form.useForm<EditBody>();
  const detail = useQuery({ queryKey: [api.getPackageById.path, id], queryFn: () => callApi(api.getPackageById, { Id: id }) });
  const record = detail.data;

  const save = useCallMutation((values: EditBody) => callApi(api.editPackage, { ...values, Id: id }), {
    onSuccess: () => {
      void message.success(label('saved'));
      onClose();
    },
  });
  const decimal = (key: 'Weight' | 'Length' | 'Width' | 'Height' | 'Price' | 'PurchasePrice', maxDecimal: number) => (
    <FormItem name={key} label={label(key === 'PurchasePrice' ? 'purchasePrice' : key.toLowerCase())} rules={[rules.decimal({ maxDecimal })]}>
      <Input inputMode="decimal" />
    </FormItem>
  );

  return (
    <FormDialog
      form={form}
      name="package"
      width={720}
      open={Boolean(record)}
      loading={!record}
      title={`${label('list.editTitle')} ${record?.CourierNumber ?? ''}`}
      onClose={onClose}
      onFinish={(values) => save.mutate(values)}
      pending={save.isPending}
      formProps={{
        initialValues: record && {
          CourierCompany: record.CourierCompany,
          ProductName: record.ProductName,
          Quantity: record.Quantity,
          Price: record.Price ?? undefined,
          PurchasePrice: record.PurchasePrice ?? undefined,
          PurchaseCurrency: record.PurchaseCurrency,
          ShopNo: record.ShopNo,
          Weight: record.Weight ?? undefined,
          Length: record.Length ?? undefined,
          Width: record.Width ?? undefined,
          Height: record.Height ?? undefined,
          Pictures: record.Pictures,
          Remarks: record.Remarks,
        },
      }}
    >
      <Row gutter={12}>
        <Col xs={24} md={12}>
          <FormItem name="CourierCompany" label={label('courierCompany')} rules={[{ max: api.COURIER_COMPANY_MAX }]}>
            <Input />
          </FormItem>
        </Col>
        <Col xs={24} md={12}>
          <FormItem name="ProductName" label={label('product')} rules={[{ max: api.PRODUCT_NAME_MAX }]}>
            <Input />
          </FormItem>
        </Col>
        <Col xs={12} md={6}>
          <FormItem name="Quantity" label={label('quantity')} rules={[rules.integer()]}>
            <InputNumber min={1} precision={0} style={{ width: '100%' }} />
          </FormItem>
        </Col>
        <Col xs={12} md={6}>
          {decimal('Price', 2)}
        </Col>
        <Col xs={12} md={6}>
          {decimal('PurchasePrice', 2)}
        </Col>
        <Col xs={12} md={6}>
          <FormItem name="ShopNo" label={label('shopNo')} rules={[{ max: api.SHOP_NO_MAX }]}>
            <Input />
          </FormItem>
        </Col>
        {(['Weight', 'Length', 'Width', 'Height'] as const).map((key) => (
          <Col key={key} xs={12} md={6}>
            {decimal(key, key === 'Weight' ? 3 : 1)}
          </Col>
        ))}
      </Row>
      <FormItem name="Pictures" label={label('photos')}>
        <ImageUpload max={api.PACKAGE_PICTURES_MAX} />
      </FormItem>
      <FormItem name="Remarks" label={label('remarks')} rules={[{ max: api.PACKAGE_REMARKS_MAX }]}>
        <Input.TextArea rows={2} />
      </FormItem>
    </FormDialog>
  );
}
