import { CameraOutlined } from '@ant-design/icons';
import { parcels as api, type ResponseOf } from '@lbo/contracts';
import { Button, Card, Col, Descriptions, Flex, Form, Input, Row, Table, Tag, Typography } from 'antd';
import { Decimal } from 'decimal.js';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NotAllowed } from '../../components/NotAllowed.tsx';
import { usePermission } from '../../components/usePermission.ts';
import { callApi } from '../../api/client.ts';
import { ImageUpload } from '../../components/media/ImageUpload.tsx';
import { uploadCameraFrame } from '../../components/media/uploadFile.ts';
import { ScanOutcomeAlert, useScanScreen, type ScanOutcome } from '../../components/scan/useScanScreen.tsx';
import { subscribeDevices, useDevice } from '../../shell/deviceAgent.ts';
import { packageStateName, time } from './lifecycleNames.ts';
import './texts.ts';
import { FormItem } from '../../components/form/FormItem.tsx';

type SigningInfo = ResponseOf<typeof api.getSigningInfo>;
type Signed = ResponseOf<typeof api.signPackage>;
interface Measures {
  Weight: string;
  Length: string;
  Width: string;
  Height: string;
}

const NO_MEASURES: Measures = { Weight: '', Length: '', Width: '', Height: '' };
const isNumber = (value: string) => value.trim() !== '' && !Number.isNaN(Number(value));

/** Volumetric weight (L × W × H ÷ the warehouse's volume ratio) and the larger of it and the weight, while typing; kg to 3 places. */
export function billingWeights(m: Measures, volumeRatio: string): { volume: string | null; billing: string | null } {
  const weight = isNumber(m.Weight) ? new Decimal(m.Weight) : null;
  const volume =
    isNumber(m.Length) && isNumber(m.Width) && isNumber(m.Height) && isNumber(volumeRatio) && !new Decimal(volumeRatio).isZero()
      ? new Decimal(m.Length).times(m.Width).times(m.Height).dividedBy(volumeRatio).toDecimalPlaces(3, Decimal.ROUND_UP)
      : null;
  const billing = weight && volume ? Decimal.max(weight, volume) : (weight ?? volume);
  return { volume: volume?.toFixed(3) ?? null, billing: billing?.toFixed(3) ?? null };
}

/**
 * The signing screen, keyboard-first for a USB scanner: the scanner types the courier number and
 * Enter, which looks the parcel up; the next Enter (or Sign) signs it with the scale's weight.
 * Focus comes back to the number after every step, so the operator only scans and weighs.
 */
export default function PackageSigning() {
  const may = usePermission();
  // The screen is its button: a role holding the page without it may not sign.
  return may('Package.Sign') ? <Screen /> : <NotAllowed />;
}

