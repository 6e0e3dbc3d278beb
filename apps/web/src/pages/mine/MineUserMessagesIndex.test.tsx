import { userMessages, type UserInfo } from '@lbo/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../api/client.ts';
import { i18n } from '../../i18n/index.ts';
import { useSession } from '../../stores/session.ts';
import MineUserMessagesIndex from './MineUserMessagesIndex.tsx';
import { renderInApp, signInAs } from '../../test/renderInApp.tsx';

vi.mock('../../api/client.ts', () => ({ callApi: vi.fn() }));
const callApiMock = vi.mocked(callApi);

// Ant Design in jsdom is slow on a shared machine.
vi.setConfig({ testTimeout: 30_000 });
const user = () => userEvent.setup({ delay: null });

const MESSAGES = [
  { Id: 1, InfoType: 'Debt', Title: 'Freight due for SF1001', Message: 'Please pay 12.50 CNY.', MessageType: 1, IsRead: false, CreationTime: new Date().toISOString() },
  { Id: 2, InfoType: 'Notice', Title: 'Parcel YT2002 put on shelf A-01-02', Message: 'Shenzhen warehouse.', MessageType: 1, IsRead: true, CreationTime: new Date().toISOString() },
];
const callsTo = (path: string) => callApiMock.mock.calls.filter(([call]) => call.path === path).map(([, body]) => body);

function renderPage(info: Partial<UserInfo>) {
  signInAs(info);
  renderInApp(
    <MineUserMessagesIndex />,
  );
}

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  callApiMock.mockReset();
  callApiMock.mockImplementation(async (call) => (call.path === userMessages.getUserMessages.path ? { Data: MESSAGES, Total: 2 } : call.path === userMessages.getUserMessagesUnreadCount.path ? 1 : null));
});
afterEach(() => useSession.getState().setUser(null));

describe('my messages', () => {
  it('filters by title and read status', async () => {
    renderPage({ IsSuperUser: true });
    await screen.findByText('Freight due for SF1001');
    await user().type(screen.getByPlaceholderText('Please enter Title'), ' SF1001 ');
    await user().click(screen.getByText('Please select Status').closest('.ant-select')!);
    await user().click(await screen.findByTitle('Unread'));
    await user().click(screen.getByRole('button', { name: 'Query' }));
    await waitFor(() => expect(callsTo(userMessages.getUserMessages.path).at(-1)).toEqual({ Title: 'SF1001', IsRead: false, index: 1, rows: 20 }));
  });

  it('names what each message is about in the reader\'s language', async () => {
    renderPage({});
    const row = (await screen.findByText('Freight due for SF1001')).closest('tr')!;
    expect(within(row).getByText('Payment due')).toBeTruthy();
    await act(() => i18n.changeLanguage('zh-TW'));
    expect(await within(row).findByText('欠款')).toBeTruthy();
    await act(() => i18n.changeLanguage('en'));
  });

  it('marks the selected messages read, and warns when none is selected', async () => {
    renderPage({ Buttons: ['MineUserMessages.Read'] });
    await screen.findByText('Freight due for SF1001');
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    await user().click(screen.getByRole('button', { name: 'Mark read' }));
    expect(await screen.findByText('please select a row')).toBeTruthy();
    await user().click(within(screen.getByText('Freight due for SF1001').closest('tr')!).getByRole('checkbox'));
    await user().click(screen.getByRole('button', { name: 'Mark read' }));
    await waitFor(() => expect(callsTo(userMessages.userMessagesRead.path)).toEqual([{ Ids: [1] }]));
  });

  it('deletes the selected messages after confirmation', async () => {
    renderPage({ Buttons: ['MineUserMessages.Delete'] });
    await user().click(within((await screen.findByText('Parcel YT2002 put on shelf A-01-02')).closest('tr')!).getByRole('checkbox'));
    await user().click(screen.getByRole('button', { name: 'Delete' }));
    expect((await screen.findByRole('dialog')).textContent).toContain('Delete the selected messages?');
    expect(callsTo(userMessages.userMessagesDelete.path)).toEqual([]);
    await user().click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(callsTo(userMessages.userMessagesDelete.path)).toEqual([{ Ids: [2] }]));
  });

  it('shows both buttons to a portal user, whose own messages carry no button keys', async () => {
    renderPage({ AccountTypeCode: 2 });
    await screen.findByText('Freight due for SF1001');
    expect(screen.getByRole('button', { name: 'Mark read' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('opens a message on double-click or on its title, marking an unread one read', async () => {
    renderPage({});
    const title = await screen.findByText('Freight due for SF1001');
    expect(screen.getAllByText('just now').length).toBe(2);
    fireEvent.doubleClick(title.closest('tr')!);
    expect(await screen.findByText('Please pay 12.50 CNY.')).toBeTruthy();
    await waitFor(() => expect(callsTo(userMessages.userMessagesRead.path)).toEqual([{ Ids: [1] }]));
    await user().click(screen.getByRole('button', { name: 'Close' }));
    await user().click(screen.getByText('Parcel YT2002 put on shelf A-01-02'));
    expect(await screen.findByText('Shenzhen warehouse.')).toBeTruthy();
    expect(callsTo(userMessages.userMessagesRead.path)).toHaveLength(1);
  });

  it('shows a title and a message holding markup as the text they are, in the list and the reading dialog', async () => {
    const markup = { ...MESSAGES[0]!, Title: `<img src=x onerror=alert('title')>`, Message: `<script>alert('message')</script><b>bold</b>` };
    callApiMock.mockImplementation(async (call) => (call.path === userMessages.getUserMessages.path ? { Data: [markup], Total: 1 } : null));
    renderPage({});
    await user().click(await screen.findByText(markup.Title));
    expect(await screen.findByText(markup.Message)).toBeTruthy();
    expect(screen.getAllByText(markup.Title).length).toBe(2);
    expect(document.querySelector('img[src="x"], b, script')).toBeNull();
  });
});

