import { CloseOutlined } from '@ant-design/icons';
import { ICON_PICKER_MAX_SIZE } from '@lbo/contracts';
import { Button, Space } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './texts.ts';

// The whole icon set is in this lazily loaded chunk: pages pay for it only once a picker shows an icon or opens.
const IconPickerModal = lazy(() => import('./iconSet.tsx'));
const IconGlyph = lazy(() => import('./iconSet.tsx').then((m) => ({ default: m.IconGlyph })));

export interface IconPickerProps {
  /** Name of the chosen outlined icon, e.g. "TruckOutlined". */
  value?: string;
  onChange?: (name: string | undefined) => void;
  /** Size in px of the chosen icon shown in the field; at most 150. */
  size?: number;
  disabled?: boolean;
}

const DEFAULT_SIZE = 20;

/** Chooses one of Ant Design's outlined icons by name in a searchable dialog. */
export function IconPicker({ value, onChange, size = DEFAULT_SIZE, disabled }: IconPickerProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<string>();
  const name = value ?? picked;
  // A form that resets the field (value back to undefined) clears the choice.
  useEffect(() => {
    if (value === undefined) setPicked(undefined);
  }, [value]);
  const choose = (next: string | undefined) => {
    setPicked(next);
    onChange?.(next);
  };
  return (
    <Space align="center" wrap>
      {name && (
        <span data-testid="icon-preview" style={{ fontSize: Math.min(size, ICON_PICKER_MAX_SIZE), lineHeight: 1, display: 'inline-flex' }}>
          <Suspense fallback={null}>
            <IconGlyph name={name} />
          </Suspense>
        </span>
      )}
      <Button disabled={disabled} onClick={() => setOpen(true)}>
        {name ?? t('media.icon.choose')}
      </Button>
      {name && !disabled && <Button type="text" icon={<CloseOutlined />} aria-label={t('media.icon.clear')} onClick={() => choose(undefined)} />}
      {open && (
        <Suspense fallback={null}>
          <IconPickerModal
            open
            value={name}
            onClose={() => setOpen(false)}
            onPick={(next) => {
              choose(next);
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </Space>
  );
}
