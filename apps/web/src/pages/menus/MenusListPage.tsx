import { menus } from '@lbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { AutoComplete, Tag, TreeSelect, type TreeSelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { IconPicker } from '../../components/media/IconPicker.tsx';
import { SiteListPage } from '../../components/siteList/SiteListPage.tsx';
import { placeholder } from '../../lib/formRules.ts';
import { PAGES } from '../registry.ts';
import './texts.ts';

type Row = menus.MenuRow;
export type Population = 1 | 2;

/** A menu's title as the sidebar shows it: its name is the key of its route title. */
function useMenuTitle() {
  const { t, i18n } = useTranslation();
  return (name: string) => (i18n.exists(`route.${name}`) ? t(`route.${name}`) : name);
}

/** The parent choice: the population's tree without the entry edited and its subtree. */
function ParentSelect({ population, editedId, ...control }: { population: Population; editedId: number | undefined } & Pick<TreeSelectProps, 'value' | 'onChange'>) {
  const { t } = useTranslation();
  const title = useMenuTitle();
  const parents = useQuery({
    queryKey: [menus.getSelectBackstageMenus.path, population, editedId],
    queryFn: () => callApi(menus.getSelectBackstageMenus, { Population: population, ExcludeId: editedId }),
  });
  const toTree = (nodes: menus.MenuOption[]): TreeSelectProps['treeData'] => nodes.map((n) => ({ value: n.Id, title: title(n.Name), children: toTree(n.Children) }));
  return <TreeSelect {...control} allowClear treeDefaultExpandAll loading={parents.isLoading} placeholder={t('menus.noParent')} treeData={toTree(parents.data ?? [])} />;
}

/** One population's menu tree: list, create, add sub-menu, edit, delete, details. Menus are product-wide: only platform staff change them (the server enforces it). */
export function MenusListPage({ population }: { population: Population }) {
  const { t } = useTranslation();
  const title = useMenuTitle();
  const prefix = population === 1 ? 'BackstageMenus' : 'UserMenus';

  return (
    <SiteListPage
      calls={menus.menuCalls}
      permission={prefix}
      addButton="Establish"
      params={{ Population: population }}
      texts={{ createTitle: t('menus.createTitle'), editTitle: t('menus.editTitle'), deleteConfirm: t('menus.deleteConfirm'), platformOnly: t('menus.platformOnly') }}
      labels="menus"
      childrenColumnName="Children"
      actions={(s, page) => [
        s.detail,
        s.edit,
        ...(page.mayWrite ? [{ key: 'addChild', label: t('menus.addChild'), permission: `${prefix}.Establish`, onClick: (row: Row) => page.create({ ParentId: row.Id }) }] : []),
        s.delete,
      ]}
      fields={(shared, { id }) => ({
        // The title as the sidebar shows it; the stored name (its text key) is in the details and the edit form.
        Name: { column: { label: 'menus.title', render: (name: string) => title(name) }, query: true, form: { tooltip: t('menus.nameHelp') } },
        ParentId: { label: 'menus.parent', column: false, detail: false, form: { input: <ParentSelect population={population} editedId={id} /> } },
        ParentName: {
          label: 'menus.parent',
          detail: { value: { type: 'custom', render: (_, r) => (r.ParentName ? title(r.ParentName) : t('menus.noParent')) } },
        },
        Path: { column: { width: 180, ellipsis: true } },
        Router: {
          column: { width: 210, ellipsis: true },
          query: true,
          form: {
            tooltip: t('menus.routerHelp'),
            input: (
              <AutoComplete
                allowClear
                placeholder={placeholder.enter(t('menus.router'))}
                options={Object.keys(PAGES).map((name) => ({ value: name }))}
                filterOption={(input, option) => String(option?.value ?? '').toLowerCase().includes(input.toLowerCase())}
              />
            ),
          },
        },
        Icon: { column: { width: 90 }, form: { input: <IconPicker /> } },
        Invisible: {
          column: { width: 80, render: (hidden: boolean) => (hidden ? <Tag>{t('menus.invisible')}</Tag> : <Tag color="green">{t('menus.visible')}</Tag>) },
          detail: { value: { type: 'custom', render: (_, r) => t(r.Invisible ? 'menus.invisible' : 'menus.visible') } },
        },
        Sort: { column: { width: 70, align: 'right' } },
        ChildCount: { label: 'menus.children' },
        RoleCount: { label: 'menus.roles', column: { width: 80, align: 'right' } },
        CreationTime: { ...shared.createdAt, column: false },
        // Chosen by the page (the add call's body), never edited.
        Population: { column: false, form: false, detail: false },
      })}
      order={{ form: ['Name', 'ParentId', 'Path', 'Router', 'Icon', 'Sort', 'Invisible'] }}
      form={{ widthSize: 1, width: 640, defaults: { ParentId: null }, toBody: (values) => ({ ...values, ParentId: values.ParentId ?? null, Population: population }) }}
      detail={{ title: (record) => title(record.Name) }}
    />
  );
}
