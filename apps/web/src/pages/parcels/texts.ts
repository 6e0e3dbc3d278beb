import { defineTexts } from '../../i18n/defineTexts.ts';

/** Texts of the staff's parcel pages: signing, shelving, the parcel list, unknown parcels, forecast anomalies. */
export const parcelsTexts = defineTexts('parcels', {
  en: {
    warehouse: 'Warehouse', courierNumber: 'Courier number', courierCompany: 'Courier company',
    memberNumber: 'Member number', customer: 'Customer', product: 'Product', quantity: 'Quantity', price: 'Unit price', purchasePrice: 'Purchase price',
    shopNo: 'Shop order number', remarks: 'Remarks', status: 'State', completed: 'Declaration', isCompleted: 'Complete', notCompleted: 'Incomplete',
    weight: 'Weight (kg)', length: 'Length (cm)', width: 'Width (cm)', height: 'Height (cm)', dimensions: 'L × W × H (cm)', volumeWeight: 'Volumetric weight (kg)',
    billingWeight: 'Billing weight (kg)', photos: 'Photos', shelf: 'Shelf', daysOnShelf: 'Days on shelf', signedTime: 'Signed', shelvedTime: 'Shelved',
    createdAt: 'Created', unknown: 'Unknown', detail: 'Details', edit: 'Edit', saved: 'Saved', all: 'All', yes: 'Yes', no: 'No',
    logisticsNumber: 'Logistics order',
    signing: {
      scanHint: 'Scan or type the courier number, then Enter', forecastBy: 'Forecast by', noForecast: 'No forecast',
      noForecastHint: 'Type the member number written on the parcel; without one it becomes an unknown parcel',
      repeatArrival: 'Repeat arrival at warehouse', repeatArrivalHint: 'This parcel was signed for already: nothing is signed again.',
      photosRequired: 'This site needs at least one photo', scaleConnected: 'From the scale', takePhoto: 'Take photo', sign: 'Sign (Enter)',
      signed: 'Signed for', signedUnknown: 'Signed as an unknown parcel', session: 'Signed in this session', clear: 'Next parcel',
      willBeUnknown: 'Unknown parcel', lookUp: 'Look up', volumeRatio: 'Volume ratio',
    },
    shelving: {
      scanShelf: 'Scan a shelf code', scanParcel: 'Scan a parcel', shelfNotFound: 'Shelf {{number}} not found',
      goods: 'Goods on shelf', putOnShelf: 'Put on shelf {{shelf}}', movedFrom: 'Moved from {{from}} to {{shelf}}', alreadyThere: 'Already on this shelf',
      scanShelfFirst: 'Scan a shelf code first', history: 'Scanned on this shelf',
    },
    list: {
      batchSearch: 'Courier numbers (one per line, at most {{max}})', tooMany: 'At most {{max}} numbers', export: 'Export', signedDates: 'Signed between',
      unknownOnly: 'Unknown parcels only', history: 'History', action: 'Action', from: 'From', to: 'To', by: 'By', system: 'System', time: 'Time', editTitle: 'Edit parcel',
      measurements: 'Measurements', owner: 'Owner', basics: 'Parcel', fromShelf: 'From shelf', currency: 'Currency',
    },
    unknownList: {
      pendingClaims: 'Pending claims', assign: 'Assign', assignTitle: 'Give {{number}} to a customer', claims: 'Claims', claimant: 'Claimant', proof: 'Proof',
      claimStatus: 'Claim state', reply: 'Reply', decided: 'Decided', approve: 'Approve', refuse: 'Refuse', approveTitle: 'Approve the claim of {{number}}',
      refuseTitle: 'Refuse the claim of {{number}}', reason: 'Reason', approved: 'Approved', refused: 'Refused', assigned: 'Assigned', parcels: 'Unknown parcels',
    },
    anomalies: {
      forecastBy: 'Forecast by', heldBy: 'Held by', parcelState: 'Parcel state', resolved: 'Resolved', unresolved: 'Open', resolve: 'Resolve',
      resolveTitle: 'Resolve the anomaly of {{number}}', done: 'Resolved',
    },
  },
  'zh-CN': {
    warehouse: '仓库', courierNumber: '快递单号', courierCompany: '快递公司',
    memberNumber: '会员号', customer: '客户', product: '品名', quantity: '数量', price: '单价', purchasePrice: '采购价',
    shopNo: '店铺订单号', remarks: '备注', status: '状态', completed: '申报', isCompleted: '已补全', notCompleted: '未补全',
    weight: '重量（kg）', length: '长（cm）', width: '宽（cm）', height: '高（cm）', dimensions: '长 × 宽 × 高（cm）', volumeWeight: '体积重（kg）',
    billingWeight: '计费重（kg）', photos: '照片', shelf: '货架', daysOnShelf: '在架天数', signedTime: '签收时间', shelvedTime: '上架时间',
    createdAt: '创建时间', unknown: '无主', detail: '详情', edit: '修改', saved: '已保存', all: '全部', yes: '是', no: '否',
    logisticsNumber: '物流订单',
    signing: {
      scanHint: '扫描或输入快递单号后按回车', forecastBy: '预报客户', noForecast: '无预报',
      noForecastHint: '输入包裹上写的会员号；没有会员号则作为无主包裹签收',
      repeatArrival: '重复到库', repeatArrivalHint: '该包裹已签收，不会再次签收。',
      photosRequired: '本站点签收须至少一张照片', scaleConnected: '来自电子秤', takePhoto: '拍照', sign: '签收（回车）',
      signed: '签收成功', signedUnknown: '已作为无主包裹签收', session: '本次签收', clear: '下一个包裹',
      willBeUnknown: '无主包裹', lookUp: '查询', volumeRatio: '材积系数',
    },
    shelving: {
      scanShelf: '扫描货架码', scanParcel: '扫描包裹', shelfNotFound: '未找到货架 {{number}}',
      goods: '在架件数', putOnShelf: '已上架到 {{shelf}}', movedFrom: '已从 {{from}} 移到 {{shelf}}', alreadyThere: '已在本货架',
      scanShelfFirst: '请先扫描货架码', history: '本货架扫描记录',
    },
    list: {
      batchSearch: '快递单号（每行一个，最多 {{max}} 个）', tooMany: '最多 {{max}} 个单号', export: '导出', signedDates: '签收时间',
      unknownOnly: '只看无主包裹', history: '历史', action: '操作', from: '原状态', to: '新状态', by: '操作人', system: '系统', time: '时间', editTitle: '修改包裹',
      measurements: '测量', owner: '归属', basics: '包裹', fromShelf: '原货架', currency: '币种',
    },
    unknownList: {
      pendingClaims: '待审核认领', assign: '分配', assignTitle: '把 {{number}} 分配给客户', claims: '认领申请', claimant: '认领人', proof: '凭证',
      claimStatus: '认领状态', reply: '回复', decided: '审核时间', approve: '通过', refuse: '拒绝', approveTitle: '通过 {{number}} 的认领',
      refuseTitle: '拒绝 {{number}} 的认领', reason: '原因', approved: '已通过', refused: '已拒绝', assigned: '已分配', parcels: '无主包裹',
    },
    anomalies: {
      forecastBy: '预报客户', heldBy: '持有人', parcelState: '包裹状态', resolved: '已处理', unresolved: '未处理', resolve: '处理',
      resolveTitle: '处理 {{number}} 的预报异常', done: '已处理',
    },
  },
  'zh-TW': {
    warehouse: '倉庫', courierNumber: '快遞單號', courierCompany: '快遞公司',
    memberNumber: '會員號', customer: '客戶', product: '品名', quantity: '數量', price: '單價', purchasePrice: '採購價',
    shopNo: '店鋪訂單號', remarks: '備註', status: '狀態', completed: '申報', isCompleted: '已補全', notCompleted: '未補全',
    weight: '重量（kg）', length: '長（cm）', width: '寬（cm）', height: '高（cm）', dimensions: '長 × 寬 × 高（cm）', volumeWeight: '體積重（kg）',
    billingWeight: '計費重（kg）', photos: '照片', shelf: '貨架', daysOnShelf: '在架天數', signedTime: '簽收時間', shelvedTime: '上架時間',
    createdAt: '建立時間', unknown: '無主', detail: '詳情', edit: '修改', saved: '已儲存', all: '全部', yes: '是', no: '否',
    logisticsNumber: '物流訂單',
    signing: {
      scanHint: '掃描或輸入快遞單號後按 Enter', forecastBy: '預報客戶', noForecast: '無預報',
      noForecastHint: '輸入包裹上寫的會員號；沒有會員號則作為無主包裹簽收',
      repeatArrival: '重複到庫', repeatArrivalHint: '此包裹已簽收，不會再次簽收。',
      photosRequired: '本站點簽收須至少一張照片', scaleConnected: '來自電子秤', takePhoto: '拍照', sign: '簽收（Enter）',
      signed: '簽收成功', signedUnknown: '已作為無主包裹簽收', session: '本次簽收', clear: '下一個包裹',
      willBeUnknown: '無主包裹', lookUp: '查詢', volumeRatio: '材積係數',
    },
    shelving: {
      scanShelf: '掃描貨架碼', scanParcel: '掃描包裹', shelfNotFound: '找不到貨架 {{number}}',
      goods: '在架件數', putOnShelf: '已上架到 {{shelf}}', movedFrom: '已從 {{from}} 移到 {{shelf}}', alreadyThere: '已在本貨架',
      scanShelfFirst: '請先掃描貨架碼', history: '本貨架掃描記錄',
    },
    list: {
      batchSearch: '快遞單號（每行一個，最多 {{max}} 個）', tooMany: '最多 {{max}} 個單號', export: '匯出', signedDates: '簽收時間',
      unknownOnly: '只看無主包裹', history: '歷史', action: '操作', from: '原狀態', to: '新狀態', by: '操作人', system: '系統', time: '時間', editTitle: '修改包裹',
      measurements: '測量', owner: '歸屬', basics: '包裹', fromShelf: '原貨架', currency: '幣別',
    },
    unknownList: {
      pendingClaims: '待審核認領', assign: '分配', assignTitle: '把 {{number}} 分配給客戶', claims: '認領申請', claimant: '認領人', proof: '憑證',
      claimStatus: '認領狀態', reply: '回覆', decided: '審核時間', approve: '通過', refuse: '拒絕', approveTitle: '通過 {{number}} 的認領',
      refuseTitle: '拒絕 {{number}} 的認領', reason: '原因', approved: '已通過', refused: '已拒絕', assigned: '已分配', parcels: '無主包裹',
    },
    anomalies: {
      forecastBy: '預報客戶', heldBy: '持有人', parcelState: '包裹狀態', resolved: '已處理', unresolved: '未處理', resolve: '處理',
      resolveTitle: '處理 {{number}} 的預報異常', done: '已處理',
    },
  },
});
