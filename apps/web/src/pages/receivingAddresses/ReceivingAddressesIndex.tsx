import { CopyOutlined, PrinterOutlined } from '@ant-design/icons';
import { receivingAddresses as api, type ResponseOf } from '@lbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Col, Empty, Result, Row, Space, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import './receivingAddresses.css';
import './texts.ts';

type Address = ResponseOf<typeof api.getReceivingAddresses>[number];

/** The lines of an address card, in the order a shop's address form asks for them. */
const LINES = ['recipient', 'phone', 'region', 'address', 'postalCode'] as const;
type Line = (typeof LINES)[number];

/** What each line shows, and what its Copy button copies: shop forms take the phone number without the country code. */
function lineOf(address: Address, line: Line): { shown: string; copied: string } {
  switch (line) {
    case 'recipient':
      return { shown: address.Recipient, copied: address.Recipient };
    case 'phone':
      return { shown: address.Phone && address.PhoneCode ? `+${address.PhoneCode} ${address.Phone}` : address.Phone, copied: address.Phone };
    case 'region': {
      const region = address.Regions.join(' ');
      return { shown: region, copied: region };
    }
    case 'address':
      return { shown: address.DetailedAddress, copied: address.DetailedAddress };
    case 'postalCode':
      return { shown: address.PostalCode, copied: address.PostalCode };
  }
}

/**
 * Where to send goods (customers): the receiving address of each warehouse available to them, with
 * their member number in the recipient and address lines, each line copied on its own or all at
 * once, and a card printed on its own.
 */
export default function ReceivingAddressesIndex() {
  const { t } = useTranslation();
  const text = (key: string, params?: Record<string, unknown>) => t(`receivingAddresses.${key}`, params);
  const addresses = useQuery({ queryKey: [api.getReceivingAddresses.path], queryFn: () => callApi(api.getReceivingAddresses, {}, { silent: true }) });
  const copy = useCopy();
  const printing = usePrintOne();

  if (addresses.isPending) return <Spin size="large" style={{ display: 'block', margin: '64px auto' }} data-testid="receiving-addresses-loading" />;
  if (addresses.isError)
    return (
      <Result
        status="error"
        title={text('loadFailed')}
        subTitle={addresses.error.message}
        extra={
          <Button type="primary" onClick={() => void addresses.refetch()}>
            {t('app.retry')}
          </Button>
        }
      />
    );
  if (addresses.data.length === 0)
    return (
      <Card>
        <Empty description={text('empty')} />
      </Card>
    );
  const memberNumber = addresses.data[0]!.MemberNumber;
  const printed = addresses.data.find((a) => a.WarehouseId === printing.id);
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }} className="receiving-addresses">
      <Card>
        <Space wrap align="center" size={12}>
          <Typography.Text type="secondary">{text('memberNumber')}</Typography.Text>
          <Typography.Text strong className="receiving-member-number" data-testid="member-number">
            {memberNumber}
          </Typography.Text>
          <Button size="small" icon={<CopyOutlined />} aria-label={text('copy', { label: text('memberNumber') })} onClick={() => void copy(memberNumber)} />
        </Space>
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
          {text('why')}
        </Typography.Paragraph>
      </Card>
      <Row gutter={[16, 16]}>
        {addresses.data.map((address) => (
          <Col key={address.WarehouseId} xs={24} lg={12} xxl={8}>
            <AddressCard address={address} onCopy={copy} onPrint={() => printing.print(address.WarehouseId)} />
          </Col>
        ))}
      </Row>
      {printed && <PrintSheet address={printed} />}
    </Space>
  );
}

/** The card's lines that have a value, with their labels, and the text "Copy all" copies. */
function useLines(address: Address) {
  const { t } = useTranslation();
  const text = (key: string, params?: Record<string, unknown>) => t(`receivingAddresses.${key}`, params);
  const lines = LINES.map((line) => ({ line, label: text(line), ...lineOf(address, line) })).filter((l) => l.shown !== '');
  return { lines, all: lines.map((l) => text('line', { label: l.label, value: l.shown })).join('\n') };
}

function AddressCard({ address, onCopy, onPrint }: { address: Address; onCopy: (text: string) => Promise<void>; onPrint: () => void }) {
  const { t } = useTranslation();
  const text = (key: string, params?: Record<string, unknown>) => t(`receivingAddresses.${key}`, params);
  const { lines, all } = useLines(address);
  return (
    <Card
      data-testid="receiving-address"
      className="receiving-address-card"
      title={address.WarehouseName}
      extra={
        <Space>
          <Button icon={<CopyOutlined />} onClick={() => void onCopy(all)}>
            {text('copyAll')}
          </Button>
          <Button icon={<PrinterOutlined />} onClick={onPrint}>
            {text('print')}
          </Button>
        </Space>
      }
    >
      <dl className="receiving-lines">
        {lines.map((l) => (
          <div key={l.line} className="receiving-line">
            <dt>{l.label}</dt>
            <dd>
              <span className="receiving-value">{l.shown}</span>
              <Button type="text" size="small" icon={<CopyOutlined />} aria-label={text('copy', { label: l.label })} title={text('copy', { label: l.label })} onClick={() => void onCopy(l.copied)} />
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/**
 * The printed card: a sheet outside the app's layout (a child of the body), which the print CSS
 * shows alone, with the member number large enough to read across a counter.
 */
function PrintSheet({ address }: { address: Address }) {
  const { t } = useTranslation();
  const { lines } = useLines(address);
  return createPortal(
    <section className="receiving-print-sheet" data-testid="receiving-print-sheet">
      <h1>{address.WarehouseName}</h1>
      <p className="receiving-print-number">
        {t('receivingAddresses.memberNumber')}: <strong>{address.MemberNumber}</strong>
      </p>
      <dl className="receiving-lines">
        {lines.map((l) => (
          <div key={l.line} className="receiving-line">
            <dt>{l.label}</dt>
            <dd>{l.shown}</dd>
          </div>
        ))}
      </dl>
    </section>,
    document.body,
  );
}

function useCopy() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      void message.success(t('app.copied'));
    } catch {
      void message.error(t('app.copyFailed'));
    }
  };
}

/**
 * Prints one card: its sheet is rendered (PrintSheet), then the browser's print view opens; the body
 * is marked meanwhile, so the print CSS shows the sheet alone.
 */
function usePrintOne() {
  // A new object per press, so pressing the same card's Print again opens the print view again.
  const [job, setJob] = useState<{ id: number } | null>(null);
  useEffect(() => {
    if (job === null) return;
    const done = () => setJob(null);
    document.body.classList.add('receiving-printing');
    window.addEventListener('afterprint', done);
    window.print();
    return () => {
      window.removeEventListener('afterprint', done);
      document.body.classList.remove('receiving-printing');
    };
  }, [job]);
  return { id: job?.id ?? null, print: (id: number) => setJob({ id }) };
}
