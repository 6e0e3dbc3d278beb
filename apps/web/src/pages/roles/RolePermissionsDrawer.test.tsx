import { roles } from '@lbo/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../api/client.ts';
import { i18n } from '../../i18n/index.ts';
import { RolePermissionsDrawer } from './RolePermissionsDrawer.tsx';
import { renderInApp } from '../../test/renderInApp.tsx';

vi.mock('../../api/client.ts', () => ({ callApi: vi.fn() }));
const callApiMock = vi.mocked(callApi);

vi.setConfig({ testTimeout: 30_000 });
const user = () => userEvent.setup({ delay: null });

/** A role holding the default APIs, "Shelves" (a leaf) and its container "Warehouse", and one button; a view the platform renamed. */
const PERMISSIONS: roles.RolePermissions = {
  RoleId: 5,
  RoleName: 'Packers',
  DefaultApis: true,
  Apis: [
    { Area: 'Shelves', Apis: [{ Key: '/Shelves/GetShelves', Summary: 'Shelves list', IsDefault: false }] },
    { Area: 'UserMessages', Apis: [{ Key: '/UserMessages/GetUserMessages', Summary: 'Own messages', IsDefault: true }] },
  ],
  Views: [
    { Id: 3, Name: 'Shelves', Code: 'ShelvesIndex', Buttons: [{ Id: 31, Key: 'Shelves.Add', Name: 'Add' }, { Id: 32, Key: 'Shelves.Delete', Name: 'Delete' }] },
    { Id: 6, Name: 'Applicant information', Code: 'ApplicantInformationIndex', Buttons: [{ Id: 61, Key: 'ApplicantInformation.Add', Name: 'Add' }, { Id: 62, Key: 'ApplicantInformation.Export', Name: 'Export to Excel' }] },
    { Id: 7, Name: 'Night shift board', Code: 'WarehousesIndex', Buttons: [{ Id: 71, Key: 'Warehouses.Print', Name: 'Print' }] },
  ],
  Menus: [
    { Id: 1, Name: 'WarehouseManagement', Children: [{ Id: 2, Name: 'ShelvesIndex', Children: [] }, { Id: 4, Name: 'WarehousePartitionsIndex', Children: [] }] },
    { Id: 9, Name: 'Orders', Children: [] },
  ],
  ApiKeys: ['/UserMessages/GetUserMessages'],
  ButtonIds: [31],
  MenuIds: [1, 2],
};

function renderDrawer(onSaved = vi.fn()) {
  renderInApp(
    <RolePermissionsDrawer side="backstage" roleId={5} onClose={vi.fn()} onSaved={onSaved} />,
  );
  return onSaved;
}

const checkboxOf = (title: string) => screen.getByText(title).closest('.ant-tree-treenode')!.querySelector('.ant-tree-checkbox')!;

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  callApiMock.mockReset();
  callApiMock.mockImplementation(async (call) => (call.path === roles.getBackstageRolePermissions.path || call.path === roles.editBackstageRolePermissions.path ? PERMISSIONS : null));
});

