import { site, shippingAddress as api } from '@lbo/contracts';
import { useTranslation } from 'react-i18next';
import { WarehouseSelect } from '../../components/pickers/WarehouseSelect.tsx';
import { SiteListPage } from '../../components/siteList/SiteListPage.tsx';
import { rules } from '../../lib/formRules.ts';
import { RegionInput } from './RegionInput.tsx';
import './texts.ts';

/** Shipping addresses: the sender, return and self-pickup addresses of the warehouses. */
export default function ShippingAddressesIndex() {
  const { t } = useTranslation();
  const label = (key: string) => t(`warehouses.address.${key}`);
  const typeOptions = api.SHIPPING_ADDRESS_TYPES.map((value) => ({ value, label: t(`warehouses.address.types.${value}`) }));
  const typeName = (type: number) => t(`warehouses.address.types.${type}`);
  const phone = (number: string, code: string) => (number ? `+${code} ${number}` : '');

  return (
    <SiteListPage
      calls={{
        list: api.getShippingAddresses,
        add: api.addShippingAddress,
        getEdit: api.getEditShippingAddress,
        edit: api.editShippingAddress,
        remove: api.deleteShippingAddress,
        detail: api.getShippingAddressById,
      }}
      permission="ShippingAddresses"
      storageKey="shippingAddresses"
      texts={{ createTitle: label('createTitle'), editTitle: label('editTitle'), deleteConfirm: label('deleteConfirm') }}
      name={{ title: label('name'), width: 180 }}
      queryFields={(shared, context) => [
        { kind: 'text', name: 'Name', label: label('name') },
        { kind: 'select', name: 'Type', label: label('type'), options: typeOptions },
        { kind: 'custom', name: 'WarehouseId', label: label('warehouse'), render: () => <WarehouseSelect siteId={context.siteId} includeDisabled allowClear /> },
        shared.status(),
      ]}
      columns={(shared) => [
        { dataIndex: 'Type', title: label('type'), width: 130, render: typeName },
        { dataIndex: 'WarehouseName', title: label('warehouse'), width: 180 },
        { dataIndex: 'Contact', title: label('contact'), width: 110 },
        { dataIndex: 'Phone', title: label('phone'), width: 150, render: (number: string, row) => phone(number, row.PhoneCode) },
        { dataIndex: 'RegionName', title: t('warehouses.warehouse.region'), width: 200, ellipsis: true },
        { dataIndex: 'DetailedAddress', title: t('warehouses.warehouse.address'), width: 220, ellipsis: true },
        { dataIndex: 'PostalCode', title: t('warehouses.warehouse.postalCode'), width: 100 },
        shared.status,
        shared.site,
        shared.updatedAt,
      ]}
      form={{
        name: 'shippingAddress',
        widthSize: 3,
        width: 960,
        defaults: { IsEnabled: true, PhoneCode: '86', Regions: [] },
        fields: (shared, context) => [
          { name: 'Name', label: label('name'), rules: [rules.required(), { max: api.SHIPPING_ADDRESS_NAME_MAX }] },
          { name: 'Type', label: label('type'), input: 'select', options: typeOptions, rules: [rules.required()] },
          { name: 'WarehouseId', label: label('warehouse'), input: <WarehouseSelect siteId={context.siteId} />, rules: [rules.required()] },
          { name: 'Contact', label: label('contact'), rules: [{ max: api.SHIPPING_ADDRESS_CONTACT_MAX }] },
          { name: 'PhoneCode', label: t('warehouses.warehouse.phoneCode'), input: 'select', options: site.SMS_PHONE_CODES.map((code) => ({ value: code, label: `+${code}` })) },
          { name: 'Phone', label: label('phone'), rules: [rules.mobile()], dependencies: ['PhoneCode'] },
          { name: 'Regions', label: t('warehouses.warehouse.region'), input: <RegionInput />, span: 2 },
          { name: 'PostalCode', label: t('warehouses.warehouse.postalCode'), rules: [{ max: api.SHIPPING_ADDRESS_POSTAL_CODE_MAX }] },
          { name: 'DetailedAddress', label: t('warehouses.warehouse.address'), rules: [{ max: api.SHIPPING_ADDRESS_DETAIL_MAX }], span: 2 },
          shared.enabled(),
          shared.remarks(api.SHIPPING_ADDRESS_REMARKS_MAX, 3),
        ],
      }}
      detail={{
        fields: (shared) => [
          { key: 'Type', label: label('type'), value: { type: 'custom', render: (_, r) => typeName(r.Type) } },
          { key: 'WarehouseName', label: label('warehouse') },
          shared.status,
          { key: 'Contact', label: label('contact') },
          { key: 'Phone', label: label('phone'), value: { type: 'custom', render: (_, r) => phone(r.Phone, r.PhoneCode) || '-' } },
          { key: 'RegionName', label: t('warehouses.warehouse.region') },
          { key: 'DetailedAddress', label: t('warehouses.warehouse.address') },
          { key: 'PostalCode', label: t('warehouses.warehouse.postalCode') },
          shared.remarks(),
          shared.site,
          shared.createdAt,
          shared.updatedAt,
        ],
      }}
    />
  );
}
