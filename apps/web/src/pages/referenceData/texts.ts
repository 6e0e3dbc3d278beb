import { defineTexts } from '../../i18n/defineTexts.ts';

/** Texts of the reference data pages: currencies, expense types, help tutorial types, trajectory schemes, countries and regions. */
export const referenceDataTexts = defineTexts('referenceData', {
  en: {
    name: 'Name', code: 'Code', yes: 'Yes', no: 'No',
    currency: {
      title: 'Currency', createTitle: 'New currency', editTitle: 'Edit currency', deleteConfirm: 'Delete this currency? To stop offering it but keep it on old records, make it not effective instead.',
      currencyCode: 'Currency code', exchangeRate: 'Exchange rate', symbol: 'Symbol', effective: 'Effective', notEffective: 'Not effective',
      codeHelp: 'ISO 4217, three letters, e.g. USD', rateHelp: 'Units of the site’s base currency that one unit of this currency is worth (the base currency itself: 1)',
    },
    expenseType: {
      title: 'Expense type', createTitle: 'New expense type', editTitle: 'Edit expense type', deleteConfirm: 'Delete this expense type? To stop offering it but keep it on old records, disable it instead.',
      explain: 'Explanation', systemVariables: 'System variable', variableHelp: 'The name price formulas and generated bills use for this fee, e.g. Freight; empty for fees entered by hand',
      codeHelp: 'Letters, digits, "-" and "_"; unique in the site', orderHelp: 'Smaller first',
    },
    helpTutorialType: { title: 'Help tutorial type', createTitle: 'New help tutorial type', editTitle: 'Edit help tutorial type', deleteConfirm: 'Delete this help tutorial type?' },
    trajectory: {
      title: 'Trajectory scheme', createTitle: 'New trajectory scheme', editTitle: 'Edit trajectory scheme', deleteConfirm: 'Delete this trajectory scheme and its steps?',
      steps: 'Tracking events', stepCount: 'Events', totalHours: 'Duration', hours: '{{count}} h', content: 'Event text', location: 'Location',
      intervalHours: 'Hours after the previous event', addStep: 'Add event', removeStep: 'Remove', moveUp: 'Up', moveDown: 'Down',
      stepsHelp: 'The events in the order a shipment goes through them. The first one’s hours count from the moment the scheme is applied (usually the departure).',
      noSteps: 'Add at least one event',
    },
    regions: {
      title: 'Countries and regions', search: 'Name or code', level: 'Level', phoneCode: 'Calling code', alpha3: 'ISO alpha-3', path: 'Where',
      nameZhCn: 'Name (Simplified Chinese)', nameZhTw: 'Name (Traditional Chinese)', nameEn: 'Name (English)', children: 'Open', all: 'All countries and regions',
      readOnly: 'National data loaded from public data packages; the same for every site and not editable.',
      levels: { 1: 'Country or region', 2: 'Province', 3: 'City', 4: 'County or district', 5: 'Town or street' },
    },
  },
  'zh-CN': {
    name: '名称', code: '编码', yes: '是', no: '否',
    currency: {
      title: '币种', createTitle: '新增币种', editTitle: '编辑币种', deleteConfirm: '确定删除该币种吗？如只是不再使用并保留历史记录，请改为“未生效”。',
      currencyCode: '币种代码', exchangeRate: '汇率', symbol: '符号', effective: '已生效', notEffective: '未生效',
      codeHelp: 'ISO 4217 三位字母代码，如 USD', rateHelp: '1 单位该币种折合本站本位币的数额（本位币自身为 1）',
    },
    expenseType: {
      title: '费用类型', createTitle: '新增费用类型', editTitle: '编辑费用类型', deleteConfirm: '确定删除该费用类型吗？如只是不再使用并保留历史记录，请改为停用。',
      explain: '说明', systemVariables: '系统变量', variableHelp: '计价公式和系统生成账单引用该费用时使用的名称，如 Freight；手工录入的费用留空',
      codeHelp: '字母、数字、- 和 _；站点内唯一', orderHelp: '数字小的在前',
    },
    helpTutorialType: { title: '帮助教程类型', createTitle: '新增帮助教程类型', editTitle: '编辑帮助教程类型', deleteConfirm: '确定删除该帮助教程类型吗？' },
    trajectory: {
      title: '轨迹方案', createTitle: '新增轨迹方案', editTitle: '编辑轨迹方案', deleteConfirm: '确定删除该轨迹方案及其轨迹节点吗？',
      steps: '轨迹节点', stepCount: '节点数', totalHours: '时长', hours: '{{count}} 小时', content: '轨迹内容', location: '地点',
      intervalHours: '距上一节点（小时）', addStep: '添加节点', removeStep: '删除', moveUp: '上移', moveDown: '下移',
      stepsHelp: '按货物经过的顺序填写。第一个节点的小时数从应用方案的时间（通常是发运）起算。',
      noSteps: '请至少添加一个节点',
    },
    regions: {
      title: '国家和地区', search: '名称或编码', level: '级别', phoneCode: '国际区号', alpha3: 'ISO 三位代码', path: '所在地区',
      nameZhCn: '名称（简体中文）', nameZhTw: '名称（繁体中文）', nameEn: '名称（英文）', children: '下级', all: '全部国家和地区',
      readOnly: '国家和地区数据来自公开数据包，所有站点通用，不可修改。',
      levels: { 1: '国家或地区', 2: '省', 3: '市', 4: '区县', 5: '乡镇街道' },
    },
  },
  'zh-TW': {
    name: '名稱', code: '編碼', yes: '是', no: '否',
    currency: {
      title: '幣別', createTitle: '新增幣別', editTitle: '編輯幣別', deleteConfirm: '確定刪除該幣別嗎？如只是不再使用並保留歷史記錄，請改為「未生效」。',
      currencyCode: '幣別代碼', exchangeRate: '匯率', symbol: '符號', effective: '已生效', notEffective: '未生效',
      codeHelp: 'ISO 4217 三位字母代碼，如 USD', rateHelp: '1 單位該幣別折合本站本位幣的數額（本位幣自身為 1）',
    },
    expenseType: {
      title: '費用類型', createTitle: '新增費用類型', editTitle: '編輯費用類型', deleteConfirm: '確定刪除該費用類型嗎？如只是不再使用並保留歷史記錄，請改為停用。',
      explain: '說明', systemVariables: '系統變數', variableHelp: '計價公式和系統產生帳單引用該費用時使用的名稱，如 Freight；手動輸入的費用留空',
      codeHelp: '字母、數字、- 和 _；站點內唯一', orderHelp: '數字小的在前',
    },
    helpTutorialType: { title: '說明教學類型', createTitle: '新增說明教學類型', editTitle: '編輯說明教學類型', deleteConfirm: '確定刪除該說明教學類型嗎？' },
    trajectory: {
      title: '軌跡方案', createTitle: '新增軌跡方案', editTitle: '編輯軌跡方案', deleteConfirm: '確定刪除該軌跡方案及其軌跡節點嗎？',
      steps: '軌跡節點', stepCount: '節點數', totalHours: '時長', hours: '{{count}} 小時', content: '軌跡內容', location: '地點',
      intervalHours: '距上一節點（小時）', addStep: '新增節點', removeStep: '刪除', moveUp: '上移', moveDown: '下移',
      stepsHelp: '依貨物經過的順序填寫。第一個節點的小時數從套用方案的時間（通常是發運）起算。',
      noSteps: '請至少新增一個節點',
    },
    regions: {
      title: '國家和地區', search: '名稱或編碼', level: '級別', phoneCode: '國際區號', alpha3: 'ISO 三位代碼', path: '所在地區',
      nameZhCn: '名稱（簡體中文）', nameZhTw: '名稱（繁體中文）', nameEn: '名稱（英文）', children: '下級', all: '全部國家和地區',
      readOnly: '國家和地區資料來自公開資料套件，所有站點通用，不可修改。',
      levels: { 1: '國家或地區', 2: '省', 3: '市', 4: '區縣', 5: '鄉鎮街道' },
    },
  },
});
