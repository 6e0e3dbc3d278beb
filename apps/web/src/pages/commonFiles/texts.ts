import { defineTexts } from '../../i18n/defineTexts.ts';

export const commonFilesTexts = defineTexts('commonFiles', {
  en: {
    name: 'Name', category: 'Category', file: 'File', fileName: 'File name', size: 'Size', description: 'Description', visibility: 'Visible to',
    visibleToUsers: 'Customers and staff', staffOnly: 'Staff only', sort: 'Order', updatedAt: 'Updated',
    download: 'Download', deleteConfirm: 'Delete this common file? Customers will no longer find it.',
    createTitle: 'New common file', editTitle: 'Edit common file', upload: 'Upload file', replace: 'Replace file', uploading: 'Uploading…',
    fileHelp: 'PDF, Word, Excel, ZIP or image, up to {{max}} MB.',
  },
  'zh-CN': {
    name: '名称', category: '分类', file: '文件', fileName: '文件名', size: '大小', description: '说明', visibility: '可见范围',
    visibleToUsers: '客户和员工', staffOnly: '仅员工', sort: '排序', updatedAt: '更新时间',
    download: '下载', deleteConfirm: '确定删除该常用文件吗？客户将无法再看到它。',
    createTitle: '新增常用文件', editTitle: '编辑常用文件', upload: '上传文件', replace: '更换文件', uploading: '上传中…',
    fileHelp: '支持 PDF、Word、Excel、ZIP 或图片，不超过 {{max}} MB。',
  },
  'zh-TW': {
    name: '名稱', category: '分類', file: '檔案', fileName: '檔案名稱', size: '大小', description: '說明', visibility: '可見範圍',
    visibleToUsers: '客戶和員工', staffOnly: '僅員工', sort: '排序', updatedAt: '更新時間',
    download: '下載', deleteConfirm: '確定刪除該常用檔案嗎？客戶將無法再看到它。',
    createTitle: '新增常用檔案', editTitle: '編輯常用檔案', upload: '上傳檔案', replace: '更換檔案', uploading: '上傳中…',
    fileHelp: '支援 PDF、Word、Excel、ZIP 或圖片，不超過 {{max}} MB。',
  },
});
