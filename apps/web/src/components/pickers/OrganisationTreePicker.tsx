import { TreeSelect, Typography } from 'antd';
import { type CSSProperties, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { organizes, PAGE_SIZES } from '@lbo/contracts';
import { callApi } from '../../api/client.ts';
import './texts.ts';
import { choosesValue } from '../form/placeholders.ts';

export type OrganizeNode = organizes.OrganizeNode;

interface TreeOption {
  value: number;
  title: string;
  isLeaf: boolean;
  children: TreeOption[];
}

const toTree = (nodes: OrganizeNode[]): TreeOption[] =>
  nodes.map((n) => ({ value: n.Id, title: n.Name, isLeaf: !n.HasChildren && n.Children.length === 0, children: toTree(n.Children) }));

// The whole tree in one request: the spec's paged query with the largest page.
const wholeTree = { index: 1, rows: PAGE_SIZES[PAGE_SIZES.length - 1] };
const loaders = {
  user: () => callApi(organizes.getSelectUserOrganizes, wholeTree, { silent: true }).then((page) => page.Data),
  backstage: () => callApi(organizes.getSelectBackstageOrganizes, wholeTree, { silent: true }).then((page) => page.Data),
};

type SingleValue = { multiple?: false; value?: number | null; onChange?: (id: number | null) => void };
type MultipleValue = { multiple: true; value?: number[]; onChange?: (ids: number[]) => void };

export type OrganisationTreePickerProps = (SingleValue | MultipleValue) & {
  /** whose organisations: site users' or back-office staff's */
  population: 'user' | 'backstage';
  /** the tree from elsewhere than the server (samples, tests) */
  load?: () => Promise<OrganizeNode[]>;
  id?: string;
  placeholder?: string;
  disabled?: boolean;
  style?: CSSProperties;
};

/** The organisation tree, loaded once, to choose one organisation or several by name. */
export function OrganisationTreePicker(props: OrganisationTreePickerProps) {
  const { t } = useTranslation();
  // The tree is loaded once, when the picker appears.
  const [load] = useState(() => props.load ?? loaders[props.population]);
  const [tree, setTree] = useState<TreeOption[]>();
  const [error, setError] = useState<string>();

  useEffect(() => {
    let current = true;
    load().then(
      (nodes) => current && setTree(toTree(nodes)),
      (e: unknown) => current && setError(e instanceof Error && e.message ? e.message : t('pickers.loadFailed')),
    );
    return () => {
      current = false;
    };
  }, [load, t]);

  return (
    <TreeSelect<number | number[]>
      id={props.id}
      style={props.style}
      disabled={props.disabled}
      placeholder={props.placeholder ?? t('pickers.titles.organisation')}
      treeData={tree ?? []}
      loading={!tree && !error}
      status={error ? 'error' : undefined}
      notFoundContent={error ? <Typography.Text type="danger">{error}</Typography.Text> : undefined}
      multiple={props.multiple}
      value={props.value ?? undefined}
      onChange={(value) => {
        if (props.multiple) props.onChange?.((value as number[] | undefined) ?? []);
        else props.onChange?.((value as number | undefined) ?? null);
      }}
      allowClear
      showSearch={{ treeNodeFilterProp: 'title' }}
      treeDefaultExpandAll
    />
  );
}

choosesValue(OrganisationTreePicker);
