import { BUTTON_CALLS, PAGE_CALLS, ROLE_CALLS, type roles, type RoleSide } from '@lbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Badge, Empty, Input, Space, Tabs, Tag, Tree, Typography, type TreeDataNode } from 'antd';
import { useEffect, useMemo, useState, type Key } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { useCallMutation } from '../../api/useCallMutation.ts';
import { usePermissionNames } from '../../components/access/permissionNames.ts';
import { FormDialog } from '../../components/form/FormDialog.tsx';

type Permissions = roles.RolePermissions;
type PermissionNames = ReturnType<typeof usePermissionNames>;

/** Tree keys: group nodes carry a prefix so they are never mistaken for what they group. */
const AREA = 'area:';
const VIEW = 'view:';
const BUTTON = 'button:';

const checkedOf = (keys: Key[] | { checked: Key[] }) => (Array.isArray(keys) ? keys : keys.checked).map(String);

/**
 * A role's grants as three checkbox trees: APIs grouped by the page that makes them, views with their buttons, and the
 * menu tree. Saving sends all three at once; the server replaces them in one transaction and tells
 * the role's users.
 */
export function RolePermissionsDrawer(props: { side: RoleSide; roleId: number; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const calls = ROLE_CALLS[props.side];
  const loaded = useQuery({ queryKey: [calls.permissions.path, props.roleId], queryFn: () => callApi(calls.permissions, { Id: props.roleId }), gcTime: 0 });
  const data = loaded.data;
  const [apiKeys, setApiKeys] = useState<string[]>([]);
  const [buttonKeys, setButtonKeys] = useState<string[]>([]);
  const [menuKeys, setMenuKeys] = useState<string[]>([]);
  const [search, setSearch] = useState('');
  // Ticks changed since the drawer opened.
  const [changed, setChanged] = useState(false);
  const tick = (set: (keys: string[]) => void) => (keys: Key[] | { checked: Key[] }) => {
    set(checkedOf(keys));
    setChanged(true);
  };

  useEffect(() => {
    if (!data) return;
    setApiKeys(data.ApiKeys);
    setButtonKeys(data.ButtonIds.map((id) => `${BUTTON}${id}`));
    // The tree derives a parent's check from its children: start from the granted entries without children.
    const leaves = new Set(leafMenuIds(data.Menus));
    setMenuKeys(data.MenuIds.filter((id) => leaves.has(id)).map(String));
  }, [data]);

  const names = usePermissionNames();
  const apiTree = useMemo(() => (data ? apiNodes(data, search, t, names) : []), [data, search, t, names]);
  const viewTree = useMemo(() => (data ? viewNodes(data, names, t) : []), [data, names, t]);
  const menuTree = useMemo(() => (data ? menuNodes(data.Menus) : []), [data]);

  const save = useCallMutation(
    () =>
      callApi(calls.editPermissions, {
        Id: props.roleId,
        ApiKeys: apiKeys.filter((k) => !k.startsWith(AREA)),
        ButtonIds: buttonKeys.filter((k) => k.startsWith(BUTTON)).map((k) => Number(k.slice(BUTTON.length))),
        MenuIds: menuKeys.map(Number),
      }),
    {
      onSuccess: () => {
        void message.success(t('roles.permissionsSaved'));
        props.onSaved();
        props.onClose();
      },
    },
  );

  const count = (n: number) => <Badge count={n} showZero color={n ? '#1890ff' : '#d9d9d9'} style={{ marginInlineStart: 6 }} />;
  const apiCount = apiKeys.filter((k) => !k.startsWith(AREA)).length;
  const buttonCount = buttonKeys.filter((k) => k.startsWith(BUTTON)).length;

  return (
    <FormDialog
      drawer
      title={data ? t('roles.permissionsTitle', { name: data.RoleName }) : t('roles.permissions')}
      loading={!data}
      changed={changed}
      pending={save.isPending}
      okButtonProps={{ disabled: !data, 'data-testid': 'save-permissions' }}
      onFinish={() => save.mutate()}
      onClose={props.onClose}
    >
      {data && (
        <Tabs
          items={[
            {
              key: 'menus',
              label: (
                <span>
                  {t('roles.menus')}
                  {count(menuKeys.length)}
                </span>
              ),
              children: menuTree.length ? (
                <Tree checkable defaultExpandAll selectable={false} treeData={menuTree} checkedKeys={menuKeys} onCheck={tick(setMenuKeys)} data-testid="menu-tree" />
              ) : (
                <Empty description={t('roles.nothingToGrant')} />
              ),
            },
            {
              key: 'views',
              label: (
                <span>
                  {t('roles.views')}
                  {count(buttonCount)}
                </span>
              ),
              children: viewTree.length ? (
                <Tree checkable defaultExpandAll selectable={false} treeData={viewTree} checkedKeys={buttonKeys} onCheck={tick(setButtonKeys)} data-testid="view-tree" />
              ) : (
                <Empty description={t('roles.nothingToGrant')} />
              ),
            },
            {
              key: 'apis',
              label: (
                <span>
                  {t('roles.apis')}
                  {count(apiCount)}
                </span>
              ),
              children: (
                <Space orientation="vertical" style={{ width: '100%' }}>
                  <Typography.Text type="secondary">{t('roles.menuGrantsReads')}</Typography.Text>
                  <Input.Search
                    allowClear
                    placeholder={t('roles.searchApis')}
                    // Enter only filters: it must not submit the drawer's form (and save).
                    onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
                    onChange={(e) => setSearch(e.target.value.trim().toLowerCase())} />
                  {apiTree.length ? (
                    <Tree
                      checkable
                      selectable={false}
                      treeData={apiTree}
                      checkedKeys={apiKeys}
                      // A search hides calls from the tree: keep the checks of the hidden ones.
                      onCheck={(keys) => {
                        const shown = new Set(apiTree.flatMap((a) => (a.children ?? []).map((c) => String(c.key))));
                        setApiKeys([...apiKeys.filter((k) => !shown.has(k) && !k.startsWith(AREA)), ...checkedOf(keys)]);
                        setChanged(true);
                      }}
                      data-testid="api-tree"
                    />
                  ) : (
                    <Empty description={t('roles.nothingToGrant')} />
                  )}
                </Space>
              ),
            },
          ]}
        />
      )}
    </FormDialog>
  );
}

/**
 * The grantable calls grouped by the page that makes them (PAGE_CALLS, derived from the pages' code),
 * titled as the sidebar titles the page, in the order of the role's menus. Calls no page makes
 * follow, by area.
 */
function apiNodes(data: Permissions, search: string, t: TFunction, names: PermissionNames): TreeDataNode[] {
  const apis = new Map(data.Apis.flatMap((area) => area.Apis.map((a) => [a.Key, a] as const)));
  const groups = new Map<string, { title: string; apis: Permissions['Apis'][number]['Apis'] }>();
  const pages = leafMenuNames(data.Menus);
  for (const router of pages) groups.set(router, { title: t(`route.${router}`), apis: [] });
  // A call goes to the page of its own area when one makes it (the roles list to Roles, not to the
  // users page whose role picker reads it too), else to the first page that makes it.
  const ownArea = (router: string, key: string) => router.toLowerCase().includes(key.split('/')[1]!.toLowerCase().replace(/s$/, ''));
  for (const pass of [true, false]) {
    for (const router of pages) {
      for (const key of PAGE_CALLS[router] ?? []) {
        const api = apis.get(key);
        if (!api || (pass && !ownArea(router, key))) continue;
        apis.delete(key);
        groups.get(router)!.apis.push(api);
      }
    }
  }
  for (const area of data.Apis) {
    const rest = area.Apis.filter((a) => apis.has(a.Key));
    if (rest.length) groups.set(`other:${area.Area}`, { title: t('roles.otherApis', { area: names.area(area.Area) }), apis: rest });
  }
  return [...groups.entries()].flatMap(([group, { title, apis: calls }]) => {
    const shown = calls.filter((a) => !search || a.Key.toLowerCase().includes(search) || a.Summary.toLowerCase().includes(search));
    if (shown.length === 0) return [];
    return [
      {
        key: `${AREA}${group}`,
        title: <Typography.Text strong>{title}</Typography.Text>,
        children: shown.map((a) => ({
          key: a.Key,
          // A default API stays granted while the role holds the default APIs (the server refuses otherwise).
          disableCheckbox: data.DefaultApis && a.IsDefault,
          title: (
            <span>
              <Typography.Text code>{a.Key}</Typography.Text> <Typography.Text type="secondary">{a.Summary}</Typography.Text>
              {data.DefaultApis && a.IsDefault && <Tag style={{ marginInlineStart: 6 }}>{t('roles.defaultApi')}</Tag>}
            </span>
          ),
        })),
      },
    ];
  });
}

/** The pages of a menu tree (the entries without children), in the sidebar's order. */
function leafMenuNames(menus: roles.GrantableMenu[]): string[] {
  return menus.flatMap((m) => (m.Children.length ? leafMenuNames(m.Children) : [m.Name]));
}

/**
 * Views (pages) with their buttons; under each button, the calls ticking it grants (BUTTON_CALLS,
 * derived from the pages' code), as the server summarises them in the reader's language.
 */
function viewNodes(data: Permissions, names: PermissionNames, t: TFunction): TreeDataNode[] {
  const summaries = new Map(data.Apis.flatMap((area) => area.Apis.map((a) => [a.Key, a.Summary] as const)));
  const grantsOf = (key: string) => (BUTTON_CALLS[key] ?? []).flatMap((call) => summaries.get(call) ?? []);
  return data.Views.map((v) => ({
    key: `${VIEW}${v.Id}`,
    title: names.view(v),
    disableCheckbox: v.Buttons.length === 0,
    children: v.Buttons.map((b) => {
      const grants = grantsOf(b.Key);
      return {
        key: `${BUTTON}${b.Id}`,
        title: (
          <span>
            {/* The key (what the page checks) only as a tooltip, for whoever needs to tell two buttons apart. */}
            <span title={b.Key}>{names.button(b)}</span>
            {grants.length > 0 && (
              <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }} data-testid={`button-grants-${b.Id}`}>
                {t('roles.buttonGrants')}
                {grants.map((summary) => (
                  <span key={summary} style={{ display: 'block' }}>
                    {summary}
                  </span>
                ))}
              </Typography.Text>
            )}
          </span>
        ),
      };
    }),
  }));
}

function leafMenuIds(menus: roles.GrantableMenu[]): number[] {
  return menus.flatMap((m) => (m.Children.length ? leafMenuIds(m.Children) : [m.Id]));
}

function menuNodes(menus: roles.GrantableMenu[]): TreeDataNode[] {
  return menus.map((m) => ({ key: String(m.Id), title: <MenuTitle name={m.Name} />, children: menuNodes(m.Children) }));
}

/** A menu's name is its route title key (as the sidebar shows it); an unknown name shows as it is. */
function MenuTitle({ name }: { name: string }) {
  const { t, i18n } = useTranslation();
  return <span>{i18n.exists(`route.${name}`) ? t(`route.${name}`) : name}</span>;
}
