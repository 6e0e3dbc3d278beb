import { packing as api } from '@lbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Empty, List, Typography } from 'antd';
import { callApi } from '../../api/client.ts';
import { useTranslation } from 'react-i18next';
import { time } from './orderWords.tsx';
import './texts.ts';

/**
 * The customer's boxes of a packed order (their order detail, also in the phone layout): how many,
 * the weight and billing weight, and each box's weight and size. Read only once the order is packed.
 */
export function OrderBoxes({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const label = (key: string, values?: Record<string, unknown>) => t(`orders.packed.${key}`, values);
  const boxes = useQuery({ queryKey: [api.getOrderBoxes.path, orderId], queryFn: () => callApi(api.getOrderBoxes, { OrderId: orderId }, { silent: true }) });
  const b = boxes.data;
  if (!b?.Packed) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={label('notPacked')} />;
  return (
    <div data-testid="order-boxes">
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'count', label: label('boxes'), children: b.BoxCount },
          { key: 'weight', label: label('weight'), children: `${b.Weight} kg` },
          { key: 'billing', label: label('billingWeight'), children: `${b.BillingWeight} kg` },
          { key: 'at', label: label('packedAt'), children: time(b.PackedTime) },
        ]}
      />
      <List
        size="small"
        dataSource={b.Boxes}
        renderItem={(box, i) => (
          <List.Item>
            <Typography.Text strong>{label('box', { n: i + 1 })}</Typography.Text>
            <Typography.Text>{`${box.Weight} kg · ${box.Length} × ${box.Width} × ${box.Height} cm · ${label('volumeWeight')} ${box.VolumeWeight} kg`}</Typography.Text>
          </List.Item>
        )}
      />
    </div>
  );
}
