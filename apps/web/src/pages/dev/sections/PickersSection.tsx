import { Col, Form, Row, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { user } from '@lbo/contracts';
import {
  ApplicantInformationPicker,
  CommodityPicker,
  ExpenseTypePicker,
  MallShopPicker,
  OrganisationTreePicker,
  OwnCommodityPicker,
  OwnMallShopPicker,
  OwnShopAuthorizationPicker,
  QuotationGroupPicker,
  RegionCascader,
  ReturnOrderPicker,
  SelfPickupAddressPicker,
  ShelvesPicker,
  ShopAuthorizationPicker,
  UserPicker,
  UserSelect,
  type RowOf,
} from '../../../components/pickers/index.ts';
import { pickerSamples } from './pickerSamples.ts';
import { FormItem } from '../../../components/form/FormItem.tsx';

type Customer = RowOf<typeof user.getSelectTableUsers>;

/** Every picker of the kit: the user pickers against the server, the others on sample rows. */
export function PickersSection() {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  // Sample rows follow the language; the form keeps what was chosen.
  const samples = useMemo(() => pickerSamples(t), [t]);
  const customer = Form.useWatch<Customer | null>('customer', form);
  const initialValues = useMemo(
    () => ({
      shelves: samples.shelfRows.slice(0, 2),
      expenseType: samples.expenseRows[0],
      selfPickup: samples.selfPickupRows[1],
      ownCommodities: samples.commodityRows.slice(0, 2),
      region: [86, 44, 4403, 440305, 440305001],
      staffOrganisations: [3, 4],
    }),
    [samples],
  );

  const source = (kind: 'server' | 'sample') => (
    <Tag color={kind === 'server' ? 'blue' : 'default'}>{t(kind === 'server' ? 'pickers.sample.server' : 'pickers.sample.sampleData')}</Tag>
  );
  const item = (name: string, label: string, kind: 'server' | 'sample', control: ReactNode) => (
    <Col xs={24} md={12} xl={8} key={name}>
      <FormItem
        name={name}
        label={
          <Space size={4}>
            {t(`pickers.sample.${label}`)}
            {source(kind)}
          </Space>
        }
      >
        {control}
      </FormItem>
    </Col>
  );

  return (
    <>
      <Typography.Paragraph type="secondary">{t('pickers.sample.intro')}</Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={initialValues}>
        <Row gutter={16}>
          {item('user', 'userSingle', 'server', <UserPicker />)}
          {item('users', 'userMultiple', 'server', <UserPicker multiple />)}
          {item('userDropdown', 'userDropdown', 'server', <UserSelect style={{ width: '100%' }} />)}
          {item('customer', 'customerForReturns', 'server', <UserPicker accountType={2} />)}
          {item(
            'returnOrder',
            'returnOrderForUser',
            'sample',
            <ReturnOrderPicker type={1} ownerId={customer?.Id} source={samples.returnOrders} filterOptions={{ WarehouseId: samples.warehouses }} />,
          )}
          {item('commodity', 'commodity', 'sample', <CommodityPicker userId={customer?.Id} source={samples.commodities} />)}
          {item(
            'shelves',
            'shelves',
            'sample',
            <ShelvesPicker multiple source={samples.shelves} filterOptions={{ WarehouseId: samples.warehouses, PartitionId: samples.partitions }} />,
          )}
          {item('ownReturnOrders', 'ownReturnOrders', 'sample', <ReturnOrderPicker type={2} multiple source={samples.returnOrders} />)}
          {item('ownCommodities', 'ownCommodities', 'sample', <OwnCommodityPicker multiple source={samples.commodities} />)}
          {item(
            'shop',
            'shopAuthorization',
            'sample',
            <ShopAuthorizationPicker
              source={samples.shops}
              filterOptions={{ ShopAuthorizationInformationType: samples.shopTypes, ShopAuthorizationStatus: samples.shopStatuses }}
            />,
          )}
          {item(
            'ownShop',
            'ownShopAuthorization',
            'sample',
            <OwnShopAuthorizationPicker
              source={samples.shops}
              filterOptions={{ ShopAuthorizationInformationType: samples.shopTypes, ShopAuthorizationStatus: samples.shopStatuses }}
            />,
          )}
          {item('userOrganisation', 'userOrganisation', 'sample', <OrganisationTreePicker population="user" load={async () => samples.customerTree} style={{ width: '100%' }} />)}
          {item(
            'staffOrganisations',
            'backstageOrganisation',
            'sample',
            <OrganisationTreePicker population="backstage" multiple load={async () => samples.staffTree} style={{ width: '100%' }} />,
          )}
          {item('selfPickup', 'selfPickup', 'sample', <SelfPickupAddressPicker source={samples.selfPickup} />)}
          {item('applicant', 'applicant', 'sample', <ApplicantInformationPicker source={samples.applicants} />)}
          {item('expenseType', 'expenseType', 'sample', <ExpenseTypePicker source={samples.expenseTypes} />)}
          {item('quotationGroup', 'quotationGroup', 'sample', <QuotationGroupPicker source={samples.quotationGroups} />)}
          {item('mallShop', 'mallShop', 'sample', <MallShopPicker source={samples.mallShops} />)}
          {item('ownMallShop', 'ownMallShop', 'sample', <OwnMallShopPicker source={samples.mallShops} />)}
          {item('region', 'region', 'sample', <RegionCascader load={samples.loadRegions} style={{ width: '100%' }} />)}
        </Row>
      </Form>
    </>
  );
}
