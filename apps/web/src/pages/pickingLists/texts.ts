import { defineTexts } from '../../i18n/defineTexts.ts';

/** Texts of the picking pages: lists, my lists, the scan screen and the rules. */
export const pickingTexts = defineTexts('picking', {
  en: {
    all: 'All', number: 'List number', warehouse: 'Warehouse', status: 'Status', claim: 'Claim', claimer: 'Picker', rule: 'Rule', orders: 'Orders', lines: 'Lines',
    picked: 'Picked', missing: 'Missing', creator: 'Made by', createdAt: 'Made at', startedAt: 'Started at', finishedAt: 'Finished at', made: 'Make',
    detail: 'Details', detailTitle: 'Picking list {{number}}', add: 'Make from orders', addByRule: 'Make by rule', addTitle: 'Make a picking list from orders',
    addByRuleTitle: 'Make picking lists by a rule', chooseRule: 'Rule', chooseOrders: 'Choose the orders to pick (approved and paid, on no other list)',
    madeLists: 'Made {{numbers}}', addOrders: 'Add orders', addOrdersTitle: 'Add orders to {{number}}', start: 'Start picking', delete: 'Delete',
    deleteConfirm: 'Delete this picking list? Its orders become pickable again.', sorting: 'Sorting completed',
    sortingConfirm: 'Complete the sorting? Fully picked orders become Picked; the others leave the list.', assign: 'Assign', assignTitle: 'Assign to a picker',
    release: 'Release', claimForMe: 'Claim for me', print: 'Print', order: 'Order', customer: 'Customer', carrier: 'Carrier', shipping: 'Shipping method',
    parcels: 'Parcels', quantity: 'Quantity', approvedAt: 'Approved at', shelf: 'Shelf', partition: 'Partition', code: 'Number / code', sku: 'SKU', name: 'Name',
    kind: 'Kind', kinds: { 1: 'Parcel', 2: 'Commodity' }, state: 'State', states: { 1: 'Waiting', 2: 'Picked', 3: 'Missing' }, reason: 'Reason',
    removeOrder: 'Take off', removeConfirm: 'Take this order off the list? It becomes pickable again.', markFound: 'Mark found', reportMissing: 'Report missing',
    reportMissingTitle: 'Report order {{number}} missing', history: 'History', noShelf: 'not on a shelf',
    scan: {
      scanList: 'Scan the picking list number', scanShelf: 'Scan a shelf of the list', scanItem: 'Scan a parcel or commodity on this shelf',
      listFirst: 'Scan the picking list number to begin.', shelfNotOnList: 'Shelf {{shelf}} holds nothing of this list', listOpened: 'Picking list {{number}}: {{lines}} lines',
      picked: 'Picked {{code}}', pickedQuantity: 'Picked {{quantity}} × {{code}}', orderPicked: 'Order {{number}} is complete', alreadyPicked: '{{code}} was picked already',
      allPicked: 'Every line is picked: finish the sorting', quantity: 'Quantity per scan', progress: 'Progress', currentList: 'List', currentShelf: 'Shelf',
      otherList: 'Another list', log: 'Scans', scanned: 'Scanned', toPick: 'To pick on this shelf',
    },
  },
  'zh-CN': {
    all: '全部', number: '拣货单号', warehouse: '仓库', status: '状态', claim: '认领', claimer: '拣货员', rule: '规则', orders: '订单数', lines: '行数',
    picked: '已拣', missing: '缺货', creator: '创建人', createdAt: '创建时间', startedAt: '开始时间', finishedAt: '完成时间', made: '生成',
    detail: '详情', detailTitle: '拣货单 {{number}}', add: '按订单生成', addByRule: '按规则生成', addTitle: '由订单生成拣货单',
    addByRuleTitle: '按规则生成拣货单', chooseRule: '规则', chooseOrders: '选择要拣货的订单（已审核出库、已支付、不在其他拣货单中）',
    madeLists: '已生成 {{numbers}}', addOrders: '添加订单', addOrdersTitle: '向 {{number}} 添加订单', start: '开始拣货', delete: '删除',
    deleteConfirm: '删除此拣货单？其订单将恢复可拣货。', sorting: '分拣完成',
    sortingConfirm: '确认分拣完成？已拣齐的订单变为已拣货，其余订单移出拣货单。', assign: '分配', assignTitle: '分配给拣货员',
    release: '释放', claimForMe: '我来认领', print: '打印', order: '订单', customer: '客户', carrier: '渠道', shipping: '运输方式',
    parcels: '包裹数', quantity: '数量', approvedAt: '审核时间', shelf: '货架', partition: '分区', code: '单号/编码', sku: 'SKU 编码', name: '品名',
    kind: '类型', kinds: { 1: '包裹', 2: '商品' }, state: '状态', states: { 1: '待拣', 2: '已拣齐', 3: '缺货' }, reason: '原因',
    removeOrder: '移除', removeConfirm: '将此订单移出拣货单？订单将恢复可拣货。', markFound: '标记已找到', reportMissing: '报告缺货',
    reportMissingTitle: '报告订单 {{number}} 缺货', history: '历史', noShelf: '未上架',
    scan: {
      scanList: '扫描拣货单号', scanShelf: '扫描本拣货单的货架', scanItem: '扫描此货架上的包裹或商品',
      listFirst: '请先扫描拣货单号。', shelfNotOnList: '货架 {{shelf}} 上没有本拣货单的货物', listOpened: '拣货单 {{number}}：共 {{lines}} 行',
      picked: '已拣 {{code}}', pickedQuantity: '已拣 {{quantity}} × {{code}}', orderPicked: '订单 {{number}} 已拣齐', alreadyPicked: '{{code}} 已经拣过',
      allPicked: '全部拣完，请完成分拣', quantity: '每次扫描数量', progress: '进度', currentList: '拣货单', currentShelf: '货架',
      otherList: '换一张拣货单', log: '扫描记录', scanned: '扫描内容', toPick: '此货架待拣',
    },
  },
  'zh-TW': {
    all: '全部', number: '揀貨單號', warehouse: '倉庫', status: '狀態', claim: '認領', claimer: '揀貨員', rule: '規則', orders: '訂單數', lines: '行數',
    picked: '已揀', missing: '缺貨', creator: '建立人', createdAt: '建立時間', startedAt: '開始時間', finishedAt: '完成時間', made: '產生',
    detail: '詳情', detailTitle: '揀貨單 {{number}}', add: '按訂單產生', addByRule: '按規則產生', addTitle: '由訂單產生揀貨單',
    addByRuleTitle: '按規則產生揀貨單', chooseRule: '規則', chooseOrders: '選擇要揀貨的訂單（已審核出庫、已支付、不在其他揀貨單中）',
    madeLists: '已產生 {{numbers}}', addOrders: '新增訂單', addOrdersTitle: '向 {{number}} 新增訂單', start: '開始揀貨', delete: '刪除',
    deleteConfirm: '刪除此揀貨單？其訂單將恢復可揀貨。', sorting: '分揀完成',
    sortingConfirm: '確認分揀完成？已揀齊的訂單變為已揀貨，其餘訂單移出揀貨單。', assign: '分配', assignTitle: '分配給揀貨員',
    release: '釋放', claimForMe: '我來認領', print: '列印', order: '訂單', customer: '客戶', carrier: '渠道', shipping: '運輸方式',
    parcels: '包裹數', quantity: '數量', approvedAt: '審核時間', shelf: '貨架', partition: '分區', code: '單號/編碼', sku: 'SKU 編碼', name: '品名',
    kind: '類型', kinds: { 1: '包裹', 2: '商品' }, state: '狀態', states: { 1: '待揀', 2: '已揀齊', 3: '缺貨' }, reason: '原因',
    removeOrder: '移除', removeConfirm: '將此訂單移出揀貨單？訂單將恢復可揀貨。', markFound: '標記已找到', reportMissing: '報告缺貨',
    reportMissingTitle: '報告訂單 {{number}} 缺貨', history: '歷史', noShelf: '未上架',
    scan: {
      scanList: '掃描揀貨單號', scanShelf: '掃描本揀貨單的貨架', scanItem: '掃描此貨架上的包裹或商品',
      listFirst: '請先掃描揀貨單號。', shelfNotOnList: '貨架 {{shelf}} 上沒有本揀貨單的貨物', listOpened: '揀貨單 {{number}}：共 {{lines}} 行',
      picked: '已揀 {{code}}', pickedQuantity: '已揀 {{quantity}} × {{code}}', orderPicked: '訂單 {{number}} 已揀齊', alreadyPicked: '{{code}} 已經揀過',
      allPicked: '全部揀完，請完成分揀', quantity: '每次掃描數量', progress: '進度', currentList: '揀貨單', currentShelf: '貨架',
      otherList: '換一張揀貨單', log: '掃描記錄', scanned: '掃描內容', toPick: '此貨架待揀',
    },
  },
});

