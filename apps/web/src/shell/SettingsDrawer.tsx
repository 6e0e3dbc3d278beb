import { Button, ColorPicker, Divider, Drawer, Form, Input, InputNumber, Select, Space, Switch } from 'antd';
import { userConfiguration, type UserConfigure } from '@lbo/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../api/client.ts';
import { toastSuccess } from '../api/notify.ts';
import { DEFAULT_LOCAL_SETTINGS, useApp, type LocalSettings } from '../stores/app.ts';

const KEY = ['shell', 'userConfigure'] as const;
type SettingsForm = UserConfigure & LocalSettings;

/** The five server-side settings of the signed-in user. */
export function useUserConfigure(enabled = true) {
  return useQuery({ queryKey: KEY, queryFn: () => callApi(userConfiguration.getUserConfigureByUserIdInfo), enabled });
}

/** The settings drawer: the five server-side settings plus the browser-only ones, saved where the spec keeps each. */
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SettingsForm>();
  const app = useApp();
  const queryClient = useQueryClient();
  const server = useUserConfigure(open);

  useEffect(() => {
    if (open && server.data) form.setFieldsValue({ ...app.settings, ...server.data });
  }, [open, server.data, app.settings, form]);

  const save = async (v: SettingsForm) => {
    const saved = await callApi(userConfiguration.editUserConfigure, {
      LocalServiceConnection: v.LocalServiceConnection ?? '',
      PickingListColumns: v.PickingListColumns,
      PickingListRows: v.PickingListRows,
      GetCameraKeyUp: v.GetCameraKeyUp ?? '',
      GetElectronicScaleValueKeyUp: v.GetElectronicScaleValueKeyUp ?? '',
    });
    queryClient.setQueryData(KEY, saved);
    const theme = typeof v.theme === 'string' ? v.theme : (v.theme as { toHexString(): string }).toHexString();
    app.setSettings({
      theme,
      tagsView: v.tagsView,
      fixedHeader: v.fixedHeader,
      sidebarLogo: v.sidebarLogo,
      OpenService: v.OpenService,
      AutomaticallyPrintPickingList: v.AutomaticallyPrintPickingList,
      AutomaticallyPrintWarehouseIds: v.AutomaticallyPrintWarehouseIds ?? [],
      isFixedActionBar: v.isFixedActionBar,
    });
    toastSuccess(t('settings.saved'));
    onClose();
  };

  const toggle = (name: keyof LocalSettings, label: string) => (
    <Form.Item name={name} label={label} valuePropName="checked">
      <Switch />
    </Form.Item>
  );

  return (
    <Drawer title={t('settings.title')} open={open} onClose={onClose} size={380} loading={server.isPending} data-testid="settings-drawer">
      <Form<SettingsForm> form={form} layout="horizontal" labelCol={{ span: 14 }} wrapperCol={{ span: 10 }} labelAlign="left" onFinish={(v) => void save(v).catch(() => undefined)}>
        <Form.Item name="theme" label={t('settings.themeColor')}>
          <ColorPicker />
        </Form.Item>
        {toggle('tagsView', t('settings.tagsView'))}
        {toggle('fixedHeader', t('settings.fixedHeader'))}
        {toggle('isFixedActionBar', t('settings.fixedActionBar'))}
        {toggle('sidebarLogo', t('settings.sidebarLogo'))}
        <Divider />
        {toggle('OpenService', t('settings.openService'))}
        <Form.Item name="LocalServiceConnection" label={t('settings.localServiceConnection')} labelCol={{ span: 24 }} wrapperCol={{ span: 24 }}>
          <Input placeholder="http://127.0.0.1:5099" />
        </Form.Item>
        {toggle('AutomaticallyPrintPickingList', t('settings.autoPrintPickingList'))}
        <Form.Item name="AutomaticallyPrintWarehouseIds" label={t('settings.autoPrintWarehouses')} labelCol={{ span: 24 }} wrapperCol={{ span: 24 }}>
          {/* Warehouses arrive with the warehouse area; until then the list is empty. */}
          <Select mode="multiple" options={[]} />
        </Form.Item>
        <Form.Item name="PickingListRows" label={t('settings.pickingListRows')} rules={[{ required: true, type: 'integer', min: 1 }]}>
          <InputNumber min={1} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="PickingListColumns" label={t('settings.pickingListColumns')} rules={[{ required: true, type: 'integer', min: 1 }]}>
          <InputNumber min={1} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="GetCameraKeyUp" label={t('settings.cameraKeyUp')}>
          <Input />
        </Form.Item>
        <Form.Item name="GetElectronicScaleValueKeyUp" label={t('settings.scaleKeyUp')}>
          <Input />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">{t('app.save')}</Button>
          <Button
            onClick={() => {
              app.resetSettings();
              form.setFieldsValue({ ...DEFAULT_LOCAL_SETTINGS, ...server.data });
            }}
          >
            {t('settings.reset')}
          </Button>
        </Space>
      </Form>
    </Drawer>
  );
}
