import { AccountBookOutlined, AuditOutlined, CalculatorOutlined, CarOutlined, ContactsOutlined, ContainerOutlined, DatabaseOutlined, EnvironmentOutlined, FormOutlined, GiftOutlined, HomeOutlined, InboxOutlined, MessageOutlined, MoneyCollectOutlined, QuestionCircleOutlined, SendOutlined, ShoppingOutlined, TagsOutlined, TransactionOutlined, UserOutlined, WalletOutlined } from '@ant-design/icons';
import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import './texts.ts';

/** A page of the phone portal: a customer page joins the portal with one line here and its page module. */
export interface PortalPage {
  /** its address after /app/#, e.g. /messages */
  path: string;
  /** i18n key of its title (the header) */
  title: string;
  /** 'session': signing in first (the sign-in returns to it) */
  access: 'public' | 'session';
  /** shown in the bottom tab bar with this icon */
  tab?: ReactNode;
  /** shown on the signed-in home's grid with this icon (tabs are there too) */
  tile?: ReactNode;
  page: LazyExoticComponent<ComponentType>;
}

export const PORTAL_PAGES: readonly PortalPage[] = [
  { path: '/', title: 'mobile.tabs.home', access: 'public', tab: <HomeOutlined />, page: lazy(() => import('./pages/HomePage.tsx')) },
  { path: '/parcels', title: 'mobile.tabs.parcels', access: 'session', tab: <InboxOutlined />, page: lazy(() => import('../pages/parcels/UserPackagesIndex.tsx')) },
  { path: '/forecast', title: 'mobile.titles.forecast', access: 'session', tile: <FormOutlined />, page: lazy(() => import('../pages/parcels/UserForecastIndex.tsx')) },
  { path: '/unknown-parcels', title: 'mobile.titles.unknownParcels', access: 'session', tile: <QuestionCircleOutlined />, page: lazy(() => import('../pages/parcels/UserUnknownPackagesIndex.tsx')) },
  { path: '/commodities', title: 'route.UserCommoditiesIndex', access: 'session', tile: <ShoppingOutlined />, page: lazy(() => import('../pages/commodities/UserCommoditiesIndex.tsx')) },
  { path: '/inventory', title: 'route.UserInventoryIndex', access: 'session', tile: <DatabaseOutlined />, page: lazy(() => import('../pages/inventory/UserInventoryIndex.tsx')) },
  {
    path: '/recipients',
    title: 'route.UserRecipientInformationIndex',
    access: 'session',
    tile: <ContactsOutlined />,
    page: lazy(() => import('../pages/recipientInformation/UserRecipientInformationIndex.tsx')),
  },
  { path: '/inbound-documents', title: 'route.UserInboundDocumentsIndex', access: 'session', tile: <ContainerOutlined />, page: lazy(() => import('../pages/inboundDocuments/UserInboundDocumentsIndex.tsx')) },
  { path: '/orders', title: 'route.UserLogisticsOrdersIndex', access: 'session', tile: <CarOutlined />, page: lazy(() => import('../pages/logisticsOrders/UserLogisticsOrdersIndex.tsx')) },
  { path: '/bills', title: 'route.UserBillsIndex', access: 'session', tile: <AccountBookOutlined />, page: lazy(() => import('../pages/wallets/UserBillsIndex.tsx')) },
  { path: '/statement', title: 'route.UserAmountStatementIndex', access: 'session', tile: <WalletOutlined />, page: lazy(() => import('../pages/wallets/UserAmountStatementIndex.tsx')) },
  { path: '/settlements', title: 'route.UserSettlementStatementsIndex', access: 'session', tile: <AuditOutlined />, page: lazy(() => import('../pages/settlements/UserSettlementStatementsIndex.tsx')) },
  { path: '/ship', title: 'route.UserAddLogisticsOrderIndex', access: 'session', tile: <SendOutlined />, page: lazy(() => import('../pages/logisticsOrders/UserAddLogisticsOrderIndex.tsx')) },
  { path: '/recharge', title: 'route.UserRechargeIndex', access: 'session', tile: <MoneyCollectOutlined />, page: lazy(() => import('../pages/onlinePayments/UserRechargeIndex.tsx')) },
  { path: '/recharges', title: 'route.UserRechargeRecordsIndex', access: 'session', tile: <TransactionOutlined />, page: lazy(() => import('../pages/onlinePayments/UserRechargeRecordsIndex.tsx')) },
  { path: '/coupons', title: 'route.MyCouponsIndex', access: 'session', tile: <TagsOutlined />, page: lazy(() => import('../pages/coupons/MyCouponsIndex.tsx')) },
  { path: '/promotions', title: 'route.UserPromotionActivitiesIndex', access: 'session', tile: <GiftOutlined />, page: lazy(() => import('../pages/coupons/UserPromotionActivitiesIndex.tsx')) },
  { path: '/messages', title: 'mobile.tabs.messages', access: 'session', tab: <MessageOutlined />, page: lazy(() => import('./pages/MessagesPage.tsx')) },
  { path: '/freight', title: 'mobile.tabs.freight', access: 'session', tab: <CalculatorOutlined />, page: lazy(() => import('./pages/FreightPage.tsx')) },
  {
    path: '/receiving-addresses',
    title: 'route.ReceivingAddressesIndex',
    access: 'session',
    tile: <EnvironmentOutlined />,
    page: lazy(() => import('../pages/receivingAddresses/ReceivingAddressesIndex.tsx')),
  },
  { path: '/mine', title: 'mobile.tabs.mine', access: 'session', tab: <UserOutlined />, page: lazy(() => import('./pages/MinePage.tsx')) },
  { path: '/signin', title: 'mobile.titles.signIn', access: 'public', page: lazy(() => import('./pages/SignInPage.tsx')) },
  { path: '/register', title: 'mobile.titles.register', access: 'public', page: lazy(() => import('./pages/RegisterPage.tsx')) },
  { path: '/promotion', title: 'mobile.titles.promotion', access: 'public', page: lazy(() => import('./pages/PromotionPage.tsx')) },
];
