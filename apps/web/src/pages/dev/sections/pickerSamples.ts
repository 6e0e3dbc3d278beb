import type { TFunction } from 'i18next';
import type {
  applicantInformation,
  commodities,
  expenseType,
  logisticsValueAddedServicesQuotationGrouping,
  mallShopInformation,
  returnLogisticsOrder,
  selfPickupAddress,
  shelves,
  shopAuthorizationInformation,
} from '@lbo/contracts';
import type { FilterOption, OrganizeNode, PickerSource, RegionLoader, RegionNode, RowOf } from '../../../components/pickers/index.ts';
import '../../../components/pickers/texts.ts';

/**
 * Sample rows for the gallery's pickers whose business area is not released yet: the same
 * PickerDialog is fed from memory instead of the area's contract call.
 */

/** A source that filters and pages a list in memory, as the area's call will on the server. */
function memorySource<Row, Filter>(rows: Row[], match: (row: Row, filter: Partial<Filter>) => boolean = () => true): PickerSource<Row, Filter> {
  return async ({ index, rows: size, ...filter }) => {
    const found = rows.filter((row) => match(row, filter as Partial<Filter>));
    return { Data: found.slice((index - 1) * size, index * size), Total: found.length };
  };
}

const has = (text: string, search: string | undefined) => !search || text.toLowerCase().includes(search.toLowerCase());
// Sample lists are kept as one text per language, items separated by '|'.
const list = (t: TFunction, key: string) => t(`pickers.sample.${key}`).split('|');
const at = <T>(items: T[], i: number) => items[i % items.length]!;
const day = (offset: number) => new Date(Date.UTC(2026, 3, 1 + offset, 2 + (offset % 9), (offset * 17) % 60)).toISOString();

