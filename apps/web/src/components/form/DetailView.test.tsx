import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DetailDrawer, DetailView, type DetailGroup } from './DetailView.tsx';

interface Parcel {
  TrackingNumber: string;
  Status: string;
  Weight: string;
  ReceivedAt: string;
  Remark: string | null;
}

const PARCEL: Parcel = { TrackingNumber: 'SF1234567890', Status: 'OnShelf', Weight: '02.350', ReceivedAt: '2024-05-06T09:30:00', Remark: null };

const GROUPS: DetailGroup<Parcel>[] = [
  {
    key: 'basic',
    title: 'Basic information',
    fields: [
      { key: 'TrackingNumber', label: 'Tracking number' },
      { key: 'Status', label: 'Status', value: { type: 'tag', labels: { OnShelf: 'On shelf' }, colors: { OnShelf: 'green' } } },
      { key: 'Remark', label: 'Remark' },
    ],
  },
  {
    key: 'measure',
    title: 'Weight and time',
    collapsed: true,
    fields: [
      { key: 'Weight', label: 'Weight', value: { type: 'decimal', unit: 'kg' } },
      { key: 'ReceivedAt', label: 'Received at', value: { type: 'date' } },
    ],
  },
];

const header = (title: string) => screen.getByRole('button', { name: title });

describe('DetailView', () => {
  it('shows the groups as collapsible sections with rendered values', async () => {
    render(<DetailView groups={GROUPS} record={PARCEL} />);
    expect(header('Basic information').getAttribute('aria-expanded')).toBe('true');
    expect(header('Weight and time').getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('SF1234567890')).toBeTruthy();
    expect(screen.getByText('On shelf').closest('.ant-tag')).toBeTruthy();
    expect(screen.getByText('-')).toBeTruthy();
    expect(screen.queryByText('2.350 kg')).toBeNull();

    await userEvent.click(header('Weight and time'));
    expect(header('Weight and time').getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('2.350 kg')).toBeTruthy();
    expect(screen.getByText('2024-05-06 09:30:00')).toBeTruthy();

    await userEvent.click(header('Basic information'));
    expect(header('Basic information').getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(screen.getByText('SF1234567890').closest('.ant-collapse-panel-hidden, .ant-collapse-content-inactive')).toBeTruthy());
  });

  it('shows the same declaration in a drawer', async () => {
    render(<DetailDrawer open title="Parcel detail" onClose={() => undefined} groups={GROUPS} record={PARCEL} />);
    expect(await screen.findByText('Parcel detail')).toBeTruthy();
    expect(screen.getByText('SF1234567890')).toBeTruthy();
  });
});
