import { defineTexts } from '../../i18n/defineTexts.ts';

export const templatesTexts = defineTexts('templates', {
  en: {
    name: 'Name', type: 'Template type', paper: 'Paper size', width: 'Width (mm)', height: 'Height (mm)', content: 'Content (HTML)', isDefault: 'Default',
    yes: 'Yes', no: 'No',
    preview: 'Preview', setDefault: 'Set as default', deleteConfirm: 'Delete this template?',
    setDefaultConfirm: 'Make this template the default of its type? The current default stops being it.', createTitle: 'New template', editTitle: 'Edit template',
    previewTitle: 'Preview at {{width}} × {{height}} mm', defaultSet: 'Default changed', sizeMm: '{{width}} × {{height}} mm',
    placeholders: 'Placeholders', placeholdersHelp: 'Click one to insert it at the cursor. When printing it is replaced by the value; the preview shows the sample.',
    rowsHelp: 'table rows: place inside <tbody>', sample: 'Sample', contentHelp: 'Scripts, links and styles other than layout are removed when saving.',
    paperPresets: 'Common sizes',
  },
  'zh-CN': {
    name: '名称', type: '模板类型', paper: '纸张尺寸', width: '宽 (mm)', height: '高 (mm)', content: '内容 (HTML)', isDefault: '默认',
    yes: '是', no: '否',
    preview: '预览', setDefault: '设为默认', deleteConfirm: '确定删除该模板吗？',
    setDefaultConfirm: '将该模板设为同类型的默认模板吗？原默认模板将取消默认。', createTitle: '新增模板', editTitle: '编辑模板',
    previewTitle: '预览（{{width}} × {{height}} mm）', defaultSet: '默认模板已更改', sizeMm: '{{width}} × {{height}} mm',
    placeholders: '占位符', placeholdersHelp: '点击插入到光标处。打印时替换为实际数据，预览时显示示例值。',
    rowsHelp: '表格行：放在 <tbody> 内', sample: '示例', contentHelp: '保存时会去除脚本、链接及排版以外的样式。',
    paperPresets: '常用尺寸',
  },
  'zh-TW': {
    name: '名稱', type: '範本類型', paper: '紙張尺寸', width: '寬 (mm)', height: '高 (mm)', content: '內容 (HTML)', isDefault: '預設',
    yes: '是', no: '否',
    preview: '預覽', setDefault: '設為預設', deleteConfirm: '確定刪除該範本嗎？',
    setDefaultConfirm: '將該範本設為同類型的預設範本嗎？原預設範本將取消預設。', createTitle: '新增範本', editTitle: '編輯範本',
    previewTitle: '預覽（{{width}} × {{height}} mm）', defaultSet: '預設範本已變更', sizeMm: '{{width}} × {{height}} mm',
    placeholders: '佔位符', placeholdersHelp: '點擊插入到游標處。列印時替換為實際資料，預覽時顯示範例值。',
    rowsHelp: '表格列：放在 <tbody> 內', sample: '範例', contentHelp: '儲存時會去除指令碼、連結及排版以外的樣式。',
    paperPresets: '常用尺寸',
  },
});
