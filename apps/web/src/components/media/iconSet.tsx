import * as allIcons from '@ant-design/icons';
import { Button, Empty, Input, Modal } from 'antd';
import { useMemo, useState, type ComponentType, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { ICON_PICKER_WIDTH } from '@lbo/contracts';
import './texts.ts';

// This module is the one place that imports the whole icon set; IconPicker loads it lazily.
const SUFFIX = 'Outlined';
const icons = allIcons as unknown as Record<string, ComponentType<{ style?: CSSProperties }>>;
const OUTLINED_ICON_NAMES = Object.keys(allIcons)
  .filter((name) => name.endsWith(SUFFIX) && /^[A-Z]/.test(name))
  .sort();

/** The icon of that name, or nothing when the set has no such icon. */
export function IconGlyph({ name }: { name: string }) {
  const Icon = OUTLINED_ICON_NAMES.includes(name) ? icons[name] : undefined;
  return Icon ? <Icon /> : null;
}

export interface IconPickerModalProps {
  open: boolean;
  value?: string;
  onPick: (name: string) => void;
  onClose: () => void;
}

export default function IconPickerModal({ open, value, onPick, onClose }: IconPickerModalProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const shown = useMemo(() => {
    const words = search.trim().toLowerCase();
    return words ? OUTLINED_ICON_NAMES.filter((name) => name.toLowerCase().includes(words)) : OUTLINED_ICON_NAMES;
  }, [search]);
  return (
    <Modal open={open} title={t('media.icon.title')} width={ICON_PICKER_WIDTH} footer={null} onCancel={onClose} styles={{ body: { maxHeight: '60vh', overflowY: 'auto' } }}>
      <Input.Search allowClear autoFocus placeholder={t('media.icon.search')} value={search} onChange={(e) => setSearch(e.target.value)} style={{ marginBottom: 16 }} />
      {shown.length === 0 ? (
        <Empty description={t('media.icon.none')} />
      ) : (
        <div role="listbox" aria-label={t('media.icon.title')} style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(112px, 1fr))', gap: 8 }}>
          {shown.map((name) => {
            const Icon = icons[name]!;
            return (
              <Button
                key={name}
                role="option"
                aria-selected={name === value}
                aria-label={name}
                title={name}
                type={name === value ? 'primary' : 'text'}
                onClick={() => onPick(name)}
                style={{ height: 72, flexDirection: 'column', gap: 4, overflow: 'hidden' }}
              >
                <Icon style={{ fontSize: 24 }} />
                <span style={{ fontSize: 12, maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis' }}>{name.slice(0, -SUFFIX.length)}</span>
              </Button>
            );
          })}
        </div>
      )}
    </Modal>
  );
}
