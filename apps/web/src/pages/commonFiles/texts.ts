import { defineTexts } from '../../i18n/defineTexts.ts';

export const commonFilesTexts = defineTexts('commonFiles', {
  en: {
    name: 'Name', category: 'Category', file: 'File', fileName: 'File name', size: 'Size', description: 'Description', visibility: 'Visible to',
    visibleToUsers: 'Customers and staff', staffOnly: 'Staff only', sort: 'Order', site: 'Site', createdAt: 'Created', updatedAt: 'Updated',
    add: 'Add', edit: 'Edit', delete: 'Delete', detail: 'Details', download: 'Download', deleteConfirm: 'Delete this common file? Customers will no longer find it.',
    createTitle: 'New common file', editTitle: 'Edit common file', saved: 'Saved', deleted: 'Deleted', basics: 'Basic information', upload: 'Upload file', replace: 'Replace file', uploading: 'Uploading…',
    fileHelp: 'PDF, Word, Excel, ZIP or image, up to {{max}} MB.', sortHelp: 'Lower numbers come first.',
    chooseSite: 'Choose the site', allSites: 'All sites', chooseSiteFirst: 'Choose a site first', noFiles: 'No files to download yet',
  },
  'zh-CN': {
    name: '名称', category: '分类', file: '文件', fileName: '文件名', size: '大小', description: '说明', visibility: '可见范围',
    visibleToUsers: '客户和员工', staffOnly: '仅员工', sort: '排序', site: '站点', createdAt: '创建时间', updatedAt: '更新时间',
    add: '新增', edit: '编辑', delete: '删除', detail: '详情', download: '下载', deleteConfirm: '确定删除该常用文件吗？客户将无法再看到它。',
    createTitle: '新增常用文件', editTitle: '编辑常用文件', saved: '保存成功', deleted: '删除成功', basics: '基本信息', upload: '上传文件', replace: '更换文件', uploading: '上传中…',
    fileHelp: '支持 PDF、Word、Excel、ZIP 或图片，不超过 {{max}} MB。', sortHelp: '数字越小越靠前。',
    chooseSite: '选择站点', allSites: '全部站点', chooseSiteFirst: '请先选择站点', noFiles: '暂无可下载的文件',
  },
  'zh-TW': {
    name: '名稱', category: '分類', file: '檔案', fileName: '檔案名稱', size: '大小', description: '說明', visibility: '可見範圍',
    visibleToUsers: '客戶和員工', staffOnly: '僅員工', sort: '排序', site: '站點', createdAt: '建立時間', updatedAt: '更新時間',
    add: '新增', edit: '編輯', delete: '刪除', detail: '詳情', download: '下載', deleteConfirm: '確定刪除該常用檔案嗎？客戶將無法再看到它。',
    createTitle: '新增常用檔案', editTitle: '編輯常用檔案', saved: '儲存成功', deleted: '刪除成功', basics: '基本資訊', upload: '上傳檔案', replace: '更換檔案', uploading: '上傳中…',
    fileHelp: '支援 PDF、Word、Excel、ZIP 或圖片，不超過 {{max}} MB。', sortHelp: '數字越小越靠前。',
    chooseSite: '選擇站點', allSites: '全部站點', chooseSiteFirst: '請先選擇站點', noFiles: '暫無可下載的檔案',
  },
});
