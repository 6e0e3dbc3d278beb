import { carrier as api, site, templates } from '@lbo/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../api/client.ts';
import { i18n } from '../../i18n/index.ts';
import { useSession } from '../../stores/session.ts';
import CarriersIndex from './CarriersIndex.tsx';
import { renderInApp, signInAs } from '../../test/renderInApp.tsx';

vi.mock('../../api/client.ts', () => ({ callApi: vi.fn() }));
const callApiMock = vi.mocked(callApi);

// Ant Design in jsdom is slow on a shared machine.
vi.setConfig({ testTimeout: 30_000 });
const person = () => userEvent.setup({ delay: null });

const TIME = '2026-03-01T08:00:00.000Z';
const carrier = (Id: number, Name: string, rest: { IsLocalNumbering: boolean; AvailableNumberCount: number; TemplateId: number | null }) => ({
  Id,
  SiteId: 1,
  Name,
  Interface: api.CarrierInterface.YunExpress,
  AgentCodes: [],
  MaxLength: '60',
  MaxWidth: '40',
  MaxHeight: '40',
  MaxWeight: '2.5',
  IsCashOnDelivery: false,
  IsSinglePackageBilling: false,
  MinimumConsumption: '8.50',
  Alias: '',
  IsEnabled: true,
  TemplateName: rest.TemplateId === null ? '' : 'Face sheet 100 × 150',
  SiteName: 'Demo Express',
  CreationTime: TIME,
  UpdateTime: TIME,
  ...rest,
});
const POOLED = carrier(3, 'YunExpress Standard', { IsLocalNumbering: true, AvailableNumberCount: 0, TemplateId: 11 });
const PLAIN = carrier(4, 'China Post EMS', { IsLocalNumbering: false, AvailableNumberCount: 0, TemplateId: null });
const callsTo = (path: string) => callApiMock.mock.calls.filter(([call]) => call.path === path).map(([, body]) => body);

/** Where the page sent the person. */
function Location() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function renderPage(buttons: string[]) {
  signInAs({ Buttons: buttons });
  renderInApp(
    <MemoryRouter initialEntries={['/logistics/CarriersIndex']}>
      <Routes>
        <Route path="/logistics/CarriersIndex" element={<CarriersIndex />} />
        <Route path="*" element={<Location />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  callApiMock.mockReset();
  callApiMock.mockImplementation(async (call) => {
    switch (call.path) {
      case api.getCarriers.path:
        return { Data: [POOLED, PLAIN], Total: 2 };
      case api.getEditCarrier.path:
        return { ...POOLED, TemplateName: undefined, SiteName: undefined };
      case templates.getTemplates.path:
        return { Data: [{ Id: 11, Name: 'Face sheet 100 × 150' }], Total: 1 };
      case site.getSelectSiteInfos.path:
        return [{ Id: 1, SiteName: 'Demo Express' }];
      default:
        return null;
    }
  });
});
afterEach(() => useSession.getState().setUser(null));

describe('carriers page', () => {
  it('offers the tracking-number pool only for carriers with local numbering, and opens it on that carrier', async () => {
    renderPage(['Carriers.TrackingNumbers']);
    const pooled = (await screen.findByText('YunExpress Standard')).closest('tr')!;
    const plain = screen.getByText('China Post EMS').closest('tr')!;
    expect(within(pooled).getByText('0').closest('.ant-typography-danger')).toBeTruthy();
    expect(within(plain).queryByRole('button', { name: 'Tracking numbers' })).toBeNull();
    await person().click(within(pooled).getByRole('button', { name: 'Tracking numbers' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/logistics/CarrierLocalTrackingNumbersIndex?CarrierId=3');
  });

  it('edits a carrier with the face-sheet templates of its site, and saves it without one once cleared', async () => {
    renderPage(['Carriers.Edit']);
    const pooled = (await screen.findByText('YunExpress Standard')).closest('tr')!;
    await person().click(within(pooled).getByRole('button', { name: 'Edit' }));
    const form = (await screen.findAllByRole('dialog')).find((d) => d.textContent?.includes('Edit carrier'))!;
    await within(form).findByText('Face sheet 100 × 150');
    expect(callsTo(templates.getTemplates.path).at(-1)).toMatchObject({ TemplateType: templates.TemplateType.FaceSheet, IsEnabled: true, SiteId: 1 });
    await person().click(form.querySelector('#carrier_TemplateId')!.closest('.ant-select')!.querySelector('.ant-select-clear')!);
    await person().click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(api.editCarrier.path)).toHaveLength(1));
    const body = callsTo(api.editCarrier.path)[0] as { Id: number; TemplateId?: number | null; IsLocalNumbering: boolean };
    expect(body).toMatchObject({ Id: 3, IsLocalNumbering: true });
    expect(body.TemplateId ?? null).toBeNull();
  });
});