describe('role permission drawer', () => {
  it('sends all three grant lists at once, with a menu container only when all its pages are ticked', async () => {
    const onSaved = renderDrawer();
    await screen.findByText('Permissions of “Packers”');
    // A granted container whose pages are not all granted is only half ticked, so it is not sent on its own.
    expect(checkboxOf('Warehouses').className).toContain('indeterminate');
    await user().click(checkboxOf('Orders'));
    await user().click(screen.getByText('Views and buttons'));
    await user().click(checkboxOf('Delete'));
    await user().click(screen.getByText('APIs'));
    await user().click(screen.getByText('Shelves', { selector: 'strong' }).closest('.ant-tree-treenode')!.querySelector('.ant-tree-switcher')!);
    await user().click(checkboxOf('/Shelves/GetShelves'));
    await user().click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [, body] = callApiMock.mock.calls.find(([call]) => call.path === roles.editBackstageRolePermissions.path)!;
    expect(body).toEqual({ Id: 5, ApiKeys: ['/UserMessages/GetUserMessages', '/Shelves/GetShelves'], ButtonIds: [31, 32], MenuIds: [2, 9] });
  });

  it('asks before closing with changed ticks, and closes an untouched drawer at once', async () => {
    const onClose = vi.fn();
    renderInApp(<RolePermissionsDrawer side="backstage" roleId={5} onClose={onClose} onSaved={vi.fn()} />);
    await screen.findByText('Permissions of “Packers”');
    await user().click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);

    await user().click(checkboxOf('Orders'));
    await user().click(screen.getByRole('button', { name: 'Close' }));
    const question = () => screen.findAllByRole('dialog').then((dialogs) => dialogs.find((d) => d.textContent?.includes('Discard your changes?'))!);
    await user().click(within(await question()).getByRole('button', { name: 'Keep editing' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user().click(screen.getByRole('button', { name: 'Close' }));
    await user().click(within(await question()).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(2));
    expect(callApiMock.mock.calls.filter(([call]) => call.path === roles.editBackstageRolePermissions.path)).toEqual([]);
  });

  it('filters the APIs on Enter in the search without saving', async () => {
    const onSaved = renderDrawer();
    await screen.findByText('Permissions of “Packers”');
    await user().click(screen.getByText('APIs'));
    await user().type(screen.getByPlaceholderText('Search path or summary'), 'shelves{Enter}');
    expect(screen.getByText('Shelves', { selector: 'strong' })).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
    expect(callApiMock.mock.calls.filter(([call]) => call.path === roles.editBackstageRolePermissions.path)).toEqual([]);
  });

  it('keeps a default API ticked and locked while the role holds the default APIs', async () => {
    renderDrawer();
    await screen.findByText('Permissions of “Packers”');
    await user().click(screen.getByText('APIs'));
    await user().click(screen.getByText('Calls no page makes: Messages', { selector: 'strong' }).closest('.ant-tree-treenode')!.querySelector('.ant-tree-switcher')!);
    const locked = checkboxOf('/UserMessages/GetUserMessages');
    expect(locked.className).toContain('ant-tree-checkbox-disabled');
    expect(locked.className).toContain('ant-tree-checkbox-checked');
    expect(screen.getByText('default')).toBeTruthy();
  });

  it('groups the APIs under the page that makes them, titled in the reader’s language', async () => {
    await i18n.changeLanguage('zh-CN');
    try {
      renderDrawer();
      await screen.findByText('“Packers”的权限');
      await user().click(screen.getByText('接口'));
      expect(screen.getByText('货架', { selector: 'strong' })).toBeTruthy();
      expect(screen.getByText('页面之外的接口：消息', { selector: 'strong' })).toBeTruthy();
      expect(screen.queryByText('Shelves', { selector: 'strong' })).toBeNull();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('names views and buttons in the reader’s language, never by their keys, keeping a name the platform gave', async () => {
    await i18n.changeLanguage('zh-CN');
    try {
      renderDrawer();
      await user().click(await screen.findByText('视图与按钮', { exact: false }));
      const tree = screen.getByTestId('view-tree');
      for (const name of ['货架', '申报人信息', '新增', '删除', '打印标签', 'Night shift board', 'Export to Excel']) expect(within(tree).getAllByText(name).length).toBeGreaterThan(0);
      expect(tree.textContent).not.toMatch(/Shelves|ShelvesIndex|ApplicantInformation\.Add|Delete/);
      // API permissions are grouped under their area's name.
      await user().click(screen.getByText('接口'));
      expect(screen.getByTestId('api-tree').textContent).toContain('货架');
      expect(screen.getByTestId('api-tree').textContent).toContain('消息');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('shows under each button the calls ticking it grants, as the server summarises them in the reader’s language', async () => {
    const withSummaries = { ...PERMISSIONS, Apis: [{ Area: 'Shelves', Apis: [{ Key: '/Shelves/GetShelves', Summary: '货架列表', IsDefault: false }, { Key: '/Shelves/DeleteShelves', Summary: '删除货架', IsDefault: false }] }] };
    callApiMock.mockImplementation(async (call) => (call.path === roles.getBackstageRolePermissions.path ? withSummaries : null));
    await i18n.changeLanguage('zh-CN');
    try {
      renderDrawer();
      await user().click(await screen.findByText('视图与按钮', { exact: false }));
      // Shelves.Delete (button 32) deletes shelves; the list is the menu's, no button's.
      expect(screen.getByTestId('button-grants-32').textContent).toBe('授予：删除货架');
      expect(screen.getByTestId('view-tree').textContent).not.toContain('货架列表');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
