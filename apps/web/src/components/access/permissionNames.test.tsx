import { renderHook } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { usePermissionNames } from './permissionNames.ts';

describe('permission names', () => {
  beforeAll(() => i18n.changeLanguage('zh-TW'));
  afterAll(() => i18n.changeLanguage('zh-CN'));

  it('name a seeded view by its page’s menu name when the access texts do not name it, and keep a name the platform typed', () => {
    const { result } = renderHook(() => usePermissionNames());
    expect(result.current.view({ Code: 'InboundDocumentsIndex', Name: 'Inbound documents' })).toBe('入庫單');
    expect(result.current.view({ Code: 'ShelvesIndex', Name: 'Shelves' })).toBe('貨架');
    expect(result.current.view({ Code: 'InboundDocumentsIndex', Name: 'Goods in' })).toBe('Goods in');
  });

  it('name the order actions’ buttons', () => {
    const { result } = renderHook(() => usePermissionNames());
    expect(['CancelApproval', 'GenerateBill', 'AddTrack'].map((Name) => result.current.button({ Name }))).toEqual(['取消審核', '產生帳單', '新增軌跡']);
  });
});
