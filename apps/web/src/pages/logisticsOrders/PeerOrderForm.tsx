import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { AccountType, logisticsOrders as api, type RequestOf, type ResponseOf } from '@lbo/contracts';
import { Alert, App, Button, Col, Divider, Flex, Form, Input, InputNumber, Row, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { useCallMutation } from '../../api/useCallMutation.ts';
import { FormDialog } from '../../components/form/FormDialog.tsx';
import { FormItem } from '../../components/form/FormItem.tsx';
import { CountrySelect } from '../../components/pickers/CountrySelect.tsx';
import { UserSelect } from '../../components/pickers/PagedSelect.tsx';
import { WarehouseSelect } from '../../components/pickers/WarehouseSelect.tsx';
import { rules } from '../../lib/formRules.ts';
import { CarrierChoice, OptionChoice } from './wizardParts.tsx';
import './texts.ts';

type Body = RequestOf<typeof api.addPeerOrder>;
interface Values {
  Peer?: { Id: number };
  WarehouseId?: number;
  PeerNumber?: string;
  Recipient?: Partial<Body['Recipient']>;
  Pieces?: { Name?: string; WeightKg?: string; LengthCm?: string; WidthCm?: string; HeightCm?: string; Quantity?: number }[];
  Goods?: { Name?: string; Quantity?: number; UnitValue?: string; CurrencyCode?: string }[];
  DeclaredPrice?: string;
  Remarks?: string;
  QuotationId?: number;
  CarrierId?: number;
}

type Priced = ResponseOf<typeof api.pricePeerOrder>;
const PIECE_SIZES = ['Quantity', 'WeightKg', 'LengthCm', 'WidthCm', 'HeightCm'] as const;

/**
 * A peer order by form: the peer (a customer account), the warehouse where the pieces were handed
 * over, the pieces with weight and size, the recipient typed in (checked by the destination's rules
 * on the server, which names the field it refuses) and the declaration. Priced on request, the
 * routes that take the pieces are offered cheapest first with their breakdown; entry takes the one
 * chosen (or, none chosen, the cheapest) and the server prices it again.
 */
export function PeerOrderForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const text = (key: string, params?: Record<string, unknown>) => t(`splitPeer.${key}`, params);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [priced, setPriced] = useState<Priced | null>(null);
  const [stale, setStale] = useState(false);
  const quotationId = Form.useWatch('QuotationId', form);
  const option = priced?.Options.find((o) => o.QuotationId === quotationId);
  const piecesOf = (v: Values) => (v.Pieces ?? []).map((p) => ({ Name: p.Name ?? '', WeightKg: p.WeightKg!, LengthCm: p.LengthCm!, WidthCm: p.WidthCm!, HeightCm: p.HeightCm!, Quantity: p.Quantity ?? 1 }));
  const price = useCallMutation((v: Values) => callApi(api.pricePeerOrder, { UserId: v.Peer!.Id, WarehouseId: v.WarehouseId!, Pieces: piecesOf(v), CountryCode: v.Recipient!.CountryCode!, DeclaredPrice: v.DeclaredPrice || '0' }), {
    onSuccess: (answer) => {
      setPriced(answer);
      setStale(false);
      const cheapest = answer.Options[0];
      form.setFieldsValue({ QuotationId: cheapest?.QuotationId, CarrierId: cheapest?.Carriers[0]?.Id });
    },
  });
  // Only what the price depends on is checked before pricing: the recipient and goods come later.
  const priceNow = () => {
    const lines = (form.getFieldValue('Pieces') as unknown[] | undefined) ?? [];
    const needed = [['Peer'], ['WarehouseId'], ['Recipient', 'CountryCode'], ['DeclaredPrice'], ...lines.flatMap((_, line) => PIECE_SIZES.map((f) => ['Pieces', line, f]))];
    void form
      .validateFields(needed as Parameters<typeof form.validateFields>[0])
      .then(() => price.mutate(form.getFieldsValue(true) as Values))
      .catch(() => undefined);
  };
  const send = useCallMutation((body: Body) => callApi(api.addPeerOrder, body), {
    onSuccess: (row) => {
      void message.success(text('created', { number: row.SerialNumber, total: row.TotalAmount, currency: row.CurrencyCode, route: row.QuotationName }));
      onClose();
    },
  });
  const save = (v: Values) =>
    send.mutate({
      UserId: v.Peer!.Id,
      WarehouseId: v.WarehouseId!,
      PeerNumber: v.PeerNumber ?? '',
      Recipient: { RecipientName: '', PhoneCode: '', Phone: '', CountryCode: '', DetailedAddress: '', ...v.Recipient },
      Pieces: piecesOf(v),
      Goods: (v.Goods ?? []).map((g) => ({ Name: g.Name!, Quantity: g.Quantity ?? 1, UnitValue: g.UnitValue || '0', CurrencyCode: g.CurrencyCode || 'USD' })),
      DeclaredPrice: v.DeclaredPrice || '0',
      Remarks: v.Remarks ?? '',
      ...(priced && !stale && v.QuotationId !== undefined ? { QuotationId: v.QuotationId, CarrierId: v.CarrierId } : {}),
    });
  const size = (name: 'WeightKg' | 'LengthCm' | 'WidthCm' | 'HeightCm', line: number, maxDecimal: number) => (
    <FormItem name={[line, name]} rules={[rules.required(), rules.decimal({ maxDecimal })]} style={{ flex: '1 1 90px' }}>
      <Input inputMode="decimal" placeholder={text(name.charAt(0).toLowerCase() + name.slice(1))} aria-label={text(name.charAt(0).toLowerCase() + name.slice(1))} />
    </FormItem>
  );

  return (
    <FormDialog<Values>
      form={form}
      name="peerOrder"
      drawer
      width={900}
      title={text('peerTitle')}
      onClose={onClose}
      onFinish={save}
      pending={send.isPending}
      formProps={{
        initialValues: { Pieces: [{ Quantity: 1 }], Goods: [{ Quantity: 1, CurrencyCode: 'USD' }] },
        'data-testid': 'peer-order-form',
        onValuesChange: (changed: Partial<Values>) => {
          if (priced && ('Peer' in changed || 'WarehouseId' in changed || 'Pieces' in changed || 'DeclaredPrice' in changed || changed.Recipient?.CountryCode !== undefined)) setStale(true);
        },
      }}
    >
      <Typography.Paragraph type="secondary">{text('priceHelp')}</Typography.Paragraph>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <FormItem name="Peer" label={text('peer')} rules={[rules.required()]}>
            <UserSelect accountType={AccountType.SiteUser} />
          </FormItem>
        </Col>
        <Col xs={24} md={8}>
          <FormItem name="WarehouseId" label={text('warehouse')} rules={[rules.required()]}>
            <WarehouseSelect />
          </FormItem>
        </Col>
        <Col xs={24} md={8}>
          <FormItem name="PeerNumber" label={text('peerNumber')} rules={[{ max: api.PEER_NUMBER_MAX }]}>
            <Input />
          </FormItem>
        </Col>
      </Row>
      <Divider titlePlacement="start">{text('pieces')}</Divider>
      <Form.List name="Pieces">
        {(lines, { add, remove }) => (
          <div data-testid="peer-pieces">
            {lines.map((line) => (
              <Flex key={line.key} gap={8} wrap align="start">
                <FormItem name={[line.name, 'Name']} rules={[{ max: api.GOODS_NAME_MAX }]} style={{ flex: '1 1 120px' }}>
                  <Input placeholder={text('pieceName')} aria-label={text('pieceName')} />
                </FormItem>
                <FormItem name={[line.name, 'Quantity']} rules={[rules.required()]} style={{ flex: '0 1 90px' }}>
                  <InputNumber min={1} max={9999} precision={0} placeholder={text('quantity')} aria-label={text('quantity')} style={{ width: '100%' }} />
                </FormItem>
                {size('WeightKg', line.name, 3)}
                {size('LengthCm', line.name, 2)}
                {size('WidthCm', line.name, 2)}
                {size('HeightCm', line.name, 2)}
                <Button type="text" icon={<DeleteOutlined />} aria-label={text('remove')} onClick={() => remove(line.name)} disabled={lines.length === 1} />
              </Flex>
            ))}
            <Button type="dashed" size="small" icon={<PlusOutlined />} onClick={() => add({ Quantity: 1 })}>
              {text('addPiece')}
            </Button>
          </div>
        )}
      </Form.List>
      <Divider titlePlacement="start">{text('recipient')}</Divider>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <FormItem name={['Recipient', 'RecipientName']} label={text('recipientName')} rules={[rules.required(), { max: 64 }]}>
            <Input />
          </FormItem>
        </Col>
        <Col xs={24} md={8}>
          <FormItem name={['Recipient', 'CountryCode']} label={text('country')} rules={[rules.required()]}>
            <CountrySelect />
          </FormItem>
        </Col>
        <Col xs={24} md={8}>
          <FormItem name={['Recipient', 'PhoneCode']} label={text('phoneCode')} rules={[rules.required(), { max: 5 }]}>
            <Input inputMode="numeric" />
          </FormItem>
        </Col>
        <Col xs={24} md={8}>
          <FormItem name={['Recipient', 'Phone']} label={text('phone')} rules={[rules.required(), rules.mobile(['Recipient', 'PhoneCode'])]}>
            <Input inputMode="tel" />
          </FormItem>
        </Col>
        <Col xs={24} md={8}>
          <FormItem name={['Recipient', 'Tel']} label={text('tel')} rules={[rules.fixedPhone(['Recipient', 'PhoneCode'])]}>
            <Input inputMode="tel" />
          </FormItem>
        </Col>
        <Col xs={24} md={8}>
          <FormItem name={['Recipient', 'IdentityNumber']} label={text('idNumber')} rules={[rules.idCard(['Recipient', 'PhoneCode'])]}>
            <Input />
          </FormItem>
        </Col>
        <Col xs={24} md={8}>
          <FormItem name={['Recipient', 'RegionName']} label={text('region')} rules={[{ max: 255 }]}>
            <Input />
          </FormItem>
        </Col>
        <Col xs={24} md={10}>
          <FormItem name={['Recipient', 'DetailedAddress']} label={text('address')} rules={[rules.required(), { max: 255 }]}>
            <Input />
          </FormItem>
        </Col>
        <Col xs={24} md={6}>
          <FormItem name={['Recipient', 'MailboxCode']} label={text('postalCode')} rules={[{ max: 16 }]}>
            <Input />
          </FormItem>
        </Col>
      </Row>
      <Divider titlePlacement="start">{text('goodsLines')}</Divider>
      <Form.List name="Goods">
        {(lines, { add, remove }) => (
          <div data-testid="peer-goods">
            {lines.map((line) => (
              <Flex key={line.key} gap={8} wrap align="start">
                <FormItem name={[line.name, 'Name']} rules={[rules.required(), { max: api.GOODS_NAME_MAX }]} style={{ flex: '2 1 180px' }}>
                  <Input placeholder={text('goodsName')} aria-label={text('goodsName')} />
                </FormItem>
                <FormItem name={[line.name, 'Quantity']} rules={[rules.required()]} style={{ flex: '1 1 80px' }}>
                  <InputNumber min={1} max={api.ORDER_QUANTITY_MAX} precision={0} placeholder={text('quantity')} aria-label={text('quantity')} style={{ width: '100%' }} />
                </FormItem>
                <FormItem name={[line.name, 'UnitValue']} rules={[rules.decimal({ maxDecimal: 2 })]} style={{ flex: '1 1 100px' }}>
                  <Input inputMode="decimal" placeholder={text('unitValue')} aria-label={text('unitValue')} />
                </FormItem>
                <FormItem name={[line.name, 'CurrencyCode']} rules={[{ pattern: /^[A-Z]{3}$/ }]} style={{ flex: '0 1 90px' }}>
                  <Input placeholder={text('currency')} aria-label={text('currency')} />
                </FormItem>
                <Button type="text" icon={<DeleteOutlined />} aria-label={text('remove')} onClick={() => remove(line.name)} disabled={lines.length === 1} />
              </Flex>
            ))}
            {lines.length < api.ORDER_GOODS_LINES_MAX && (
              <Button type="dashed" size="small" icon={<PlusOutlined />} onClick={() => add({ Quantity: 1, CurrencyCode: 'USD' })}>
                {text('addGoods')}
              </Button>
            )}
          </div>
        )}
      </Form.List>
      <Row gutter={16} style={{ marginTop: 16 }}>
        <Col xs={24} md={8}>
          <FormItem name="DeclaredPrice" label={text('declaredValue')} rules={[rules.decimal({ maxDecimal: 2 })]}>
            <Input inputMode="decimal" />
          </FormItem>
        </Col>
        <Col xs={24} md={16}>
          <FormItem name="Remarks" label={text('remarks')} rules={[{ max: api.ORDER_REMARKS_MAX }]}>
            <Input />
          </FormItem>
        </Col>
      </Row>
      <Divider titlePlacement="start">{text('route')}</Divider>
      <Button onClick={priceNow} loading={price.isPending} data-testid="peer-price">
        {text('price')}
      </Button>
      {priced && stale && <Alert type="warning" showIcon title={text('repriceNeeded')} style={{ marginTop: 12 }} />}
      {priced && !stale && (
        <div style={{ marginTop: 12 }}>
          <FormItem name="QuotationId" label={text('route')}>
            <OptionChoice options={priced.Options} onChange={(id) => form.setFieldsValue({ CarrierId: priced.Options.find((o) => o.QuotationId === id)?.Carriers[0]?.Id })} />
          </FormItem>
          {option && (
            <FormItem name="CarrierId" label={text('carrier')}>
              <CarrierChoice option={option} />
            </FormItem>
          )}
        </div>
      )}
    </FormDialog>
  );
}
