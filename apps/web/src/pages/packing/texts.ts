import { defineTexts } from '../../i18n/defineTexts.ts';

/** Texts of the packing screen (PackEdit) and the packing list. */
export const packingTexts = defineTexts('packing', {
  en: {
    scanNumber: 'Scanned number', scanOrderHint: 'Scan an order, face-sheet or parcel number', scanItemHint: 'Scan each parcel or commodity', quantityPerScan: 'Quantity per scan',
    closeOrder: 'Close this order', lookedUp: '{{count}} lines to pack', scanItems: 'Scan the items', alreadyOpen: 'Order {{number}} is already open', repeat: '{{name}} was scanned already',
    counted: 'Counted', allScanned: 'Everything is scanned', packed: 'Order {{number}} packed', packedSpoken: 'Packed', scaleOff: 'The electronic scale is turned off',
    orderNumber: 'Order number', customer: 'Customer', carrierNo: 'Face-sheet number', itemNumber: 'Number', itemName: 'Name', scanned: 'Scanned', box: 'Box {{n}}', removeBox: 'Remove the box',
    weight: 'Weight', length: 'Length', width: 'Width', height: 'Height', volumeWeight: 'Volume weight', billingWeight: 'Billing weight', fromScale: 'From the scale', takePhoto: 'Take a photo',
    photosRequired: 'Photos are required', addBox: 'Add a box', finish: 'Finish packing', session: 'Packed in this session', boxes: 'Boxes', billing: 'Price difference',
    reopenTitle: 'Reopen the packing of {{number}}', reopen: 'Reopen packing', reopenHint: 'The order is fully packed. Reopen it to pack it again (only before departure).', reason: 'Reason',
    warehouse: 'Warehouse', packedBy: 'Packed by', packedAt: 'Packed at', round: 'Round', photos: 'Photos', totalBefore: 'Total before', totalAfter: 'Total after', billNumber: 'Difference bill',
    numbers: 'Order, face-sheet or parcel numbers', detail: 'Packing of {{number}}', history: 'Packing history', state: 'Order state', locked: 'Packing locked (departed)',
    size: 'Size (cm)', printFaceSheet: 'Print face sheet', reprint: 'Reprint', boxesTitle: 'Boxes', notPacked: 'Not packed yet',
  },
  'zh-CN': {
    scanNumber: '扫描单号', scanOrderHint: '扫描订单号、面单号或包裹单号', scanItemHint: '逐件扫描包裹或商品', quantityPerScan: '每次扫描数量',
    closeOrder: '关闭当前订单', lookedUp: '共 {{count}} 项待打包', scanItems: '请扫描货物', alreadyOpen: '订单 {{number}} 已打开', repeat: '{{name}} 已扫描过',
    counted: '已计入', allScanned: '货物已全部扫描', packed: '订单 {{number}} 打包完成', packedSpoken: '打包完成', scaleOff: '电子秤未开启',
    orderNumber: '订单号', customer: '客户', carrierNo: '面单号', itemNumber: '单号', itemName: '名称', scanned: '已扫描', box: '第 {{n}} 箱', removeBox: '删除此箱',
    weight: '重量', length: '长', width: '宽', height: '高', volumeWeight: '体积重', billingWeight: '计费重', fromScale: '读取电子秤', takePhoto: '拍照',
    photosRequired: '须拍照', addBox: '添加箱子', finish: '完成打包', session: '本次已打包', boxes: '箱数', billing: '差价处理',
    reopenTitle: '重新打包 {{number}}', reopen: '重新打包', reopenHint: '该订单已完成打包。重新打包后可再次装箱（仅限发车前）。', reason: '原因',
    warehouse: '仓库', packedBy: '打包人', packedAt: '打包时间', round: '打包次数', photos: '照片', totalBefore: '原金额', totalAfter: '打包后金额', billNumber: '差价账单',
    numbers: '订单号、面单号或包裹单号', detail: '{{number}} 的打包', history: '打包记录', state: '订单状态', locked: '打包已锁定（已发车）',
    size: '尺寸（cm）', printFaceSheet: '打印面单', reprint: '重新打印', boxesTitle: '箱子', notPacked: '尚未打包',
  },
  'zh-TW': {
    scanNumber: '掃描單號', scanOrderHint: '掃描訂單號、面單號或包裹單號', scanItemHint: '逐件掃描包裹或商品', quantityPerScan: '每次掃描數量',
    closeOrder: '關閉目前訂單', lookedUp: '共 {{count}} 項待打包', scanItems: '請掃描貨物', alreadyOpen: '訂單 {{number}} 已開啟', repeat: '{{name}} 已掃描過',
    counted: '已計入', allScanned: '貨物已全部掃描', packed: '訂單 {{number}} 打包完成', packedSpoken: '打包完成', scaleOff: '電子秤未開啟',
    orderNumber: '訂單號', customer: '客戶', carrierNo: '面單號', itemNumber: '單號', itemName: '名稱', scanned: '已掃描', box: '第 {{n}} 箱', removeBox: '刪除此箱',
    weight: '重量', length: '長', width: '寬', height: '高', volumeWeight: '體積重', billingWeight: '計費重', fromScale: '讀取電子秤', takePhoto: '拍照',
    photosRequired: '須拍照', addBox: '新增箱子', finish: '完成打包', session: '本次已打包', boxes: '箱數', billing: '差價處理',
    reopenTitle: '重新打包 {{number}}', reopen: '重新打包', reopenHint: '該訂單已完成打包。重新打包後可再次裝箱（僅限發車前）。', reason: '原因',
    warehouse: '倉庫', packedBy: '打包人', packedAt: '打包時間', round: '打包次數', photos: '照片', totalBefore: '原金額', totalAfter: '打包後金額', billNumber: '差價帳單',
    numbers: '訂單號、面單號或包裹單號', detail: '{{number}} 的打包', history: '打包記錄', state: '訂單狀態', locked: '打包已鎖定（已發車）',
    size: '尺寸（cm）', printFaceSheet: '列印面單', reprint: '重新列印', boxesTitle: '箱子', notPacked: '尚未打包',
  },
});
