import { CameraOutlined } from '@ant-design/icons';
import { Alert, Checkbox, Drawer, FloatButton, Form, Image, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { subscribeDevices, useDevice } from './deviceAgent.ts';

/** The floating device preview: scale weight (read-only), automatic acquisition, camera image; subscribed only while open. */
export function HardwareDrawer() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [auto, setAuto] = useState(false);
  const device = useDevice();
  useEffect(() => {
    subscribeDevices(open);
    return () => subscribeDevices(false);
  }, [open, device.IsStartup]);
  return (
    <>
      <FloatButton icon={<CameraOutlined />} tooltip={t('navbar.hardware')} onClick={() => setOpen(true)} style={{ opacity: 0.7 }} />
      <Drawer title={t('hardware.title')} open={open} onClose={() => setOpen(false)} size={360}>
        {!device.IsStartup && <Alert type="info" showIcon title={t('hardware.notConnected')} style={{ marginBottom: 16 }} />}
        <Form layout="vertical">
          <Form.Item label={t('hardware.weight')}>
            <Input readOnly value={device.weight} />
          </Form.Item>
          <Form.Item>
            <Checkbox checked={auto} onChange={(e) => setAuto(e.target.checked)}>{t('hardware.autoAcquire')}</Checkbox>
          </Form.Item>
          <Form.Item label={t('hardware.camera')}>
            {device.camera ? <Image src={device.camera} alt="" /> : <div style={{ height: 180, background: '#fafafa', border: '1px dashed #d9d9d9' }} />}
          </Form.Item>
        </Form>
      </Drawer>
    </>
  );
}
