import { Tag, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import {
  DATE_TIME_FORMAT_DAYJS,
  type applicantInformation,
  type commodities,
  type expenseType,
  type logisticsValueAddedServicesQuotationGrouping,
  type mallShopInformation,
  type returnLogisticsOrder,
  type selfPickupAddress,
  type shelves,
  type shopAuthorizationInformation,
  type user,
} from '@lbo/contracts';
import type { FilterOption, PickerDefinition } from './PickerDialog.tsx';
import type { FilterOf, ListCall, RowOf } from './source.ts';
import './texts.ts';

type Definition<C extends ListCall> = PickerDefinition<RowOf<C>, FilterOf<C>>;

export type UserPickerDefinition = Definition<typeof user.getSelectTableUsers>;
export type ShelvesPickerDefinition = Definition<typeof shelves.getShelves>;
export type ShopAuthorizationPickerDefinition = Definition<typeof shopAuthorizationInformation.getShopAuthorizationInformation>;
export type ReturnOrderPickerDefinition = Definition<typeof returnLogisticsOrder.getReturnLogisticsOrders>;
export type SelfPickupPickerDefinition = Definition<typeof selfPickupAddress.getAvailableSelfPickupAddress>;
export type ApplicantPickerDefinition = Definition<typeof applicantInformation.getAvailableApplicantInformation>;
export type ExpenseTypePickerDefinition = Definition<typeof expenseType.getSelectTableExpenseTypes>;
export type QuotationGroupPickerDefinition = Definition<typeof logisticsValueAddedServicesQuotationGrouping.getSelectTableQuotationGroupings>;
export type MallShopPickerDefinition = Definition<typeof mallShopInformation.getMallShopInformationSelect>;
export type CommodityPickerDefinition = Definition<typeof commodities.getCommodityByUserId>;

/** A column showing one field, titled by its i18n label. */
function column<Row>(t: TFunction, field: Extract<keyof Row, string>, width: number, extra: ColumnType<Row> = {}): ColumnType<Row> {
  return { key: field, dataIndex: field, title: t(`pickers.columns.${field}`), width, ellipsis: true, ...extra };
}
const right = { align: 'right' } as const;
const yesNo = (t: TFunction) => (value: boolean) => (value ? <Tag color="green">{t('pickers.yes')}</Tag> : <Tag>{t('pickers.no')}</Tag>);
const enabled = (t: TFunction) => (value: boolean) => (value ? <Tag color="green">{t('pickers.enabled')}</Tag> : <Tag>{t('pickers.disabled')}</Tag>);
const time = (value: string) => (value ? dayjs(value).format(DATE_TIME_FORMAT_DAYJS) : '');
/** The name of an option value; the value itself when the option list does not know it. */
const optionName = (options: FilterOption[] | undefined) => (value: number) => options?.find((o) => o.value === value)?.label ?? value;
const enableOptions = (t: TFunction): FilterOption[] => [
  { value: true, label: t('pickers.enabled') },
  { value: false, label: t('pickers.disabled') },
];

export const userPicker: UserPickerDefinition = {
  title: 'pickers.titles.user',
  filters: [
    { name: 'Content', label: 'pickers.columns.UserContent' },
    {
      name: 'AccountTypeCode',
      label: 'pickers.columns.AccountTypeCode',
      kind: 'select',
      options: (t) => [
        { value: 1, label: t('pickers.staff') },
        { value: 2, label: t('pickers.customer') },
      ],
    },
  ],
  columns: (t) => [
    column(t, 'Number', 110),
    column(t, 'UserName', 150),
    column(t, 'NickName', 150),
    column(t, 'PhoneNumber', 140),
    column(t, 'Email', 200),
    column(t, 'AccountTypeCode', 130, { render: (code: number) => (code === 2 ? t('pickers.customer') : t('pickers.staff')) }),
    column(t, 'IsEnabled', 90, { render: yesNo(t) }),
    column(t, 'SiteName', 160),
  ],
  label: (row) => (row.NickName && row.NickName !== row.UserName ? `${row.UserName} (${row.NickName})` : row.UserName),
};

export const shelvesPicker: ShelvesPickerDefinition = {
  title: 'pickers.titles.shelves',
  filters: [
    { name: 'Content', label: 'pickers.columns.ShelvesContent' },
    { name: 'WarehouseId', label: 'pickers.columns.WarehouseId', kind: 'select' },
    { name: 'PartitionId', label: 'pickers.columns.PartitionId', kind: 'select' },
  ],
  columns: (t) => [
    column(t, 'ShelvesNumber', 120),
    column(t, 'WarehouseName', 180),
    column(t, 'WarehousePartitionName', 170),
    column(t, 'GoodsQuantity', 110, right),
    column(t, 'IsExistingGoods', 100, { render: yesNo(t) }),
    column(t, 'ShelvesLength', 90, right),
    column(t, 'ShelvesWide', 90, right),
    column(t, 'ShelvesHigh', 90, right),
  ],
  label: (row) => row.ShelvesNumber,
};

const shopFilters: ShopAuthorizationPickerDefinition['filters'] = [
  { name: 'Name', label: 'pickers.columns.ShopName' },
  { name: 'ShopAuthorizationInformationType', label: 'pickers.columns.ShopAuthorizationInformationType', kind: 'select' },
  { name: 'ShopAuthorizationStatus', label: 'pickers.columns.ShopAuthorizationStatus', kind: 'select' },
  { name: 'ShopId', label: 'pickers.columns.ShopId' },
  { name: 'Remarks', label: 'pickers.columns.Remarks' },
];

/** Every customer's shops (back office). Type and status show by name when their options are given. */
export const shopAuthorizationPicker: ShopAuthorizationPickerDefinition = {
  title: 'pickers.titles.shopAuthorization',
  filters: shopFilters,
  columns: (t, options) => [
    column(t, 'Name', 200, { title: t('pickers.columns.ShopName') }),
    column(t, 'ShopAuthorizationInformationType', 120, { render: optionName(options.ShopAuthorizationInformationType) }),
    column(t, 'ShopAuthorizationStatus', 150, { render: optionName(options.ShopAuthorizationStatus) }),
    column(t, 'OwnerName', 130),
    column(t, 'SiteName', 150),
    column(t, 'Remarks', 180),
    column(t, 'CreationTime', 170, { render: time }),
  ],
  label: (row) => row.Name,
};

/** The signed-in customer's own shops: no owner or site to show. */
export const ownShopAuthorizationPicker: ShopAuthorizationPickerDefinition = {
  ...shopAuthorizationPicker,
  title: 'pickers.titles.ownShopAuthorization',
  columns: (t, options) => shopAuthorizationPicker.columns(t, options).filter((c) => c.key !== 'OwnerName' && c.key !== 'SiteName'),
};

/** Return orders are wide: their goods are listed in the row. Shippable ones only (the pickers' scope). */
export const returnOrderPicker: ReturnOrderPickerDefinition = {
  title: 'pickers.titles.returnOrder',
  wide: true,
  filters: [
    { name: 'ReturnsOrderNumberNo', label: 'pickers.columns.ReturnsOrderNumberNo' },
    { name: 'OriginalOrderNumberNo', label: 'pickers.columns.OriginalOrderNumberNo' },
    { name: 'Sku', label: 'pickers.columns.Sku' },
    { name: 'date', label: 'pickers.date', kind: 'dateRange' },
    { name: 'WarehouseId', label: 'pickers.columns.WarehouseId', kind: 'select' },
  ],
  columns: (t) => [
    column(t, 'SerialNumber', 170),
    column(t, 'ReturnsOrderNumberNo', 190),
    column(t, 'OriginalOrderNumberNo', 190),
    column(t, 'ReturnLogisticsOrderGoodsInfos', 480, {
      ellipsis: false,
      render: (goods: RowOf<typeof returnLogisticsOrder.getReturnLogisticsOrders>['ReturnLogisticsOrderGoodsInfos']) =>
        goods.map((g) => (
          <div key={g.Identification}>
            {g.ProductName} × {g.ModelQuantity} <Typography.Text type="secondary">{g.Identification}</Typography.Text>
          </div>
        )),
    }),
    column(t, 'Remark', 200),
  ],
  label: (row) => row.ReturnsOrderNumberNo,
};

export const selfPickupPicker: SelfPickupPickerDefinition = {
  title: 'pickers.titles.selfPickup',
  filters: [{ name: 'Address', label: 'pickers.columns.Address' }],
  columns: (t) => [column(t, 'Address', 620), column(t, 'SiteName', 300)],
  label: (row) => row.Address,
};

export const applicantPicker: ApplicantPickerDefinition = {
  title: 'pickers.titles.applicant',
  filters: [
    { name: 'Contacts', label: 'pickers.columns.Contacts' },
    { name: 'Phone', label: 'pickers.columns.Phone' },
  ],
  columns: (t) => [
    column(t, 'Contacts', 120),
    column(t, 'Phone', 140),
    column(t, 'ReceiveTel', 130),
    column(t, 'CountryCode', 90),
    column(t, 'DetailedAddress', 280),
    column(t, 'MailboxCode', 100),
    column(t, 'UsageCount', 100, right),
    column(t, 'SiteName', 140),
  ],
  label: (row) => `${row.Contacts} ${row.Phone}`,
};

export const expenseTypePicker: ExpenseTypePickerDefinition = {
  title: 'pickers.titles.expenseType',
  filters: [
    { name: 'Name', label: 'pickers.columns.Name' },
    { name: 'Code', label: 'pickers.columns.Code' },
  ],
  columns: (t) => [
    column(t, 'Name', 160),
    column(t, 'Code', 140),
    column(t, 'Explain', 280),
    column(t, 'SystemVariables', 160),
    column(t, 'DisplayOrder', 110, right),
    column(t, 'CreationTime', 170, { render: time }),
  ],
  label: (row) => row.Name,
};

export const quotationGroupPicker: QuotationGroupPickerDefinition = {
  title: 'pickers.titles.quotationGroup',
  filters: [{ name: 'Name', label: 'pickers.columns.Name' }],
  columns: (t) => [
    column(t, 'Name', 200),
    column(t, 'MultipleChoice', 110, { render: yesNo(t) }),
    column(t, 'ExpenseType', 160),
    column(t, 'Explain', 300),
    column(t, 'Remarks', 200),
  ],
  label: (row) => row.Name,
};

/** Every customer's mall shops (back office). */
export const mallShopPicker: MallShopPickerDefinition = {
  title: 'pickers.titles.mallShop',
  filters: [
    { name: 'Name', label: 'pickers.columns.Name' },
    { name: 'Enable', label: 'pickers.columns.Enable', kind: 'select', options: enableOptions },
    { name: 'Remarks', label: 'pickers.columns.Remarks' },
    { name: 'date', label: 'pickers.date', kind: 'dateRange' },
  ],
  columns: (t) => [
    column(t, 'Name', 200),
    column(t, 'UserName', 130),
    column(t, 'NickName', 130),
    column(t, 'Enable', 100, { render: enabled(t) }),
    column(t, 'Remarks', 180),
    column(t, 'SiteName', 140),
    column(t, 'CreationTime', 170, { render: time }),
  ],
  label: (row) => row.Name,
};

/** The signed-in customer's own mall shops. */
export const ownMallShopPicker: MallShopPickerDefinition = {
  ...mallShopPicker,
  title: 'pickers.titles.ownMallShop',
  columns: (t, options) => mallShopPicker.columns(t, options).filter((c) => !['UserName', 'NickName', 'SiteName'].includes(String(c.key))),
};

/** Commodities are wide: code, SKU, name, price, size, weights and stock (over all warehouses). */
export const commodityPicker: CommodityPickerDefinition = {
  title: 'pickers.titles.commodity',
  wide: true,
  filters: [{ name: 'Content', label: 'pickers.columns.CommodityContent' }],
  columns: (t) => [
    column(t, 'CommodityCode', 150),
    column(t, 'CommoditySku', 150),
    column(t, 'CommodityName', 220),
    column(t, 'Price', 100, right),
    { key: 'Size', title: t('pickers.columns.Size'), width: 170, render: (_: unknown, row) => `${row.Length} × ${row.Width} × ${row.Height}` },
    column(t, 'ActualOfWeight', 130, right),
    column(t, 'GrossOfWeight', 130, right),
    column(t, 'AvailableQuantity', 100, right),
    column(t, 'FrozenQuantity', 100, right),
  ],
  label: (row) => `${row.CommoditySku} ${row.CommodityName}`,
};

export const ownCommodityPicker: CommodityPickerDefinition = { ...commodityPicker, title: 'pickers.titles.ownCommodity' };
