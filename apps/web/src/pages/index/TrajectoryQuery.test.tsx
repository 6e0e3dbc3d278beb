import { logisticsOrders } from '@lbo/contracts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../api/client.ts';
import { i18n } from '../../i18n/index.ts';
import TrajectoryQuery from './TrajectoryQuery.tsx';

vi.mock('../../api/client.ts', () => ({ callApi: vi.fn() }));
const callApiMock = vi.mocked(callApi);

const found: logisticsOrders.Trajectory = {
  Number: 'YT0000000001',
  Found: true,
  SerialNumber: 'LO261127000001',
  CarrierNo: 'YT0000000001',
  CarrierName: 'YunExpress',
  TrackStatus: logisticsOrders.TrackStatus.InTransit,
  Events: [
    { Time: '2026-11-27T08:00:00.000Z', Place: 'Shenzhen', Text: 'Departed the hub' },
    { Time: '2026-11-27T06:00:00.000Z', Place: 'Shenzhen', Text: 'Picked up' },
  ],
};

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
beforeEach(() => callApiMock.mockReset());

describe('public trajectory query', () => {
  it('sends the numbers as typed and shows each one’s status and events, newest first, or that it is unknown', async () => {
    callApiMock.mockResolvedValue([found, { ...found, Number: 'NOSUCH1', Found: false, Events: [] }]);
    render(<TrajectoryQuery />);
    const button = screen.getByRole('button', { name: 'Track' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Order or carrier numbers'), { target: { value: 'YT0000000001\nNOSUCH1' } });
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByText('In transit')).toBeTruthy());
    expect(callApiMock).toHaveBeenCalledWith(logisticsOrders.queryTrajectories, { Numbers: 'YT0000000001\nNOSUCH1' });
    const events = screen.getAllByText(/Departed the hub|Picked up/).map((e) => e.textContent);
    expect(events).toEqual(['Departed the hub', 'Picked up']);
    expect(screen.getByText('No shipment of this site has this number')).toBeTruthy();
  });
});
