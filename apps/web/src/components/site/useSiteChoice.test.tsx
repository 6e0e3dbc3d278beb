import { site, type UserInfo } from '@lbo/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../api/client.ts';
import { useSession } from '../../stores/session.ts';
import { SiteSelect } from './SiteSelect.tsx';
import { useSiteChoice, useSiteChoiceInAddress, type SiteChoice } from './useSiteChoice.ts';

vi.mock('../../api/client.ts', () => ({ callApi: vi.fn() }));
vi.setConfig({ testTimeout: 30_000 });

const signIn = (siteId: number | null) =>
  useSession.getState().setUser({ UserId: 7, NickName: 'Lee', Avatar: '', IsSuperUser: false, AccountTypeCode: 1, Buttons: [], SiteId: siteId, SiteName: siteId ? 'Demo' : '', MustChangePassword: false } satisfies UserInfo);

/** A page's site choice as the pages use it: the select for platform staff, the site it works on. */
function Page({ choice }: { choice: () => SiteChoice }) {
  const { isPlatform, siteId, setSiteId } = choice();
  const location = useLocation();
  return (
    <>
      {isPlatform && <SiteSelect value={siteId} onChange={setSiteId} placeholder="Choose a site" allowClear data-testid="site-choice" />}
      <output data-testid="working-site">{siteId ?? 'none'}</output>
      <output data-testid="address">{location.search}</output>
    </>
  );
}

const renderPage = (choice: () => SiteChoice, address = '/') =>
  render(
    <MemoryRouter initialEntries={[address]}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <Page choice={choice} />
      </QueryClientProvider>
    </MemoryRouter>,
  );

beforeEach(() => {
  vi.mocked(callApi).mockReset();
  vi.mocked(callApi).mockImplementation(async (call) => {
    if (call.path === site.getSelectSiteInfos.path) return [{ Id: 1, Name: 'Demo Express' }, { Id: 2, Name: 'Harbour Freight' }];
    return null;
  });
});

describe('useSiteChoice', () => {
  it('lets platform staff choose the site a page works on, by name', async () => {
    signIn(null);
    renderPage(useSiteChoice);
    expect(screen.getByTestId('working-site').textContent).toBe('none');
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.click(await screen.findByText('Harbour Freight'));
    expect(screen.getByTestId('working-site').textContent).toBe('2');
  });

  it('keeps site staff on their own site and shows them no choice', () => {
    signIn(1);
    renderPage(useSiteChoice);
    expect(screen.queryByTestId('site-choice')).toBeNull();
    expect(screen.getByTestId('working-site').textContent).toBe('1');
  });

  it('can keep the choice in the address, so a link opens a given site', async () => {
    signIn(null);
    renderPage(useSiteChoiceInAddress, '/?SiteId=1');
    expect(screen.getByTestId('working-site').textContent).toBe('1');
    expect(await screen.findByText('Demo Express')).toBeTruthy();
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.click(await screen.findByText('Harbour Freight'));
    expect(screen.getByTestId('address').textContent).toBe('?SiteId=2');
  });
});
