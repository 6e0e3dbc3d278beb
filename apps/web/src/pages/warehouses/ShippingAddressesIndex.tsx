import { site, shippingAddress as api } from '@lbo/contracts';
import { useTranslation } from 'react-i18next';
import { WarehouseSelect } from '../../components/pickers/WarehouseSelect.tsx';
import { SiteListPage } from '../../components/siteList/SiteListPage.tsx';
import { rules } from '../../lib/formRules.ts';
import { RegionInput } from '../../components/pickers/RegionInput.tsx';
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
      calls={api.shippingAddressCalls}
      permission="ShippingAddresses"
      storageKey="shippingAddresses"
      texts={{ createTitle: label('createTitle'), editTitle: label('editTitle'), deleteConfirm: label('deleteConfirm') }}
      labels="warehouses.address"
      fields={(shared, { siteId }) => ({
        Name: { column: { width: 180 }, query: true },
        Type: {
          column: { width: 130, render: typeName },
          query: { kind: 'select', options: typeOptions },
          form: { input: 'select', options: typeOptions },
          detail: { value: { type: 'custom', render: (_, r) => typeName(r.Type) } },
        },
        WarehouseId: {
          label: 'warehouses.address.warehouse',
          column: false,
          query: { kind: 'custom', render: () => <WarehouseSelect siteId={siteId} includeDisabled allowClear /> },
          form: { input: <WarehouseSelect siteId={siteId} /> },
          detail: false,
        },
        WarehouseName: { label: 'warehouses.address.warehouse', column: { width: 180 } },
        IsEnabled: shared.status,
        Contact: { column: { width: 110 } },
        PhoneCode: { label: 'warehouses.warehouse.phoneCode', column: false, form: { input: 'select', options: site.SMS_PHONE_CODES.map((code) => ({ value: code, label: `+${code}` })) }, detail: false },
        Phone: {
          column: { width: 150, render: (number: string, row) => phone(number, row.PhoneCode) },
          form: { rules: [rules.mobile()], dependencies: ['PhoneCode'] },
          detail: { value: { type: 'custom', render: (_, r) => phone(r.Phone, r.PhoneCode) || '-' } },
        },
        Regions: { label: 'warehouses.warehouse.region', column: false, form: { input: <RegionInput />, span: 2 }, detail: false },
        RegionName: { label: 'warehouses.warehouse.region', column: { width: 200, ellipsis: true } },
        DetailedAddress: { label: 'warehouses.warehouse.address', column: { width: 220, ellipsis: true }, form: { span: 2 } },
        PostalCode: { label: 'warehouses.warehouse.postalCode', column: { width: 100 } },
        Remarks: { ...shared.remarks({ form: 3 }), column: false },
        SiteName: shared.site,
        CreationTime: { ...shared.createdAt, column: false },
        UpdateTime: shared.updatedAt,
      })}
      order={{
        columns: ['Type', 'WarehouseName', 'Contact', 'Phone', 'RegionName', 'DetailedAddress', 'PostalCode'],
        query: ['Name', 'Type', 'WarehouseId'],
        form: ['Name', 'Type', 'WarehouseId', 'Contact', 'PhoneCode', 'Phone', 'Regions', 'PostalCode', 'DetailedAddress'],
      }}
      form={{ name: 'shippingAddress', widthSize: 3, width: 960 }}
    />
  );
}
