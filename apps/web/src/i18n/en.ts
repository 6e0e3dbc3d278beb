/**
 * English texts of the shell: start-up, the public home and sign-in, the layout. zh-CN.ts and
 * zh-TW.ts have the same keys (the type checks it). A page's or a component's texts are not here:
 * its own texts.ts mounts them (`defineTexts('<namespace>', …)`) and the modules showing them import it.
 */
export const en = {
  app: { name: 'Logistics back office', platformConsole: 'Platform console', error: 'Error', loading: 'Loading…', retry: 'Retry', confirm: 'Confirm', cancel: 'Cancel', save: 'Save', reset: 'Reset', close: 'Close', back: 'Back', ok: 'OK', copied: 'Copied', copyFailed: 'Copy failed', empty: 'No data', query: 'Query' },
  startup: { failed: 'The application could not start: {{message}}', unreachable: 'Not connected to the server, please retry' },
  route: {
    MarketingCenter: 'Marketing', CouponsIndex: 'Coupons', UserCouponsIndex: 'User coupons', PromotionActivitiesIndex: 'Promotion activities', PromotionClaimsIndex: 'Claim records', MyCouponsIndex: 'My coupons', UserPromotionActivitiesIndex: 'Promotions',
    UserRolesIndex: 'Roles', BackstageRolesIndex: 'Roles', UserApiPermissionsIndex: 'API permissions', BackstageApiPermissionsIndex: 'API permissions', UserViewsIndex: 'Views', BackstageViewsIndex: 'Views', UserMenusIndex: 'Menus', BackstageMenusIndex: 'Menus',
    UserManagement: 'User management', BackstageManagement: 'Back-office staff management', UserOrganizesIndex: 'Organisations', BackstageOrganizesIndex: 'Organisations',
    SiteManagement: 'Site and site configuration', SitesIndex: 'Sites', SiteSettingsIndex: 'Site settings', SitePageConfigurationIndex: 'Home page configuration',
    TemplatesIndex: 'Templates', PaymentConfigurationIndex: 'Online payment configuration', CommonFilesIndex: 'Common files', UserCommonFilesIndex: 'Downloads',
    UserUsersIndex: 'Users', BackstageUsersIndex: 'Staff',
    CurrenciesIndex: 'Currencies', ExpenseTypesIndex: 'Expense types', HelpTutorialTypesIndex: 'Help tutorial types', LogisticsOrderTrajectorySchemesIndex: 'Trajectory schemes', GlobalCountriesIndex: 'Countries and regions',
    LogisticsManagement: 'Logistics', CarriersIndex: 'Carriers', CarrierLocalTrackingNumbersIndex: 'Local tracking numbers', TypeOfShippingIndex: 'Shipping methods',
    CustomsClearanceCompanyIndex: 'Customs clearance companies', ApplicantInformationIndex: 'Applicant information',
    CommodityManagement: 'Commodities', CargoTypesIndex: 'Cargo types', CommodityCategoriesIndex: 'Commodity categories', CommoditiesIndex: 'Commodities',
    WarehouseManagement: 'Warehouses', WarehousesIndex: 'Warehouses', WarehousePartitionsIndex: 'Partitions', ShelvesIndex: 'Shelves', ShippingAddressesIndex: 'Shipping addresses', InboundDocumentsIndex: 'Inbound documents', SignForIndex: 'Receipt signing', BinPutOnShelves: 'Put boxes on shelves', BinLowerShelf: 'Take boxes off shelves',
    PackageManagement: 'Parcels', PackageSigning: 'Sign for parcels', PackagePutOnShelvesIndex: 'Put parcels on shelves', PackagesIndex: 'Parcels', UnknownPackagesIndex: 'Unknown parcels', ForecastAnomaliesIndex: 'Forecast anomalies',
    QuotationManagement: 'Quotations', WarehouseQuotationsIndex: 'Warehouse quotations', WarehousingQuotationsIndex: 'Warehousing quotations', ValueAddedServiceGroupsIndex: 'Value-added service groups', ValueAddedServicesIndex: 'Value-added services',
    TransferQuotationsIndex: 'Transfer quotations', FreightCalculatorIndex: 'Freight calculator', QuotationCenter: 'Quotations', AvailableQuotationsIndex: 'Available quotations',
    ParcelCenter: 'Parcels', UserPackagesIndex: 'My parcels', UserForecastIndex: 'Forecast parcels', UserUnknownPackagesIndex: 'Unknown parcels', ReceivingAddressesIndex: 'Where to send goods', WarehousingCenter: 'Warehousing', UserCommoditiesIndex: 'My commodities', UserInventoryIndex: 'My inventory', InventoryIndex: 'Inventory', OrderCenter: 'Orders', UserRecipientInformationIndex: 'Recipient information', RecipientInformationIndex: 'Recipient information', UserLogisticsOrdersIndex: 'My orders', UserAddLogisticsOrderIndex: 'Ship goods', LogisticsOrdersIndex: 'Logistics orders', PickingListIndex: 'Picking lists', PersonalPickingListIndex: 'Personal picking list', PickingScanIndex: 'Picking by scan', PickingRulesIndex: 'Picking rules', PackEdit: 'Pack orders', PackingsIndex: 'Packing', TransportCenter: 'Transport', TransportShiftsIndex: 'Transport shifts', TransportShiftPackagingIndex: 'Packaging', BagNumbersIndex: 'Bag numbers', BagDetailIndex: 'Bag detail', BagOrdersIndex: 'Order detail', BagArrivalIndex: 'Bag arrival receipt', ShiftTrackIndex: 'Add shift track', TransferPlanIndex: 'Transfer plans', TransferPlanReceiveIndex: 'Receive transfers', OrderWarehouseTransferIndex: 'Order warehouse transfer', PeerOrdersIndex: 'Peer orders', UserInboundDocumentsIndex: 'My inbound documents', FinanceCenter: 'Finance', BillsIndex: 'Bills', PaymentRecordsIndex: 'Payment records', WalletsIndex: 'Amount statement', RechargesIndex: 'Offline recharges', UserBillsIndex: 'My bills', UserAmountStatementIndex: 'Amount statement', SettlementStatementsIndex: 'Settlement statements', UserSettlementStatementsIndex: 'Settlement statements', UserRechargeIndex: 'Recharge', UserRechargeRecordsIndex: 'Recharge records', RechargeRecordsIndex: 'Recharge records',
    dashboard: 'Home', Dashboard: 'Home', HomePage: 'Home', Settings: 'Settings', PersonalCenter: 'Personal centre',
    MineUserMessagesIndex: 'My messages', MineProfileIndex: 'Personal centre', PreviewPromotionActivitiesIndex: 'Promotion',
    NoticeDetailedIndex: 'Notice', LogisticsThirdPartyPlatformsOrderIndex: 'Third-party platform orders', ComponentsGallery: 'Components gallery',
    notFound: 'Page not found', unauthorized: 'No permission', pageNotAvailable: 'Page not available',
  },
  home: {
    homepage: 'Homepage', account: 'Account', login: 'Sign in', register: 'Register', aboutUs: 'About us', notices: 'Notices',
    helpTutorials: 'Help tutorials', contactUs: 'Contact us', trajectoryQuery: 'Track', welcome: 'Warehousing, parcel forwarding and logistics in one place',
    aboutText: 'We receive your parcels at our warehouse, consolidate them and ship them to you.', contactText: 'Contact the site’s customer service for help.',
    noNotices: 'No notices yet', noTutorials: 'No help tutorials yet', enter: 'Enter the system',
  },
  login: {
    userLogin: 'Customer', backUserLogin: 'Staff', passwordLogin: 'Password', smsLogin: 'SMS code', userName: 'User name', password: 'Password',
    confirmPassword: 'Confirm password', phoneNumber: 'Mobile number', phoneCode: 'Area code', smsCode: 'SMS code', sendCode: 'Get code', resendIn: 'Resend in {{seconds}} s',
    rememberAccount: 'Remember account', retrievePassword: 'Forgot password', agreement: 'I have read and accept the', serviceAgreement: 'service agreement',
    agreementNotAgreed: 'Please read and accept the service agreement', submit: 'Sign in', registerSubmit: 'Register', retrieveSubmit: 'Set new password',
    newPassword: 'New password', backToLogin: 'Back to sign in', registered: 'Registered, welcome!', passwordChanged: 'Password changed, please sign in',
    verifyFirst: 'Please complete the verification', agreementText: 'By using this service you agree to let the site store your parcels and personal data to deliver your shipments, and to pay the fees shown in its quotations.',
    nickName: 'Nick name', email: 'Email', referrer: 'Referrer', codeSent: 'The code was sent',
  },
  verify: { title: 'Please complete the security verification', slide: 'Drag the slider to fill the puzzle', success: 'Verification successful', failed: 'Verification failed, try again', refresh: 'Refresh' },
  navbar: {
    language: 'Language', search: 'Search menu', errorLog: 'Error log', fullscreen: 'Fullscreen', fullscreenUnsupported: 'Your browser does not support full screen', size: 'Size',
    sizeDefault: 'Default', sizeMedium: 'Medium', sizeSmall: 'Small', sizeMini: 'Mini', switchSizeSuccess: 'Switch Size Success', switchLanguageSuccess: 'Switch Language Success',
    messages: 'Messages', notice: 'Notices', helpTutorial: 'Help tutorials', home: 'Home page', refresh: 'Refresh', hardware: 'Devices', noErrors: 'No errors logged', more: 'More', expandMenu: 'Show the menu', collapseMenu: 'Hide the menu',
  },
  avatar: { connectPrinting: 'Connect printing', profile: 'Personal centre', dashboard: 'Dashboard', settings: 'Settings', logout: 'Sign out' },
  tags: { refresh: 'Refresh', close: 'Close', closeOthers: 'Close others', closeAll: 'Close all', quickAdd: 'Add to quick navigation', quickCancel: 'Cancel quick navigation' },
  settings: {
    title: 'Settings', themeColor: 'Theme colour', tagsView: 'Tags view', fixedHeader: 'Fixed header', fixedActionBar: 'Fixed action bar', sidebarLogo: 'Sidebar logo',
    openService: 'Connect to printing service', localServiceConnection: 'Local service address', autoPrintPickingList: 'Auto-print picking lists',
    autoPrintWarehouses: 'Warehouses for auto-print', pickingListRows: 'Picking list rows', pickingListColumns: 'Picking list columns',
    cameraKeyUp: 'Camera key-up value', scaleKeyUp: 'Electronic scale key-up value', saved: 'Settings saved', reset: 'Reset',
  },
  hardware: { title: 'Devices', weight: 'Scale weight (kg)', autoAcquire: 'Acquire weight automatically', camera: 'Camera', notConnected: 'The local device service is not connected', scaleOff: 'the scale is turned off' },
  hub: { permissionChange: 'Your permissions were changed. The page will reload in two minutes.', debt: 'Payment reminder' },
  dashboard: { greeting: 'Hello, {{name}}', unread: 'Unread messages', site: 'Site', account: 'Account type', staff: 'Back-office staff', customer: 'Customer', quickNavigation: 'Quick navigation', noQuickNavigation: 'Right-click a menu item or a tag to add it here.' },
  messages: { title: 'Title', content: 'Content', type: 'Type', time: 'Time', status: 'Status', read: 'Read', unread: 'Unread', markRead: 'Mark read', delete: 'Delete', deleteConfirm: 'Delete the selected messages?', selectRow: 'please select a row', all: 'All' },
  profile: { userId: 'User ID', nickName: 'Nick name', site: 'Site', accountType: 'Account type', superUser: 'Super user', yes: 'Yes', no: 'No' },
  time: { justNow: 'just now', minutesAgo: '{{count}} min ago', hoursAgo: '{{count}} h ago', oneDayAgo: '1 day ago' },
  errors: { notFound: 'Sorry, the page you visited does not exist.', unauthorized: 'Sorry, you are not allowed to open this page.', pageNotAvailable: 'The page “{{name}}” is not available in this version.', backHome: 'Back home', noticeUnavailable: 'This notice is not available.', pageFailed: 'The page stopped working', pageFailedHint: 'Something went wrong on this page. The rest of the system keeps working; retry, or close this tag.' },
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Texts = Widen<typeof en>;
