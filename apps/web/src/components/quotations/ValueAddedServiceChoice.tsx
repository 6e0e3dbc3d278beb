import { valueAddedServiceQuotation as api, type ResponseOf } from '@lbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Checkbox, Empty, Radio, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import './texts.ts';

type Group = ResponseOf<typeof api.getAvailableServices>[number];

const PRICE_TEXT: Record<number, string> = { [api.CalculationMethod.PerOrder]: 'quotations.perOrder', [api.CalculationMethod.PerPiece]: 'quotations.perPiece', [api.CalculationMethod.PerKg]: 'quotations.perKg' };

/**
 * The value-added services an order may take (GetAvailableLogisticsValueAddedServices), by group:
 * a multiple-choice group as checkboxes, a single-choice group as radio buttons (at most one).
 * The value is the chosen services' ids.
 */
export function ValueAddedServiceChoice({ warehouseId, value = [], onChange }: { warehouseId?: number; value?: number[]; onChange?: (ids: number[]) => void }) {
  const { t } = useTranslation();
  const groups = useQuery({
    queryKey: [api.getAvailableServices.path, warehouseId ?? null],
    queryFn: () => callApi(api.getAvailableServices, warehouseId ? { SiteJoinWarehouseId: warehouseId } : {}, { silent: true }),
  });
  if (groups.isLoading) return <Spin />;
  if (!groups.data?.length) return <Empty description={t('quotations.noServices')} />;

  const label = (s: Group['Services'][number]) => (
    <span>
      {s.Name} <Typography.Text type="secondary">{t(PRICE_TEXT[s.CalculationMethod] ?? 'quotations.perOrder', { price: s.Price, currency: s.CurrencyCode })}</Typography.Text>
    </span>
  );
  // A group's choice replaces the ids of that group's services and keeps the others.
  const choose = (group: Group, ids: number[]) => {
    const own = new Set(group.Services.map((s) => s.Id));
    onChange?.([...value.filter((id) => !own.has(id)), ...ids]);
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {groups.data.map((group) => {
        const chosen = value.filter((id) => group.Services.some((s) => s.Id === id));
        return (
          <div key={group.Id}>
            <Typography.Text strong>{group.Name}</Typography.Text> {group.Explain && <Typography.Text type="secondary">{group.Explain}</Typography.Text>}
            <div style={{ marginTop: 4 }}>
              {group.MultipleChoice ? (
                <Checkbox.Group value={chosen} onChange={(ids) => choose(group, ids)} options={group.Services.map((s) => ({ value: s.Id, label: label(s) }))} />
              ) : (
                <Radio.Group value={chosen[0]} onChange={(e) => choose(group, [e.target.value as number])} options={group.Services.map((s) => ({ value: s.Id, label: label(s) }))} />
              )}
            </div>
          </div>
        );
      })}
    </Space>
  );
}
