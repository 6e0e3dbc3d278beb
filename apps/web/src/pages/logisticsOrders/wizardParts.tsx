import { PlusOutlined, StarFilled } from '@ant-design/icons';
import { type logisticsOrders as api, recipientInformation, valueAddedServiceQuotation, type OrderSide, type ResponseOf } from '@lbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Checkbox, Collapse, Empty, Flex, InputNumber, Radio, Space, Spin, Table, Tag, Tooltip, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { usePermission } from '../../components/usePermission.ts';
import { RecipientFormModal } from '../../components/recipients/RecipientFormModal.tsx';
import { addressOf, type Recipient } from '../../components/recipients/recipientWords.tsx';
import '../../components/recipients/texts.ts';
import { Charges } from './Charges.tsx';
import { money } from './orderWords.tsx';
import './texts.ts';

type Shippable = ResponseOf<typeof api.getUserShippable>;
type Option = api.DraftPrice['Options'][number];
type ServiceGroup = api.DraftPrice['ValueAddedServices'][number];
type Line = { CommodityId: number; Quantity: number };

/** The parcels a shipment takes: ticked rows of the shippable parcels. */
export function ParcelChoice({ parcels, value = [], onChange }: { parcels: Shippable['Packages']; value?: number[]; onChange?: (ids: number[]) => void }) {
  const { t } = useTranslation();
  return (
    <Table
      size="small"
      rowKey="Id"
      pagination={false}
      dataSource={parcels}
      scroll={{ x: 560 }}
      data-testid="shippable-parcels"
      rowSelection={{ selectedRowKeys: value, onChange: (keys) => onChange?.(keys as number[]) }}
      onRow={(row) => ({ onClick: () => onChange?.(value.includes(row.Id) ? value.filter((id) => id !== row.Id) : [...value, row.Id]) })}
      columns={[
        { dataIndex: 'CourierNumber', title: t('orders.courierNumber'), width: 160 },
        { dataIndex: 'ProductName', title: t('orders.productName'), ellipsis: true },
        { dataIndex: 'Quantity', title: t('orders.quantity'), width: 96, align: 'right' },
        { dataIndex: 'Weight', title: t('orders.weight'), width: 100, align: 'right', render: (w: string | null) => w ?? '-' },
        { key: 'size', title: t('orders.size'), width: 130, render: (_: unknown, p) => (p.Length ? `${p.Length} × ${p.Width ?? '-'} × ${p.Height ?? '-'}` : '-') },
        { dataIndex: 'ShelfCode', title: t('orders.shelf'), width: 90 },
      ]}
    />
  );
}

/** Quantities of the customer's commodities to ship, each at most what is available. */
export function StockChoice({ stock, value = [], onChange }: { stock: Shippable['Commodities']; value?: Line[]; onChange?: (lines: Line[]) => void }) {
  const { t } = useTranslation();
  const quantityOf = (id: number) => value.find((l) => l.CommodityId === id)?.Quantity ?? null;
  const set = (id: number, quantity: number | null) =>
    onChange?.([...value.filter((l) => l.CommodityId !== id), ...(quantity ? [{ CommodityId: id, Quantity: quantity }] : [])].sort((a, b) => a.CommodityId - b.CommodityId));
  return (
    <Table
      size="small"
      rowKey="CommodityId"
      pagination={false}
      dataSource={stock}
      scroll={{ x: 620 }}
      data-testid="shippable-stock"
      columns={[
        { dataIndex: 'CommodityCode', title: t('orders.commodity'), render: (code: string, c) => `${code} · ${c.CommodityName}` },
        { dataIndex: 'CommoditySku', title: t('orders.sku'), width: 120 },
        { dataIndex: 'Weight', title: t('orders.weight'), width: 100, align: 'right', render: (w: string | null) => w ?? '-' },
        { dataIndex: 'AvailableQuantity', title: t('orders.available'), width: 80, align: 'right' },
        {
          key: 'quantity',
          title: t('orders.toShip'),
          width: 120,
          // A commodity without a weight cannot be priced: said on its row rather than refused after the recipient step.
          render: (_: unknown, c) =>
            c.Weight === null ? (
              <Tooltip title={t('orders.notWeighed')}>
                <Typography.Text type="secondary">{t('orders.notWeighedShort')}</Typography.Text>
              </Tooltip>
            ) : (
              <InputNumber
                size="small"
                min={0}
                max={c.AvailableQuantity}
                precision={0}
                value={quantityOf(c.CommodityId)}
                onChange={(n) => set(c.CommodityId, n)}
                aria-label={`${t('orders.toShip')} ${c.CommodityCode}`}
              />
            ),
        },
      ]}
    />
  );
}

