import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { commodities, INBOUND_CALLS, inboundDocuments as api, type InboundSide } from '@lbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Col, Flex, Form, Input, InputNumber, Row, Select, Space, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { ImageUpload } from '../../components/media/ImageUpload.tsx';
import { UserPicker } from '../../components/pickers/pickers.tsx';
import { WarehouseSelect } from '../../components/pickers/WarehouseSelect.tsx';
import { rules } from '../../lib/formRules.ts';
import { useNamed } from './inboundWords.tsx';
import './texts.ts';
import { FormDialog } from '../../components/form/FormDialog.tsx';
import { FormItem } from '../../components/form/FormItem.tsx';

interface LineValues {
  CommodityId?: number;
  ExpectedQuantity?: number;
}
interface BoxValues {
  BinType: number;
  Length?: string;
  Width?: string;
  Height?: string;
  Weight?: string;
  Pictures?: string[];
  Lines: LineValues[];
}
interface Values {
  Owner?: { Id: number } | null;
  InboundType: number;
  WarehouseId?: number;
  TransportWarehouseId?: number | null;
  Carrier?: string;
  CourierNumbers?: string[];
  IsUnpacking: boolean;
  Remarks?: string;
  Boxes: BoxValues[];
}

const emptyBox = (): BoxValues => ({ BinType: api.BinType.Carton, Lines: [{}] });
const decimal = (v: string | undefined) => (v === undefined || v === '' ? null : v);

/** The merchant's commodities a line may take (staff: of the customer chosen). */
function useCommodityOptions(side: InboundSide, ownerId: number | undefined) {
  return useQuery({
    queryKey: ['inboundCommodities', side, ownerId ?? null],
    enabled: side === 'user' || ownerId !== undefined,
    queryFn: async () => {
      const page = side === 'user' ? await callApi(commodities.getUserCommodityByUserId, { rows: 100 }) : await callApi(commodities.getCommodityByUserId, { rows: 100, UserId: ownerId! });
      return page.Data.map((c) => ({ value: c.Id, label: `${c.CommodityCode} · ${c.CommodityName}` }));
    },
  });
}

/**
 * A document's form in a drawer: the customer (staff), warehouse, type and transport, and its
 * boxes, each with its goods (a commodity and a quantity per line). Saving an edit replaces the
 * boxes and lines.
 */