/** Texts of the picking rules page. */
export const pickingRuleTexts = defineTexts('pickingRules', {
  en: {
    createTitle: 'New picking rule', editTitle: 'Edit picking rule', deleteConfirm: 'Delete this picking rule? The lists it made keep their orders.',
    name: 'Name', warehouse: 'Warehouse', groupBy: 'Group by', groups: { 1: 'Nothing', 2: 'Carrier', 3: 'Shipping method' }, byPartition: 'By partition',
    maxOrders: 'Most orders a list', maxLines: 'Most lines a list', automatic: 'Made automatically', enabled: 'Status', remarks: 'Remarks', yes: 'Yes', no: 'No',
  },
  'zh-CN': {
    createTitle: '新增拣货规则', editTitle: '编辑拣货规则', deleteConfirm: '删除此拣货规则？已生成的拣货单保留其订单。',
    name: '名称', warehouse: '仓库', groupBy: '分组方式', groups: { 1: '不分组', 2: '按渠道', 3: '按运输方式' }, byPartition: '按分区',
    maxOrders: '每单最多订单数', maxLines: '每单最多行数', automatic: '自动生成', enabled: '状态', remarks: '备注', yes: '是', no: '否',
  },
  'zh-TW': {
    createTitle: '新增揀貨規則', editTitle: '編輯揀貨規則', deleteConfirm: '刪除此揀貨規則？已產生的揀貨單保留其訂單。',
    name: '名稱', warehouse: '倉庫', groupBy: '分組方式', groups: { 1: '不分組', 2: '按渠道', 3: '按運輸方式' }, byPartition: '按分區',
    maxOrders: '每單最多訂單數', maxLines: '每單最多行數', automatic: '自動產生', enabled: '狀態', remarks: '備註', yes: '是', no: '否',
  },
});