/**
 * The recipient from the customer's address book (the default first, marked), or one added here:
 * the customer adds and the order takes it at once. Staff choose among the customer's.
 */
export function RecipientChoice({ side, userId, value, onChange }: { side: OrderSide; userId?: number; value?: number; onChange?: (id: number) => void }) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const may = usePermission();
  const book = useQuery({
    queryKey: ['orderRecipients', side, userId ?? null],
    queryFn: async () =>
      (side === 'user'
        ? await callApi(recipientInformation.getUserRecipientInformations, { rows: 100 })
        : await callApi(recipientInformation.getRecipientInformations, { rows: 100, UserId: userId! })
      ).Data,
    enabled: side === 'user' || userId !== undefined,
  });
  // The default recipient is taken unless another is chosen: most orders go there.
  const defaultId = book.data?.find((r: Recipient) => r.IsDefault)?.Id;
  useEffect(() => {
    if (value === undefined && defaultId !== undefined) onChange?.(defaultId);
  }, [value, defaultId, onChange]);
  if (book.isPending) return <Spin />;
  const rows = book.data ?? [];
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {rows.length === 0 ? (
        <Empty description={t('orders.noRecipients')} />
      ) : (
        <Radio.Group value={value} onChange={(e) => onChange?.(e.target.value as number)} style={{ width: '100%' }} data-testid="recipient-choice">
          <Flex vertical gap={8}>
            {rows.map((r: Recipient) => (
              <Radio key={r.Id} value={r.Id} className="order-choice">
                <Space size={4} wrap>
                  <Typography.Text strong>{r.RecipientName}</Typography.Text>
                  {r.IsDefault && (
                    <Tag icon={<StarFilled />} color="gold">
                      {t('orders.default')}
                    </Tag>
                  )}
                  <Typography.Text>{`+${r.PhoneCode} ${r.Phone}`}</Typography.Text>
                </Space>
                <div>
                  <Typography.Text type="secondary">{addressOf(r)}</Typography.Text>
                </div>
              </Radio>
            ))}
          </Flex>
        </Radio.Group>
      )}
      {side === 'user' && may('UserRecipientInformation.Add') && (
        <>
          <Button icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            {t('orders.addRecipient')}
          </Button>
          {adding && (
            <RecipientFormModal
              side="user"
              record={null}
              onClose={() => setAdding(false)}
              onSaved={(saved) => {
                void book.refetch();
                onChange?.(saved.Id);
              }}
            />
          )}
        </>
      )}
    </Space>
  );
}

