import { site, warehouse as api } from '@lbo/contracts';
import { App, Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { callApi, type RowOf } from '../../api/client.ts';
import { SiteListPage } from '../../components/siteList/SiteListPage.tsx';
import type { RowAction } from '../../components/table/actions.tsx';
import { rules } from '../../lib/formRules.ts';
import { RegionInput } from './RegionInput.tsx';
import './texts.ts';

type Row = RowOf<typeof api.getWarehouses>;

/** Warehouses: the site's warehouses, their person in charge, address and volume ratio. */
export default function WarehousesIndex() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const label = (key: string) => t(`warehouses.warehouse.${key}`);
  const setEnabled = async (row: Row, IsEnabled: boolean) => {
    const info = await callApi(api.getEditWarehouse, { Id: row.Id });
    await callApi(api.editWarehouse, { ...info, IsEnabled });
    void message.success(t('warehouses.saved'));
  };
  const switches: RowAction<Row>[] = [
    { key: 'disable', label: t('warehouses.disable'), permission: 'Warehouses.Edit', hidden: (row: Row) => !row.IsEnabled, confirm: label('disableConfirm'), onClick: (row: Row) => setEnabled(row, false) },
    { key: 'enable', label: t('warehouses.enable'), permission: 'Warehouses.Edit', hidden: (row: Row) => row.IsEnabled, onClick: (row: Row) => setEnabled(row, true) },
  ];

  return (
    <SiteListPage
      calls={{ list: api.getWarehouses, add: api.addWarehouse, getEdit: api.getEditWarehouse, edit: api.editWarehouse, remove: api.deleteWarehouse, detail: api.getWarehouseById }}
      permission="Warehouses"
      storageKey="warehouses"
      texts={{ createTitle: label('createTitle'), editTitle: label('editTitle'), deleteConfirm: label('deleteConfirm') }}
      name={{ title: label('name'), width: 200 }}
      queryFields={(shared) => [{ kind: 'text', name: 'Name', label: label('name') }, { kind: 'text', name: 'Code', label: label('code') }, shared.status()]}
      columns={(shared) => [
        { dataIndex: 'Code', title: label('code'), width: 100 },
        shared.status,
        { dataIndex: 'PersonInCharge', title: label('personInCharge'), width: 110 },
        { dataIndex: 'PersonInChargeMobile', title: label('mobile'), width: 150, render: (mobile: string, row) => (mobile ? `+${row.PhoneCode} ${mobile}` : '') },
        { dataIndex: 'RegionName', title: label('region'), width: 200, ellipsis: true },
        { dataIndex: 'DetailedAddress', title: label('address'), width: 200, ellipsis: true },
        { dataIndex: 'VolumeRatio', title: label('volumeRatio'), width: 100, align: 'right' },
        { dataIndex: 'PartitionCount', title: label('partitions'), width: 80, align: 'right' },
        { dataIndex: 'ShelfCount', title: label('shelves'), width: 90, align: 'right' },
        { dataIndex: 'LinkedStores', title: label('linkedStores'), width: 200, render: (stores: string[]) => stores.map((s) => <Tag key={s}>{s}</Tag>) },
        shared.site,
        shared.updatedAt,
      ]}
      actions={(standard) => [standard.detail, standard.edit, ...switches, standard.delete]}
      form={{
        name: 'warehouse',
        widthSize: 3,
        width: 960,
        defaults: { IsEnabled: true, PhoneCode: '86', VolumeRatio: api.DEFAULT_VOLUME_RATIO, Regions: [], LinkedStores: [] },
        fields: (shared) => [
          { name: 'Name', label: label('name'), rules: [rules.required(), { max: api.WAREHOUSE_NAME_MAX }] },
          { name: 'Code', label: label('code'), rules: [rules.noSpecialCharacters(), { max: api.WAREHOUSE_CODE_MAX }] },
          shared.enabled(),
          { name: 'PersonInCharge', label: label('personInCharge'), rules: [rules.required(), { max: api.WAREHOUSE_PERSON_MAX }] },
          { name: 'PhoneCode', label: label('phoneCode'), input: 'select', options: site.SMS_PHONE_CODES.map((code) => ({ value: code, label: `+${code}` })) },
          { name: 'PersonInChargeMobile', label: label('mobile'), rules: [rules.mobile()], dependencies: ['PhoneCode'] },
          { name: 'PersonInChargeTel', label: label('tel'), rules: [rules.fixedPhone()], dependencies: ['PhoneCode'] },
          { name: 'Regions', label: label('region'), input: <RegionInput />, span: 2 },
          { name: 'DetailedAddress', label: label('address'), rules: [{ max: api.WAREHOUSE_ADDRESS_MAX }], span: 2 },
          { name: 'PostalCode', label: label('postalCode'), rules: [rules.noSpecialCharacters(), { max: api.WAREHOUSE_POSTAL_CODE_MAX }] },
          { name: 'VolumeRatio', label: label('volumeRatio'), rules: [rules.required(), rules.decimal({ maxDecimal: 2, cannotBeZero: true })] },
          { name: 'LinkedStores', label: label('linkedStores'), input: <Select mode="tags" open={false} placeholder={label('linkedStoresHelp')} />, span: 2 },
        ],
      }}
      detail={{
        fields: (shared) => [
          { key: 'Code', label: label('code') },
          shared.status,
          { key: 'VolumeRatio', label: label('volumeRatio'), value: { type: 'decimal' } },
          { key: 'PartitionCount', label: label('partitions') },
          { key: 'ShelfCount', label: label('shelves') },
          { key: 'LinkedStores', label: label('linkedStores'), value: { type: 'tag' } },
          shared.site,
          shared.createdAt,
          shared.updatedAt,
        ],
        groups: [
          {
            key: 'contact',
            title: label('contact'),
            fields: [
              { key: 'PersonInCharge', label: label('personInCharge') },
              { key: 'PhoneCode', label: label('phoneCode'), value: { type: 'custom', render: (_, r) => `+${r.PhoneCode}` } },
              { key: 'PersonInChargeMobile', label: label('mobile') },
              { key: 'PersonInChargeTel', label: label('tel') },
            ],
          },
          {
            key: 'location',
            title: label('location'),
            fields: [
              { key: 'RegionName', label: label('region') },
              { key: 'DetailedAddress', label: label('address') },
              { key: 'PostalCode', label: label('postalCode') },
            ],
          },
        ],
      }}
    />
  );
}
