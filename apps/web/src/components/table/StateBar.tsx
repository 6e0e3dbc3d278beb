import { Segmented, Tabs } from 'antd';
import { usePhoneLayout } from './DataCards.tsx';
import './table.css';

/**
 * A list's states with their counts, above it: tabs on a wide screen; on a phone a segmented bar
 * that scrolls sideways, each state a thumb's width.
 */
export function StateBar({ value, onChange, items }: { value: string; onChange: (key: string) => void; items: readonly { key: string; label: string }[] }) {
  const phone = usePhoneLayout();
  if (!phone) return <Tabs activeKey={value} onChange={onChange} data-testid="state-tabs" items={items.map((i) => ({ ...i }))} />;
  return (
    <div className="state-bar" data-testid="state-tabs">
      <Segmented value={value} onChange={(key) => onChange(String(key))} options={items.map((i) => ({ value: i.key, label: i.label }))} />
    </div>
  );
}
