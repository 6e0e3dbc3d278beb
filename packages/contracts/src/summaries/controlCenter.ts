import { summaries } from './define.ts';

export const controlCenterSummaries = summaries({
  '/ControlCenter/GetSiteApiUrl': ['域名所对应站点的接口基础地址', '網域所對應站點的介面基礎網址'],
});