/** The priced routes, cheapest first, each opening to its breakdown; the value is the chosen quotation. */
export function OptionChoice({ options, value, onChange }: { options: readonly Option[]; value?: number; onChange?: (quotationId: number) => void }) {
  const { t } = useTranslation();
  if (options.length === 0) return <Empty description={t('orders.noOptions')} />;
  return (
    <Radio.Group value={value} onChange={(e) => onChange?.(e.target.value as number)} style={{ width: '100%' }} data-testid="option-choice">
      <Flex vertical gap={8}>
        {options.map((o, i) => (
          <Card key={o.QuotationId} size="small" className={value === o.QuotationId ? 'order-option chosen' : 'order-option'}>
            <Radio value={o.QuotationId} style={{ width: '100%' }}>
              <Flex justify="space-between" wrap gap={8} style={{ width: '100%' }}>
                <Space orientation="vertical" size={0}>
                  <Typography.Text strong>{`${i + 1}. ${o.QuotationName}`}</Typography.Text>
                  <Typography.Text type="secondary">
                    {[o.TypeOfShippingName, t('orders.days', { min: o.MinAgingDays, max: o.MaxAgingDays }), `${t('orders.billedWeight')} ${o.BilledWeight} kg`].filter(Boolean).join(' · ')}
                  </Typography.Text>
                </Space>
                <Space orientation="vertical" size={0} style={{ textAlign: 'right' }}>
                  <Typography.Text strong style={{ fontSize: 16 }}>
                    {money(o.Total, o.CurrencyCode)}
                  </Typography.Text>
                  {o.CustomerCurrencyCode !== o.CurrencyCode && <Typography.Text type="secondary">≈ {money(o.TotalInCustomerCurrency, o.CustomerCurrencyCode)}</Typography.Text>}
                </Space>
              </Flex>
            </Radio>
            <Collapse
              ghost
              size="small"
              items={[
                {
                  key: 'breakdown',
                  label: t('orders.breakdown'),
                  children: (
                    <>
                      <Typography.Paragraph type="secondary">
                        {t('orders.actualWeight')} {o.ActualWeight} kg · {t('orders.volumetricWeight')} {o.VolumetricWeight} kg · {o.BilledWeightSteps.join(' → ')}
                      </Typography.Paragraph>
                      <Charges items={o.Items} currency={o.CurrencyCode} total={o.Total} />
                    </>
                  ),
                },
              ]}
            />
          </Card>
        ))}
      </Flex>
    </Radio.Group>
  );
}

/** The carriers the chosen route ships with; those collecting cash on delivery say so. */
export function CarrierChoice({ option, value, onChange }: { option: Option | undefined; value?: number; onChange?: (id: number) => void }) {
  const { t } = useTranslation();
  if (!option) return null;
  return (
    <Radio.Group
      value={value}
      onChange={(e) => onChange?.(e.target.value as number)}
      options={option.Carriers.map((c) => ({ value: c.Id, label: c.IsCashOnDelivery ? `${c.Name} (${t('orders.codCarrier')})` : c.Name }))}
    />
  );
}

/** The value-added services of the shipment by group: checkboxes, or radio buttons for a single-choice group. The value is the chosen ids. */
export function ServiceChoice({ groups, value = [], onChange }: { groups: readonly ServiceGroup[]; value?: number[]; onChange?: (ids: number[]) => void }) {
  const { t } = useTranslation();
  if (groups.length === 0) return <Empty description={t('orders.noServices')} />;
  const priceWords = (s: ServiceGroup['Services'][number]) => {
    const { PerKg, PerPiece } = valueAddedServiceQuotation.CalculationMethod;
    const per = s.CalculationMethod === PerKg ? 'orders.perKg' : s.CalculationMethod === PerPiece ? 'orders.perPiece' : 'orders.perOrder';
    return `${t(per, { price: s.Price, currency: s.CurrencyCode })} · ${t('orders.costs', { amount: s.Amount, currency: s.CurrencyCode })}`;
  };
  const label = (s: ServiceGroup['Services'][number]) => (
    <span>
      {s.Name} <Typography.Text type="secondary">{priceWords(s)}</Typography.Text>
      {s.Explain && (
        <div>
          <Typography.Text type="secondary">{s.Explain}</Typography.Text>
        </div>
      )}
    </span>
  );
  // A group's choice replaces the ids of that group's services and keeps the others.
  const choose = (group: ServiceGroup, ids: number[]) => {
    const own = new Set(group.Services.map((s) => s.Id));
    onChange?.([...value.filter((id) => !own.has(id)), ...ids]);
  };
  return (
    <Flex vertical gap={16} data-testid="service-choice">
      {groups.map((group) => {
        const chosen = value.filter((id) => group.Services.some((s) => s.Id === id));
        const options = group.Services.map((s) => ({ value: s.Id, label: label(s) }));
        return (
          <div key={group.GroupId}>
            <Typography.Text strong>{group.GroupName}</Typography.Text>
            <div style={{ marginTop: 4 }}>
              {group.MultipleChoice ? (
                <Checkbox.Group value={chosen} onChange={(ids) => choose(group, ids)} options={options} style={{ flexDirection: 'column' }} />
              ) : (
                <Radio.Group value={chosen[0]} onChange={(e) => choose(group, [e.target.value as number])} options={options} style={{ display: 'flex', flexDirection: 'column' }} />
              )}
            </div>
          </div>
        );
      })}
    </Flex>
  );
}
