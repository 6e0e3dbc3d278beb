import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Popover, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { saveHiddenColumns, useHiddenColumns } from './columnVisibility.ts';
import './texts.ts';

interface ColumnChoice {
  key: string;
  title: ReactNode;
}

export interface ColumnSettingsProps {
  /** One key per column set (per table): the choices are saved under it in local storage. */
  storageKey: string;
  columns: readonly ColumnChoice[];
  /** Just the icon (with a tooltip), where room is short. */
  iconOnly?: boolean;
}

/** The column-visibility setter: ticks the columns a table shows; the DataTable with the same key follows. */
export function ColumnSettings({ storageKey, columns, iconOnly }: ColumnSettingsProps) {
  const { t } = useTranslation();
  const hidden = useHiddenColumns(storageKey);
  const toggle = (key: string, shown: boolean) => saveHiddenColumns(storageKey, shown ? hidden.filter((k) => k !== key) : [...hidden, key]);
  const content = (
    <Flex vertical gap={4} data-testid="column-settings">
      {columns.map((c) => (
        <Checkbox key={c.key} checked={!hidden.includes(c.key)} onChange={(e) => toggle(c.key, e.target.checked)}>
          {c.title}
        </Checkbox>
      ))}
      <Button type="link" size="small" disabled={hidden.length === 0} onClick={() => saveHiddenColumns(storageKey, [])} style={{ alignSelf: 'flex-start', padding: 0 }}>
        {t('table.showAllColumns')}
      </Button>
    </Flex>
  );
  return (
    <Popover trigger="click" placement="bottomRight" title={t('table.columnSettings')} content={content}>
      {iconOnly ? (
        <Tooltip title={t('table.columnSettings')}>
          <Button icon={<SettingOutlined />} aria-label={t('table.columnSettings')} />
        </Tooltip>
      ) : (
        <Button icon={<SettingOutlined />}>{t('table.columnSettings')}</Button>
      )}
    </Popover>
  );
}