function Screen() {
  const { t } = useTranslation();
  const label = (key: string, params?: Record<string, unknown>) => t(`parcels.${key}`, params);
  const device = useDevice();
  const [info, setInfo] = useState<(SigningInfo & { number: string }) | null>(null);
  const [memberNumber, setMemberNumber] = useState('');
  const [measures, setMeasures] = useState<Measures>(NO_MEASURES);
  const [pictures, setPictures] = useState<string[]>([]);
  const [session, setSession] = useState<Signed[]>([]);
  const fromScale = device.IsStartup && device.weight !== '';

  useEffect(() => {
    subscribeDevices(true);
    return () => subscribeDevices(false);
  }, [device.IsStartup]);
  useEffect(() => {
    if (fromScale) setMeasures((m) => ({ ...m, Weight: device.weight }));
  }, [fromScale, device.weight]);

  const lookUp = async (scanned: string, member = ''): Promise<ScanOutcome | null> => {
    const found = await callApi(api.getSigningInfo, { CourierNumber: scanned, WarehouseId: scan.warehouseId!, ...(member ? { MemberNumber: member } : {}) }, { silent: true });
    setInfo({ ...found, number: scanned });
    if (!member) {
      setMemberNumber('');
      setPictures([]);
      setMeasures((m) => ({ ...NO_MEASURES, Weight: fromScale ? m.Weight : '' }));
    }
    return found.Found === 'Received' ? { tone: 'error', title: label('signing.repeatArrival'), description: `${scanned} · ${label('signing.repeatArrivalHint')}` } : null;
  };

  const sign = async (): Promise<ScanOutcome> => {
    const current = info!;
    const parcel = await callApi(
      api.signPackage,
      {
        CourierNumber: current.number,
        WarehouseId: scan.warehouseId!,
        MemberNumber: current.Found === 'None' ? memberNumber.trim() : '',
        Weight: measures.Weight.trim(),
        ...(isNumber(measures.Length) ? { Length: measures.Length.trim() } : {}),
        ...(isNumber(measures.Width) ? { Width: measures.Width.trim() } : {}),
        ...(isNumber(measures.Height) ? { Height: measures.Height.trim() } : {}),
        Pictures: pictures,
      },
      { silent: true },
    );
    setSession((rows) => [parcel, ...rows]);
    setInfo(null);
    setPictures([]);
    setMemberNumber('');
    setMeasures((m) => ({ ...NO_MEASURES, Weight: fromScale ? m.Weight : '' }));
    const unknown = parcel.UserId === null;
    return {
      tone: unknown ? 'warning' : 'success',
      title: unknown ? label('signing.signedUnknown') : `${label('signing.signed')} · ${parcel.UserName} ${parcel.MemberNumber}`,
      description: `${parcel.CourierNumber} · ${parcel.BillingWeight ?? parcel.Weight ?? ''} kg`,
      spoken: unknown ? label('signing.signedUnknown') : `${label('signing.signed')} ${parcel.MemberNumber}`,
    };
  };

  const scan = useScanScreen({
    // Each answer of a look-up is a state of its own: the number scanned again once looked up signs it
    // (unless it was received already: then it is looked up again, and nothing is signed).
    state: info,
    onScan: (scanned) => (info && info.number === scanned && info.Found !== 'Received' ? sign() : lookUp(scanned)),
    // A parcel looked up in one warehouse is not signed into another.
    onWarehouseChange: () => setInfo(null),
  });
  const takePhoto = () => scan.run(async () => setPictures([...pictures, await uploadCameraFrame(device.camera, 'signing')]));
  const canSign = info !== null && info.Found !== 'Received' && !scan.busy;
  const weights = billingWeights(measures, info?.VolumeRatio ?? '');
  const measure = (key: keyof Measures) => (
    <FormItem label={label(key.toLowerCase())} extra={key === 'Weight' && fromScale ? label('signing.scaleConnected') : undefined}>
      <Input
        value={measures[key]}
        inputMode="decimal"
        onChange={(e) => setMeasures({ ...measures, [key]: e.target.value })}
        onPressEnter={() => (canSign ? void scan.run(sign) : scan.focus())}
        aria-label={label(key.toLowerCase())}
      />
    </FormItem>
  );

  return (
    <Card>
      <Flex vertical gap={16}>
        {scan.warehouseChoice}
        <Input
          {...scan.inputProps}
          size="large"
          autoFocus
          placeholder={label('signing.scanHint')}
          aria-label={label('courierNumber')}
          style={{ fontSize: 28, maxWidth: 640 }}
          allowClear
        />
        <ScanOutcomeAlert outcome={scan.outcome} waiting={scan.waiting} />
        {info && info.Found !== 'Received' && (
          <Row gutter={24}>
            <Col xs={24} lg={10}>
              <Descriptions column={1} bordered size="small">
                <Descriptions.Item label={label('courierNumber')}>{info.number}</Descriptions.Item>
                {info.Found === 'Forecast' ? (
                  <>
                    <Descriptions.Item label={label('signing.forecastBy')}>
                      <Typography.Text strong style={{ fontSize: 20 }}>
                        {info.UserName} · {info.MemberNumber}
                      </Typography.Text>
                    </Descriptions.Item>
                    <Descriptions.Item label={label('product')}>
                      {info.Package?.ProductName} × {info.Package?.Quantity}
                    </Descriptions.Item>
                  </>
                ) : (
                  <Descriptions.Item label={label('signing.noForecast')}>
                    <Flex vertical gap={4}>
                      <Input
                        value={memberNumber}
                        onChange={(e) => setMemberNumber(e.target.value)}
                        onPressEnter={() => (memberNumber.trim() ? void scan.run(() => lookUp(info.number, memberNumber.trim())) : scan.focus())}
                        placeholder={label('memberNumber')}
                        aria-label={label('memberNumber')}
                        style={{ maxWidth: 240 }}
                      />
                      {info.UserId !== null ? (
                        <Typography.Text strong>
                          {info.UserName} · {info.MemberNumber}
                        </Typography.Text>
                      ) : (
                        <Typography.Text type="secondary">{memberNumber.trim() ? label('signing.willBeUnknown') : label('signing.noForecastHint')}</Typography.Text>
                      )}
                    </Flex>
                  </Descriptions.Item>
                )}
                <Descriptions.Item label={label('signing.volumeRatio')}>{info.VolumeRatio}</Descriptions.Item>
              </Descriptions>
            </Col>
            <Col xs={24} lg={14}>
              <Form layout="vertical">
                <Row gutter={12}>
                  {(['Weight', 'Length', 'Width', 'Height'] as const).map((key) => (
                    <Col key={key} xs={12} md={6}>
                      {measure(key)}
                    </Col>
                  ))}
                </Row>
                <Flex gap={24} style={{ marginBottom: 16 }}>
                  <Typography.Text>
                    {label('volumeWeight')}: <b>{weights.volume ?? '-'}</b>
                  </Typography.Text>
                  <Typography.Text>
                    {label('billingWeight')}: <b style={{ fontSize: 20 }}>{weights.billing ?? '-'}</b>
                  </Typography.Text>
                </Flex>
                <FormItem label={label('photos')} extra={info.PhotosRequired ? label('signing.photosRequired') : undefined} required={info.PhotosRequired}>
                  <Flex gap={8} align="start" wrap>
                    <ImageUpload value={pictures} onChange={setPictures} max={api.PACKAGE_PICTURES_MAX} />
                    {device.IsStartup && device.camera && (
                      <Button icon={<CameraOutlined />} onClick={() => void takePhoto()} disabled={pictures.length >= api.PACKAGE_PICTURES_MAX}>
                        {label('signing.takePhoto')}
                      </Button>
                    )}
                  </Flex>
                </FormItem>
                <Button type="primary" size="large" disabled={!canSign} loading={scan.busy} onClick={() => void scan.run(sign)}>
                  {label('signing.sign')}
                </Button>
              </Form>
            </Col>
          </Row>
        )}
        <Typography.Title level={5}>
          {label('signing.session')} ({session.length})
        </Typography.Title>
        <Table
          size="small"
          rowKey="Id"
          dataSource={session}
          pagination={false}
          scroll={{ x: 900 }}
          columns={[
            { dataIndex: 'CourierNumber', title: label('courierNumber'), width: 180 },
            { key: 'owner', title: label('customer'), width: 200, render: (_: unknown, r: Signed) => (r.UserId === null ? <Tag color="orange">{label('unknown')}</Tag> : `${r.UserName} · ${r.MemberNumber}`) },
            { dataIndex: 'Weight', title: label('weight'), width: 100, align: 'right' },
            { dataIndex: 'BillingWeight', title: label('billingWeight'), width: 120, align: 'right' },
            { dataIndex: 'PackageStatus', title: label('status'), width: 110, render: (s: number) => packageStateName(s) },
            { dataIndex: 'SignedTime', title: label('signedTime'), width: 170, render: time },
          ]}
        />
      </Flex>
    </Card>
  );
}
