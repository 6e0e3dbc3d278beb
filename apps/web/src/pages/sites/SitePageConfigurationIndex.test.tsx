import { site, SITE_PAGE_CONFIG_UPLOAD_TIMEOUT, type UserInfo } from '@lbo/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../api/client.ts';
import { i18n } from '../../i18n/index.ts';
import SitePageConfigurationIndex from './SitePageConfigurationIndex.tsx';
import { renderInApp, signInAs } from '../../test/renderInApp.tsx';

vi.mock('../../api/client.ts', () => ({ callApi: vi.fn() }));
const callApiMock = vi.mocked(callApi);

// Ant Design in jsdom is slow on a shared machine.
vi.setConfig({ testTimeout: 30_000 });
const user = () => userEvent.setup({ delay: null });

const language = (title: string) => ({ Title: title, Logo: '', Agreement: '', Services: [], Technologies: [] });
const STORED: site.PageConfigurationInfo = {
  SiteId: 4,
  SiteName: 'Demo Express',
  UpdateTime: '2026-11-20T08:00:00.000Z',
  BackgroundImage: '',
  PrimaryColor: '#1668dc',
  SecondaryColor: '',
  FilingNumber: '',
  FilingLink: '',
  Carousel: [
    { Image: '/files/4/202611/first.png', Link: '' },
    { Image: '/files/4/202611/second.png', Link: 'https://demo.example/offer' },
  ],
  zh_cn: language('演示速运'),
  zh_tw: language('演示速運'),
  us_en: language('Demo Express'),
};

const savedBodies = () => callApiMock.mock.calls.filter(([call]) => call.path === site.editSitePageConfiguration.path);

function renderPage(info: Partial<UserInfo> = { IsSuperUser: true }) {
  signInAs({ NickName: 'Admin', SiteId: 4, SiteName: 'Demo Express', ...info });
  renderInApp(
    <MemoryRouter>
      <SitePageConfigurationIndex />
    </MemoryRouter>,
  );
}

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

beforeEach(() => {
  callApiMock.mockReset();
  callApiMock.mockImplementation(async (call, body) => {
    if (call.path === site.getEditSitePageConfiguration.path) return STORED;
    if (call.path === site.getSiteById.path) return { UserUrl: 'http://localhost:8080' };
    if (call.path === site.editSitePageConfiguration.path) return STORED;
    throw new Error(`unexpected call ${call.path} ${JSON.stringify(body)}`);
  });
});

describe('SitePageConfigurationIndex', () => {
  it('saves the carousel in the order the admin arranged it, as the multipart form with the long timeout', async () => {
    renderPage();
    await user().click(await screen.findByRole('tab', { name: 'Carousel' }));
    const panel = screen.getByRole('tabpanel', { name: 'Carousel' });
    const secondSlide = within(panel).getByText('Slide 2').closest('.ant-card') as HTMLElement;
    await user().click(within(secondSlide).getByRole('button', { name: 'Move up' }));
    await user().click(screen.getByRole('button', { name: /Save/ }));

    await waitFor(() => expect(savedBodies()).toHaveLength(1));
    const [, body, options] = savedBodies()[0]!;
    expect(options).toEqual({ timeout: SITE_PAGE_CONFIG_UPLOAD_TIMEOUT });
    const form = body as Record<string, string>;
    // Site staff save their own site: no SiteId is sent.
    expect(form.SiteId).toBeUndefined();
    expect(JSON.parse(form.Carousel!)).toEqual([
      { Image: '/files/4/202611/second.png', Link: 'https://demo.example/offer' },
      { Image: '/files/4/202611/first.png', Link: '' },
    ]);
    expect(JSON.parse(form.us_en!)).toMatchObject({ Title: 'Demo Express' });
    expect(form.PrimaryColor).toBe('#1668dc');
  });

  it('refuses a colour that is not #RRGGBB with the server’s message, and sends nothing', async () => {
    renderPage();
    const primary = await screen.findByDisplayValue('#1668dc');
    await user().clear(primary);
    await user().type(primary, 'blue');
    await user().click(screen.getByRole('button', { name: /Save/ }));
    // Under the field labelled Primary colour: the server's rule, without repeating the label.
    expect(await screen.findByText('a colour must look like #RRGGBB')).toBeTruthy();
    expect(screen.queryByText('Primary colour: a colour must look like #RRGGBB')).toBeNull();
    expect(savedBodies()).toHaveLength(0);
  });

  it('shows Save only to those holding the SitePageConfiguration.Edit button', async () => {
    renderPage({ IsSuperUser: false, Buttons: [] });
    expect(await screen.findByDisplayValue('#1668dc')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Save/ })).toBeNull();
    cleanup();
    renderPage({ IsSuperUser: false, Buttons: ['SitePageConfiguration.Edit'] });
    expect(await screen.findByRole('button', { name: /Save/ })).toBeTruthy();
  });
});