export function pickerSamples(t: TFunction) {
  const warehouses: FilterOption[] = [
    { value: 1, label: t('pickers.sample.warehouseShenzhen') },
    { value: 2, label: t('pickers.sample.warehouseHongKong') },
  ];
  const partitions: FilterOption[] = [
    { value: 1, label: t('pickers.sample.partitionA') },
    { value: 2, label: t('pickers.sample.partitionB') },
    { value: 3, label: t('pickers.sample.partitionC') },
  ];
  const products = list(t, 'products');
  const sites = list(t, 'sites');
  const owners = list(t, 'owners');
  const remarks = list(t, 'remarks');

  type Shelf = RowOf<typeof shelves.getShelves> & { WarehouseId: number; PartitionId: number };
  const shelfRows: Shelf[] = [];
  const racks = [
    { prefix: 'A', warehouse: 1, partition: 1, rows: 3, columns: 8, size: ['120.0', '60.0', '200.0'] },
    { prefix: 'B', warehouse: 1, partition: 2, rows: 2, columns: 6, size: ['240.0', '100.0', '250.0'] },
    { prefix: 'HK-C', warehouse: 2, partition: 3, rows: 2, columns: 6, size: ['150.0', '80.0', '220.0'] },
  ];
  for (const rack of racks) {
    for (let r = 1; r <= rack.rows; r++) {
      for (let c = 1; c <= rack.columns; c++) {
        const goods = (r * 7 + c * 3) % 5 === 0 ? 0 : (r * 13 + c * 11) % 40;
        shelfRows.push({
          Id: shelfRows.length + 1,
          ShelvesNumber: `${rack.prefix}-${String(r).padStart(2, '0')}-${String(c).padStart(2, '0')}`,
          GoodsQuantity: goods,
          IsExistingGoods: goods > 0,
          ShelvesLength: rack.size[0]!,
          ShelvesWide: rack.size[1]!,
          ShelvesHigh: rack.size[2]!,
          WarehouseName: warehouses.find((w) => w.value === rack.warehouse)!.label,
          WarehousePartitionName: partitions.find((p) => p.value === rack.partition)!.label,
          WarehouseId: rack.warehouse,
          PartitionId: rack.partition,
          IsDeactivate: false,
          UsedWide: '0.00',
          UsedHigh: '0.00',
          UsedLength: '0.00',
          ResidualLength: rack.size[0]!,
          ResidualWide: rack.size[1]!,
          ResidualHigh: rack.size[2]!,
          CreationTime: '2026-01-05T08:00:00.000Z',
        });
      }
    }
  }

  const shopTypes: FilterOption[] = [
    { value: 1, label: t('pickers.sample.platformAmazon') },
    { value: 2, label: t('pickers.sample.platformShopee') },
  ];
  const shopStatuses: FilterOption[] = [
    { value: 1, label: t('pickers.sample.statusAuthorised') },
    { value: 2, label: t('pickers.sample.statusExpired') },
  ];
  const shopRows: RowOf<typeof shopAuthorizationInformation.getShopAuthorizationInformation>[] = list(t, 'shopNames').map((name, i) => ({
    Id: i + 1,
    Name: name,
    ShopAuthorizationInformationType: (i % 2) + 1,
    ShopAuthorizationStatus: i === 4 ? 2 : 1,
    Remarks: at(remarks, i + 3),
    SiteName: at(sites, i),
    OwnerName: at(owners, i),
    CreationTime: day(i * 3),
  }));

  const returnRows: RowOf<typeof returnLogisticsOrder.getReturnLogisticsOrders>[] = Array.from({ length: 32 }, (_, i) => ({
    Id: i + 1,
    SerialNumber: `RT20260${String(4_1000 + i * 7)}`,
    ReturnsOrderNumberNo: `RMA-SZ-${String(260_401 + i)}`,
    OriginalOrderNumberNo: `LBO2026${String(31_200 + i * 13).padStart(6, '0')}`,
    Remark: at(remarks, i),
    ReturnLogisticsOrderGoodsInfos: Array.from({ length: (i % 3) + 1 }, (_, g) => ({
      Identification: `SKU-${String(1001 + ((i + g * 3) % products.length))}`,
      ProductName: at(products, i + g * 3),
      ModelQuantity: ((i + g) % 4) + 1,
      ImageUrls: [],
    })),
  }));

  const selfPickupRows: RowOf<typeof selfPickupAddress.getAvailableSelfPickupAddress>[] = list(t, 'pickupAddresses').map((address, i) => ({
    Id: i + 1,
    Address: address,
    SiteName: at(sites, i),
  }));

  const applicantRows: RowOf<typeof applicantInformation.getAvailableApplicantInformation>[] = list(t, 'contacts').map((contact, i) => ({
    Id: i + 1,
    Contacts: contact,
    Phone: ['13800138000', '91234567', '66123456', '13912345678'][i]!,
    ReceiveTel: ['0755-86001234', '2345-6789', '2871-2345', '0755-83005678'][i]!,
    CountryCode: ['CN', 'HK', 'MO', 'CN'][i]!,
    SiteName: at(sites, i),
    DetailedAddress: at(list(t, 'applicantAddresses'), i),
    UsageCount: [42, 7, 3, 18][i]!,
    MailboxCode: ['518057', '999077', '999078', '518048'][i]!,
    IsDeactivate: false,
    CreationTime: day(i * 5),
  }));

  const expenseCodes = ['FREIGHT', 'FUEL', 'REMOTE', 'PACKING', 'INSURANCE', 'STORAGE'];
  const expenseVariables = ['{BillingWeight}', '{BillingWeight}', '{PostalCode}', '{PackageCount}', '{DeclaredValue}', '{CubicMetre}'];
  const expenseRows: RowOf<typeof expenseType.getSelectTableExpenseTypes>[] = list(t, 'expenseTypes').map((name, i) => ({
    Id: i + 1,
    Name: name,
    Code: expenseCodes[i]!,
    Explain: at(list(t, 'expenseExplains'), i),
    SystemVariables: expenseVariables[i]!,
    DisplayOrder: (i + 1) * 10,
    CreationTime: day(i),
  }));

  const groupRows: RowOf<typeof logisticsValueAddedServicesQuotationGrouping.getSelectTableQuotationGroupings>[] = list(t, 'quotationGroups').map((name, i) => ({
    Id: i + 1,
    Name: name,
    MultipleChoice: i !== 2,
    ExpenseType: at(expenseRows, [3, 3, 4][i]!).Name,
    Explain: at(list(t, 'quotationExplains'), i),
    Remarks: '',
  }));

  const mallShopRows: RowOf<typeof mallShopInformation.getMallShopInformationSelect>[] = list(t, 'mallShops').map((name, i) => ({
    Id: i + 1,
    Name: name,
    Remarks: at(remarks, i + 3),
    Enable: i !== 2,
    UserId: i + 1,
    UserName: ['alice', 'bob', 'chenwei'][i]!,
    NickName: at(owners, i),
    SiteName: at(sites, i),
    CreationTime: day(i * 4),
  }));

  const commodityRows: RowOf<typeof commodities.getCommodityByUserId>[] = products.map((name, i) => ({
    Id: i + 1,
    CommodityCode: `C${String(20_260_400 + i * 3)}`,
    CommoditySku: `SKU-${String(1001 + i)}`,
    CommodityName: name,
    Price: ['39.90', '9.50', '89.00', '59.00', '25.80', '45.00', '69.90', '29.99'][i % 8]!,
    Length: ['18.0', '16.5', '15.0', '61.0', '12.0', '30.0', '40.0', '9.0'][i % 8]!,
    Width: ['12.0', '9.0', '8.0', '15.0', '12.0', '25.0', '15.0', '6.0'][i % 8]!,
    Height: ['6.0', '2.0', '3.0', '15.0', '11.0', '4.0', '45.0', '5.0'][i % 8]!,
    ActualOfWeight: ['0.215', '0.045', '0.310', '1.100', '0.380', '0.260', '0.950', '0.120'][i % 8]!,
    GrossOfWeight: ['0.280', '0.060', '0.360', '1.250', '0.520', '0.300', '1.150', '0.150'][i % 8]!,
    AvailableQuantity: [120, 560, 48, 35, 210, 80, 16, 300][i % 8]!,
    FrozenQuantity: [4, 0, 2, 0, 10, 0, 1, 0][i % 8]!,
  }));

  const names = list(t, 'organisations');
  const groups = list(t, 'customerGroups');
  const org = (Id: number, Name: string, Children: OrganizeNode[] = []): OrganizeNode => ({ Id, Name, HasChildren: Children.length > 0, Children });
  const staffTree = [
    org(1, names[0]!, [org(2, names[1]!, [org(3, names[2]!), org(4, names[3]!)]), org(5, names[4]!), org(6, names[5]!), org(7, names[6]!)]),
  ];
  const customerTree = [org(11, groups[0]!), org(12, groups[1]!, [org(13, groups[2]!), org(14, groups[3]!)]), org(15, groups[4]!)];

  const [china, guangdong, shenzhen, nanshan, yuehai, futian, guangzhou, tianhe, hongKong, kowloon, macau] = list(t, 'regions');
  const region = (Id: number, Name: string | undefined, HasChildren: boolean, PhoneCode: string): RegionNode => ({ Id, Name: Name!, HasChildren, PhoneCode, Code: String(Id) });
  const regionChildren: Record<number, RegionNode[]> = {
    0: [region(86, china, true, '86'), region(852, hongKong, true, '852'), region(853, macau, false, '853')],
    86: [region(44, guangdong, true, '86')],
    44: [region(4403, shenzhen, true, '86'), region(4401, guangzhou, true, '86')],
    4403: [region(440305, nanshan, true, '86'), region(440304, futian, false, '86')],
    4401: [region(440106, tianhe, false, '86')],
    440305: [region(440305001, yuehai, false, '86')],
    852: [region(85201, kowloon, false, '852')],
  };
  const loadRegions: RegionLoader = async (parentId) => regionChildren[parentId ?? 0] ?? [];

  return {
    warehouses,
    partitions,
    shopTypes,
    shopStatuses,
    shelfRows,
    shelves: memorySource<Shelf, { Content?: string; WarehouseId?: number; PartitionId?: number }>(
      shelfRows,
      (s, f) => has(s.ShelvesNumber, f.Content) && (!f.WarehouseId || s.WarehouseId === f.WarehouseId) && (!f.PartitionId || s.PartitionId === f.PartitionId),
    ),
    shops: memorySource<(typeof shopRows)[number], { Name?: string; ShopAuthorizationInformationType?: number; ShopAuthorizationStatus?: number; Remarks?: string }>(
      shopRows,
      (s, f) =>
        has(s.Name, f.Name) &&
        has(s.Remarks, f.Remarks) &&
        (!f.ShopAuthorizationInformationType || s.ShopAuthorizationInformationType === f.ShopAuthorizationInformationType) &&
        (!f.ShopAuthorizationStatus || s.ShopAuthorizationStatus === f.ShopAuthorizationStatus),
    ),
    returnOrders: memorySource<(typeof returnRows)[number], { ReturnsOrderNumberNo?: string; OriginalOrderNumberNo?: string; Sku?: string }>(
      returnRows,
      (o, f) =>
        has(o.ReturnsOrderNumberNo, f.ReturnsOrderNumberNo) &&
        has(o.OriginalOrderNumberNo, f.OriginalOrderNumberNo) &&
        (!f.Sku || o.ReturnLogisticsOrderGoodsInfos.some((g) => has(g.Identification, f.Sku))),
    ),
    selfPickupRows,
    selfPickup: memorySource<(typeof selfPickupRows)[number], { Address?: string }>(selfPickupRows, (a, f) => has(a.Address, f.Address)),
    applicants: memorySource<(typeof applicantRows)[number], { Contacts?: string; Phone?: string }>(applicantRows, (a, f) => has(a.Contacts, f.Contacts) && has(a.Phone, f.Phone)),
    expenseRows,
    expenseTypes: memorySource<(typeof expenseRows)[number], { Name?: string; Code?: string }>(expenseRows, (e, f) => has(e.Name, f.Name) && has(e.Code, f.Code)),
    quotationGroups: memorySource<(typeof groupRows)[number], { Name?: string }>(groupRows, (g, f) => has(g.Name, f.Name)),
    mallShops: memorySource<(typeof mallShopRows)[number], { Name?: string; Enable?: boolean; Remarks?: string }>(
      mallShopRows,
      (s, f) => has(s.Name, f.Name) && has(s.Remarks, f.Remarks) && (f.Enable === undefined || s.Enable === f.Enable),
    ),
    commodityRows,
    commodities: memorySource<(typeof commodityRows)[number], { Content?: string }>(
      commodityRows,
      (c, f) => has(c.CommodityCode, f.Content) || has(c.CommoditySku, f.Content) || has(c.CommodityName, f.Content),
    ),
    staffTree,
    customerTree,
    loadRegions,
  };
}
