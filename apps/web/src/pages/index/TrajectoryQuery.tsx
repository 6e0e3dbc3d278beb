import { DATE_TIME_FORMAT_DAYJS, logisticsOrders, TRAJECTORY_QUERY_MAX_ITEMS } from '@lbo/contracts';
import { Button, Card, Empty, Input, Space, Tag, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { inLanguage } from '../../lib/contractWords.ts';
import './texts.ts';

const { TrackStatus, TRACK_STATUS_NAMES } = logisticsOrders;
const STATUS_COLOURS: Record<logisticsOrders.TrackStatus, string> = {
  [TrackStatus.AwaitingEvents]: 'default',
  [TrackStatus.InTransit]: 'processing',
  [TrackStatus.Delivered]: 'success',
  [TrackStatus.Cancelled]: 'error',
};

/**
 * The public trajectory query (spec §5: up to 30 order or carrier numbers, separated by comma or
 * Enter): anyone, without signing in, follows the orders of this site. The server answers only the
 * events that happened and the carrier's number, never names, addresses or prices.
 */
export default function TrajectoryQuery() {
  const { t } = useTranslation();
  const [numbers, setNumbers] = useState('');
  const [loading, setLoading] = useState(false);
  const [results, setResults] = useState<logisticsOrders.Trajectory[] | null>(null);
  const query = async () => {
    setLoading(true);
    try {
      setResults(await callApi(logisticsOrders.queryTrajectories, { Numbers: numbers }));
    } catch {
      // The request layer has shown the refusal (too many numbers, none at all).
    } finally {
      setLoading(false);
    }
  };
  return (
    <Space orientation="vertical" size={24} style={{ width: '100%' }} data-testid="trajectory-query">
      <Card>
        <Typography.Title level={3} style={{ marginTop: 0 }}>{t('trajectory.title')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('trajectory.lead', { max: TRAJECTORY_QUERY_MAX_ITEMS })}</Typography.Paragraph>
        <Input.TextArea
          value={numbers}
          onChange={(e) => setNumbers(e.target.value)}
          autoSize={{ minRows: 3, maxRows: 8 }}
          placeholder={t('trajectory.placeholder')}
          aria-label={t('trajectory.placeholder')}
          onPressEnter={(e) => {
            // Enter separates numbers; Ctrl+Enter (or ⌘+Enter) asks.
            if (e.ctrlKey || e.metaKey) void query();
          }}
        />
        <Button type="primary" size="large" loading={loading} disabled={numbers.trim() === ''} onClick={() => void query()} style={{ marginTop: 16 }}>
          {t('trajectory.query')}
        </Button>
      </Card>
      {results?.map((r) => (
        <Card
          key={r.Number}
          size="small"
          title={<Typography.Text copyable strong>{r.Number}</Typography.Text>}
          extra={r.Found ? <Tag color={STATUS_COLOURS[r.TrackStatus as logisticsOrders.TrackStatus]}>{inLanguage(TRACK_STATUS_NAMES[r.TrackStatus as logisticsOrders.TrackStatus])}</Tag> : undefined}
        >
          {!r.Found ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('trajectory.notFound')} />
          ) : (
            <>
              {/* The other number of the shipment: the order's when a carrier number was asked, the carrier's when the order's was. */}
              {(r.Number !== r.SerialNumber || r.CarrierNo) && (
                <Typography.Paragraph type="secondary">
                  {[r.Number !== r.SerialNumber && t('trajectory.order', { number: r.SerialNumber }), r.CarrierNo && r.Number !== r.CarrierNo && t('trajectory.carrier', { name: r.CarrierName, number: r.CarrierNo })].filter(Boolean).join(' · ')}
                </Typography.Paragraph>
              )}
              {r.Events.length === 0 ? (
                <Typography.Text type="secondary">{t('trajectory.noEvents')}</Typography.Text>
              ) : (
                <Timeline
                  items={r.Events.map((e, i) => ({
                    color: i === 0 ? 'blue' : 'gray',
                    content: (
                      <>
                        <Typography.Text strong={i === 0}>{e.Text}</Typography.Text>
                        <br />
                        <Typography.Text type="secondary">
                          {dayjs(e.Time).format(DATE_TIME_FORMAT_DAYJS)}
                          {e.Place && ` · ${e.Place}`}
                        </Typography.Text>
                      </>
                    ),
                  }))}
                />
              )}
            </>
          )}
        </Card>
      ))}
    </Space>
  );
}