export function InboundDocumentForm({ side, id, onClose }: { side: InboundSide; id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const label = (key: string, params?: Record<string, unknown>) => t(`inbound.${key}`, params);
  const named = useNamed();
  const { message } = App.useApp();
  const calls = INBOUND_CALLS[side];
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const existing = useQuery({ queryKey: [calls.detail.path, id, 'form'], queryFn: () => callApi(calls.detail, { Id: id! }), enabled: id !== null, gcTime: 0 });
  const owner = Form.useWatch('Owner', form) as Values['Owner'];
  const inboundType = Form.useWatch('InboundType', form) as number | undefined;
  const ownerId = side === 'user' ? undefined : (owner?.Id ?? existing.data?.UserId);
  const options = useCommodityOptions(side, ownerId);

  const save = async (v: Values) => {
    setSaving(true);
    try {
      const fields = {
        InboundType: v.InboundType as api.InboundType,
        WarehouseId: v.WarehouseId!,
        TransportWarehouseId: v.TransportWarehouseId ?? null,
        Carrier: v.Carrier ?? '',
        CourierNumbers: v.CourierNumbers ?? [],
        IsUnpacking: v.IsUnpacking,
        Remarks: v.Remarks ?? '',
        Boxes: v.Boxes.map((b) => ({
          BinType: b.BinType as 1 | 2 | 3,
          Length: decimal(b.Length),
          Width: decimal(b.Width),
          Height: decimal(b.Height),
          Weight: decimal(b.Weight),
          Pictures: b.Pictures ?? [],
          Lines: b.Lines.map((l) => ({ CommodityId: l.CommodityId!, ExpectedQuantity: l.ExpectedQuantity! })),
        })),
      };
      const UserId = ownerId!;
      if (side === 'user') await (id === null ? callApi(api.addUserInboundDocument, fields) : callApi(api.editUserInboundDocument, { ...fields, Id: id }));
      else await (id === null ? callApi(api.addInboundDocument, { ...fields, UserId }) : callApi(api.editInboundDocument, { ...fields, UserId, Id: id }));
      void message.success(label('saved'));
      onClose();
    } finally {
      setSaving(false);
    }
  };

  const record = existing.data;
  const initial: Partial<Values> = record
    ? {
        InboundType: record.InboundType,
        WarehouseId: record.WarehouseId,
        TransportWarehouseId: record.TransportWarehouseId,
        Carrier: record.Carrier,
        CourierNumbers: record.CourierNumbers,
        IsUnpacking: record.IsUnpacking,
        Remarks: record.Remarks,
        Boxes: record.Boxes.map((b) => ({
          BinType: b.BinType,
          Length: b.Length ?? undefined,
          Width: b.Width ?? undefined,
          Height: b.Height ?? undefined,
          Weight: b.Weight ?? undefined,
          Pictures: b.Pictures,
          Lines: b.Lines.map((l) => ({ CommodityId: l.CommodityId, ExpectedQuantity: l.ExpectedQuantity })),
        })),
      }
    : { InboundType: api.InboundType.Normal, IsUnpacking: false, Boxes: [emptyBox()] };
  const size = (name: (string | number)[], key: string) => (
    <FormItem name={name} label={label(key)} rules={[rules.decimal()]}>
      <Input inputMode="decimal" />
    </FormItem>
  );

  return (
    <FormDialog
      drawer
      form={form}
      name="inboundDocument"
      width={920}
      title={id === null ? label('createTitle') : label('editTitle', { number: record?.OrderNo ?? '' })}
      onClose={onClose}
      loading={id !== null && !record}
      onFinish={(values) => void save(values).catch(() => undefined)}
      pending={saving}
      formProps={{ initialValues: initial }}
    >
      <Row gutter={12}>
        {side === 'backstage' && id === null && (
          <Col xs={24} md={12}>
            <FormItem name="Owner" label={label('customer')} rules={[rules.required()]}>
              <UserPicker accountType={2} />
            </FormItem>
          </Col>
        )}
        <Col xs={24} md={12}>
          <FormItem name="WarehouseId" label={label('warehouse')} rules={[rules.required()]}>
            <WarehouseSelect />
          </FormItem>
        </Col>
        <Col xs={24} md={12}>
          <FormItem name="InboundType" label={label('type')} rules={[rules.required()]}>
            <Select options={api.INBOUND_TYPES.map((v) => ({ value: v, label: named(api.INBOUND_NAMES.type[v]) }))} />
          </FormItem>
        </Col>
        {inboundType === api.InboundType.Transfer && (
          <Col xs={24} md={12}>
            <FormItem name="TransportWarehouseId" label={label('transportWarehouse')} rules={[rules.required()]}>
              <WarehouseSelect />
            </FormItem>
          </Col>
        )}
        <Col xs={24} md={12}>
          <FormItem name="Carrier" label={label('carrier')}>
            <Input maxLength={api.CARRIER_MAX} />
          </FormItem>
        </Col>
        <Col xs={24} md={12}>
          <FormItem name="CourierNumbers" label={label('courierNumbers')} extra={label('courierNumbersHelp')}>
            <Select mode="tags" open={false} suffixIcon={null} />
          </FormItem>
        </Col>
        <Col xs={24} md={12}>
          <FormItem name="IsUnpacking" label={label('unpacking')} valuePropName="checked" extra={label('unpackingHelp')}>
            <Switch />
          </FormItem>
        </Col>
        <Col xs={24}>
          <FormItem name="Remarks" label={label('remarks')}>
            <Input.TextArea maxLength={api.INBOUND_REMARKS_MAX} autoSize={{ minRows: 1, maxRows: 3 }} />
          </FormItem>
        </Col>
      </Row>
      <Form.List name="Boxes">
        {(boxes, { add, remove }) => (
          <Space orientation="vertical" style={{ width: '100%' }}>
            {boxes.map((box, i) => (
              <Card
                key={box.key}
                size="small"
                title={label('box', { n: i + 1 })}
                extra={boxes.length > 1 && <Button type="text" danger icon={<DeleteOutlined />} aria-label={label('removeBox')} onClick={() => remove(box.name)} />}
              >
                <Row gutter={8}>
                  <Col xs={12} md={4}>
                    <FormItem name={[box.name, 'BinType']} label={label('binType')}>
                      <Select options={api.BIN_TYPES.map((v) => ({ value: v, label: named(api.INBOUND_NAMES.binType[v]) }))} />
                    </FormItem>
                  </Col>
                  <Col xs={12} md={5}>
                    {size([box.name, 'Length'], 'length')}
                  </Col>
                  <Col xs={12} md={5}>
                    {size([box.name, 'Width'], 'width')}
                  </Col>
                  <Col xs={12} md={5}>
                    {size([box.name, 'Height'], 'height')}
                  </Col>
                  <Col xs={12} md={5}>
                    {size([box.name, 'Weight'], 'weight')}
                  </Col>
                </Row>
                <Form.List name={[box.name, 'Lines']}>
                  {(lines, linesOf) => (
                    <>
                      {lines.map((line) => (
                        <Flex key={line.key} gap={8} align="start">
                          <FormItem name={[line.name, 'CommodityId']} rules={[rules.required()]} style={{ flex: 1 }} aria-label={label('commodity')}>
                            <Select
                              showSearch
                              optionFilterProp="label"
                              placeholder={ownerId === undefined && side === 'backstage' ? label('chooseCustomerFirst') : label('commodity')}
                              options={options.data ?? []}
                              loading={options.isFetching}
                            />
                          </FormItem>
                          <FormItem name={[line.name, 'ExpectedQuantity']} rules={[rules.required()]}>
                            <InputNumber min={1} max={api.QUANTITY_MAX} precision={0} placeholder={label('quantity')} />
                          </FormItem>
                          {lines.length > 1 && <Button type="text" icon={<DeleteOutlined />} aria-label={label('delete')} onClick={() => linesOf.remove(line.name)} />}
                        </Flex>
                      ))}
                      <Button type="dashed" size="small" icon={<PlusOutlined />} onClick={() => linesOf.add({})}>
                        {label('addLine')}
                      </Button>
                    </>
                  )}
                </Form.List>
                <FormItem name={[box.name, 'Pictures']} label={label('pictures')} style={{ marginTop: 12, marginBottom: 0 }}>
                  <ImageUpload max={api.BOX_PICTURES_MAX} />
                </FormItem>
              </Card>
            ))}
            {boxes.length < api.BOXES_MAX && (
              <Button type="dashed" block icon={<PlusOutlined />} onClick={() => add(emptyBox())}>
                {label('addBox')}
              </Button>
            )}
          </Space>
        )}
      </Form.List>
    </FormDialog>
  );
}
