import { DownOutlined } from '@ant-design/icons';
import { ACTION_COLUMN_MAX_VISIBLE_BUTTONS, TOOLBAR_MAX_VISIBLE_BUTTONS } from '@lbo/contracts';
import { App, Button, Dropdown, Space } from 'antd';
import type { Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dataVersion } from '../../api/dataChanged.ts';
import { useCallMutation } from '../../api/useCallMutation.ts';
import { usePermission } from '../usePermission.ts';
import { splitOverflow } from './tableRules.ts';
import './texts.ts';

interface ActionBase {
  key: string;
  label: string;
  icon?: ReactNode;
  /** Button permission key: hidden from a non-super user whose Buttons list lacks it. */
  permission?: string;
  /** Question asked in a confirmation dialog before running. */
  confirm?: string;
  danger?: boolean;
}

export interface ToolbarButton<Row> extends ActionBase {
  primary?: boolean;
  /** Needs at least one selected row, otherwise warns "please select a row" and does not run. */
  mustSelect?: boolean;
  /** Gets the selected rows. A returned promise shows the button loading; once it resolves, if it wrote anything, the selection is cleared (the table reloads after any write). */
  onClick: (selected: Row[], keys: Key[]) => unknown;
}

export interface RowAction<Row> extends ActionBase {
  /** Leaves the action out for rows it does not apply to. */
  hidden?: (row: Row) => boolean;
  /** A returned promise shows the button loading (the table reloads after any write). */
  onClick: (row: Row) => unknown;
}

/**
 * Runs an action after its confirmation, tracking which one is running. `done` follows a resolved
 * promise that wrote something; a rejected one was already shown to the user by the request layer.
 */
function useRunner(done: () => void) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const action = useCallMutation(({ result }: { key: string; result: Promise<unknown>; before: number }) => result, {
    onSuccess: (_, { before }) => {
      if (dataVersion() !== before) done();
    },
  });
  const run = (picked: ActionBase, go: () => unknown) => {
    // Answers once the action has finished, so that a confirmation keeps its OK loading until then.
    const start = async () => {
      const before = dataVersion();
      const result = go();
      if (result instanceof Promise) await action.mutateAsync({ key: picked.key, result, before }).catch(() => undefined);
    };
    if (picked.confirm) modal.confirm({ title: picked.confirm, okText: t('app.confirm'), cancelText: t('app.cancel'), okButtonProps: { danger: picked.danger }, onOk: start });
    else void start();
  };
  return { running: action.isPending ? action.variables.key : null, run };
}

function MoreMenu<A extends ActionBase>({ actions, onPick, link }: { actions: A[]; onPick: (action: A) => void; link?: boolean }) {
  const { t } = useTranslation();
  if (actions.length === 0) return null;
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: actions.map((a) => ({ key: a.key, label: a.label, icon: a.icon, danger: a.danger })),
        onClick: ({ key }) => onPick(actions.find((a) => a.key === key)!),
      }}
    >
      <Button type={link ? 'link' : 'default'} size={link ? 'small' : undefined}>
        {t('table.more')} <DownOutlined />
      </Button>
    </Dropdown>
  );
}

export function Toolbar<Row>({ buttons, selected, selectedKeys, onDone }: { buttons: readonly ToolbarButton<Row>[]; selected: Row[]; selectedKeys: Key[]; onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const can = usePermission();
  const { running, run } = useRunner(onDone);
  const [visible, overflow] = splitOverflow(
    buttons.filter((b) => can(b.permission)),
    TOOLBAR_MAX_VISIBLE_BUTTONS,
  );
  const press = (b: ToolbarButton<Row>) => {
    if (b.mustSelect && selected.length === 0) void message.warning(t('table.selectRow'));
    else run(b, () => b.onClick(selected, selectedKeys));
  };
  if (visible.length === 0) return null;
  return (
    <Space wrap data-testid="table-toolbar">
      {visible.map((b) => (
        <Button key={b.key} icon={b.icon} type={b.primary ? 'primary' : 'default'} danger={b.danger} loading={running === b.key} onClick={() => press(b)}>
          {b.label}
        </Button>
      ))}
      <MoreMenu actions={overflow} onPick={press} />
    </Space>
  );
}

export function RowActions<Row>({ row, actions, onDone, visible: shown = ACTION_COLUMN_MAX_VISIBLE_BUTTONS }: { row: Row; actions: readonly RowAction<Row>[]; onDone: () => void; visible?: number }) {
  const can = usePermission();
  const { running, run } = useRunner(onDone);
  const [visible, overflow] = splitOverflow(
    actions.filter((a) => can(a.permission) && !a.hidden?.(row)),
    Math.min(shown, ACTION_COLUMN_MAX_VISIBLE_BUTTONS),
  );
  const press = (a: RowAction<Row>) => run(a, () => a.onClick(row));
  return (
    <Space size={0} wrap={false}>
      {visible.map((a) => (
        <Button key={a.key} type="link" size="small" icon={a.icon} danger={a.danger} loading={running === a.key} onClick={() => press(a)}>
          {a.label}
        </Button>
      ))}
      <MoreMenu actions={overflow} onPick={press} link />
    </Space>
  );
}
