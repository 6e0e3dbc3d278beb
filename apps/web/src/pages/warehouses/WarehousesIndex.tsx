import { site, warehouse as api } from '@lbo/contracts';
import { App, Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { callApi, type RowOf } from '../../api/client.ts';
import { SiteListPage } from '../../components/siteList/SiteListPage.tsx';
import type { RowAction } from '../../components/table/actions.tsx';
import { rules } from '../../lib/formRules.ts';
import { RegionInput } from '../../components/pickers/RegionInput.tsx';
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
      calls={api.warehouseCalls}
      permission="Warehouses"
      storageKey="warehouses"
      texts={{ createTitle: label('createTitle'), editTitle: label('editTitle'), deleteConfirm: label('deleteConfirm') }}
      labels="warehouses.warehouse"
      fields={(shared) => ({
        Name: { column: { width: 200 }, query: true },
        Code: { column: { width: 100 }, query: true, form: { rules: [rules.noSpecialCharacters()] } },
        IsEnabled: shared.status,
        PersonInCharge: { column: { width: 110 }, detail: { group: 'contact' } },
        PhoneCode: { column: false, form: { input: 'select', options: site.SMS_PHONE_CODES.map((code) => ({ value: code, label: `+${code}` })) }, detail: { value: { type: 'custom', render: (_, r) => `+${r.PhoneCode}` }, group: 'contact' } },
        PersonInChargeMobile: {
          label: 'warehouses.warehouse.mobile',
          column: { width: 150, render: (mobile: string, row) => (mobile ? `+${row.PhoneCode} ${mobile}` : '') },
          form: { rules: [rules.mobile()], dependencies: ['PhoneCode'] },
          detail: { group: 'contact' },
        },
        PersonInChargeTel: { label: 'warehouses.warehouse.tel', column: false, form: { rules: [rules.fixedPhone()], dependencies: ['PhoneCode'] }, detail: { group: 'contact' } },
        Regions: { label: 'warehouses.warehouse.region', column: false, form: { input: <RegionInput />, span: 2 }, detail: false },
        RegionName: { label: 'warehouses.warehouse.region', column: { width: 200, ellipsis: true }, detail: { group: 'location' } },
        DetailedAddress: { label: 'warehouses.warehouse.address', column: { width: 200, ellipsis: true }, form: { span: 2 }, detail: { group: 'location' } },
        PostalCode: { column: false, form: { rules: [rules.noSpecialCharacters()] }, detail: { group: 'location' } },
        // The ratio starts at the usual 6000 and stays filled in, though the contract would take it absent.
        VolumeRatio: { column: { width: 100, align: 'right' }, form: { required: true }, detail: { value: { type: 'decimal' } } },
        PartitionCount: { label: 'warehouses.warehouse.partitions', column: { width: 80, align: 'right' } },
        ShelfCount: { label: 'warehouses.warehouse.shelves', column: { width: 90, align: 'right' } },
        LinkedStores: {
          column: { width: 200, render: (stores: string[]) => stores.map((s) => <Tag key={s}>{s}</Tag>) },
          form: { input: <Select mode="tags" open={false} placeholder={label('linkedStoresHelp')} />, span: 2 },
          detail: { value: { type: 'tag' } },
        },
        SiteName: shared.site,
        CreationTime: { ...shared.createdAt, column: false },
        UpdateTime: shared.updatedAt,
      })}
      actions={(standard) => [standard.detail, standard.edit, ...switches, standard.delete]}
      form={{ name: 'warehouse', widthSize: 3, width: 960 }}
      detail={{
        groups: [
          { key: 'contact', title: label('contact') },
          { key: 'location', title: label('location') },
        ],
      }}
    />
  );
}
