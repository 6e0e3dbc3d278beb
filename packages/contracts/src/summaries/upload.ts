import { summaries } from './define.ts';

export const uploadSummaries = summaries({
  '/UpLoadFile/UpLoadFile': ['上传一个文件（multipart：UploadFileType、FileClassify、MaxSize、FileStream）；Data 为其地址', '上傳一個檔案（multipart：UploadFileType、FileClassify、MaxSize、FileStream）；Data 為其網址'],
});
