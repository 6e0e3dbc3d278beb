import { cargoType, transferQuotation as api } from '@lbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Empty, Flex, Input, Space, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { ScopeTags } from '../../components/quotations/QuotationControls.tsx';
import { RangesTable, SurchargesTable } from './QuotationTables.tsx';
import './texts.ts';

type Quotation = Awaited<ReturnType<typeof callApi<typeof api.getAvailableTransferQuotations>>>[number];

/** The portal's available quotations: what the customer's groups are offered today, each with its ranges and surcharges. */
export default function AvailableQuotationsIndex() {
  const { t } = useTranslation();
  const text = (key: string, params?: Record<string, unknown>) => t(`transferQuotations.${key}`, params);
  const [country, setCountry] = useState('');
  const code = /^[A-Za-z]{2}$/.test(country) ? country.toUpperCase() : undefined;
  const list = useQuery({ queryKey: [api.getAvailableTransferQuotations.path, code ?? null], queryFn: () => callApi(api.getAvailableTransferQuotations, code ? { CountryCode: code } : {}) });
  const cargo = useQuery({ queryKey: [cargoType.getSelectCargoTypes.path, null], queryFn: () => callApi(cargoType.getSelectCargoTypes, {}, { silent: true }) });
  const cargoNames = new Map((cargo.data ?? []).map((c) => [String(c.Id), c.Name]));

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card>
        <Flex gap={12} align="center" wrap>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {text('available.title')}
          </Typography.Title>
          <Input allowClear style={{ width: 220 }} maxLength={2} value={country} onChange={(e) => setCountry(e.target.value)} placeholder={`${text('available.country')}: US, HK…`} />
        </Flex>
      </Card>
      {list.isLoading && <Spin />}
      {list.data?.length === 0 && <Empty description={text('available.empty')} />}
      {(list.data ?? []).map((q) => (
        <QuotationCard key={q.Id} quotation={q} cargoNames={cargoNames} />
      ))}
    </Space>
  );
}

function QuotationCard({ quotation: q, cargoNames }: { quotation: Quotation; cargoNames: ReadonlyMap<string, string> }) {
  const { t } = useTranslation();
  const text = (key: string, params?: Record<string, unknown>) => t(`transferQuotations.${key}`, params);
  return (
    <Card
      data-testid="available-quotation"
      title={q.Name}
      extra={
        <Space>
          <Tag color="blue">{q.TypeOfShippingName}</Tag>
          <Tag>{text('days', { min: q.MinAging, max: q.MaxAging })}</Tag>
          <Tag color="gold">{q.CurrencyCode}</Tag>
        </Space>
      }
    >
      <Descriptions size="small" column={{ xs: 1, md: 2, lg: 4 }}>
        <Descriptions.Item label={text('countries')}>
          <ScopeTags names={q.CountryCodes} all={text('allCountries')} />
        </Descriptions.Item>
        <Descriptions.Item label={text('carriers')}>
          <ScopeTags names={q.Carriers} all={text('allCarriers')} />
        </Descriptions.Item>
        <Descriptions.Item label={text('billingMode')}>{text(`billingModes.${q.BillingMode}`)}</Descriptions.Item>
        <Descriptions.Item label={text('volumeRatio')}>{q.VolumeRatio}</Descriptions.Item>
        <Descriptions.Item label={text('minimumBillingWeight')}>{q.MinimumBillingWeight}</Descriptions.Item>
        <Descriptions.Item label={text('carry')}>{q.Carry}</Descriptions.Item>
        <Descriptions.Item label={text('splitThrowingRatio')}>{q.SplitThrowingRatio}</Descriptions.Item>
        <Descriptions.Item label={text('taxInclusive')}>{q.TaxInclusive ? text('yes') : `${text('no')} · ${q.TaxInclusiveUnitPrice}%`}</Descriptions.Item>
        <Descriptions.Item label={text('dates')}>{`${q.EffectiveDate} ~ ${q.Deadline ?? text('openEnded')}`}</Descriptions.Item>
      </Descriptions>
      <Typography.Title level={5}>{text('ranges')}</Typography.Title>
      <RangesTable rows={q.Ranges} />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {text('surcharges')}
      </Typography.Title>
      <SurchargesTable rows={q.Surcharges} cargoNames={cargoNames} />
    </Card>
  );
}
