import { Col, Form, Row, Space, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconPicker } from '../../../components/media/IconPicker.tsx';
import { ImageUpload } from '../../../components/media/ImageUpload.tsx';
import { RelativeTime } from '../../../components/media/RelativeTime.tsx';
import { RichTextEditor } from '../../../components/media/RichTextEditor.tsx';
import { FormItem } from '../../../components/form/FormItem.tsx';

/** A drawn parcel with its label, standing in for a warehouse photo. */
function parcelPicture(tracking: string, weight: string, box: string, tape: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="180" viewBox="0 0 240 180">
<rect width="240" height="180" fill="#eef1f5"/>
<polygon points="40,60 120,30 200,60 120,90" fill="${tape}"/>
<polygon points="40,60 120,90 120,165 40,135" fill="${box}"/>
<polygon points="200,60 120,90 120,165 200,135" fill="${box}" opacity="0.8"/>
<polygon points="70,49 150,79 150,95 70,65" fill="#f3e6c4" opacity="0.9"/>
<rect x="130" y="100" width="58" height="34" fill="#fff" transform="skewY(-20) translate(0 48)"/>
<text x="12" y="22" font-family="monospace" font-size="13" fill="#333">${tracking}</text>
<text x="12" y="172" font-family="monospace" font-size="12" fill="#555">${weight}</text>
</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const PARCEL_PHOTOS = [parcelPicture('SF1402876539', '2.35 kg', '#c8a06a', '#b38950'), parcelPicture('YT7700125589', '12.48 kg', '#b98d5a', '#a47744')];
const WAYBILL_SCAN = [parcelPicture('JD0091827364', '0.86 kg', '#d2b48c', '#bf9c6c')];

const MINUTE = 60_000;
const EVENTS = [
  { key: 'eventReceived', ago: 10_000 },
  { key: 'eventShelved', ago: 5 * MINUTE },
  { key: 'eventWeighed', ago: 3 * 60 * MINUTE },
  { key: 'eventShipped', ago: 30 * 60 * MINUTE },
  { key: 'eventPacked', ago: 4 * 24 * 60 * MINUTE },
] as const;

export function MediaSection() {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<string>();
  const [shownAt] = useState(() => Date.now());
  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} xl={12}>
        <Form layout="vertical" initialValues={{ photos: PARCEL_PHOTOS, waybill: WAYBILL_SCAN, icon: 'TruckOutlined', largeIcon: 'InboxOutlined' }}>
          <FormItem name="photos" label={t('media.sample.parcelPhotos')} extra={t('media.sample.parcelPhotosHelp')}>
            <ImageUpload />
          </FormItem>
          <FormItem name="waybill" label={t('media.sample.waybillScan')}>
            <ImageUpload max={1} />
          </FormItem>
          <FormItem name="icon" label={t('media.sample.menuIcon')}>
            <IconPicker size={32} />
          </FormItem>
          <FormItem name="largeIcon" label={t('media.sample.largeIcon')}>
            <IconPicker size={200} />
          </FormItem>
        </Form>
      </Col>
      <Col xs={24} xl={12}>
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <div>
            <Typography.Text strong>{t('media.sample.noticeBody')}</Typography.Text>
            {/* The sample follows the language until someone edits it. */}
            <RichTextEditor value={notice ?? t('media.sample.notice')} onChange={setNotice} minHeight={200} />
          </div>
          <div>
            <Typography.Paragraph strong>{t('media.sample.parcelEvents')}</Typography.Paragraph>
            <Timeline
              items={EVENTS.map((e) => ({
                key: e.key,
                content: (
                  <Space wrap>
                    <span>{t(`media.sample.${e.key}`)}</span>
                    <Typography.Text type="secondary">
                      <RelativeTime time={new Date(shownAt - e.ago)} />
                    </Typography.Text>
                  </Space>
                ),
              }))}
            />
          </div>
        </Space>
      </Col>
    </Row>
  );
}
