import { summaries } from './define.ts';

export const globalCountriesSummaries = summaries({
  '/GlobalCountries/GetGlobalCountries': ['国家和地区浏览页：某地区的下级，或按名称、代码跨层级搜索，各带其路径', '國家和地區瀏覽頁：某地區的下級，或按名稱、代碼跨層級搜尋，各帶其路徑'],
  '/GlobalCountries/GetRegionsByParentId': ['某地区的直接下级（不填 ParentId 时为国家），供地区级联使用', '某地區的直接下級（不填 ParentId 時為國家），供地區級聯使用'],
});
