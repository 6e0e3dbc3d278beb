import { inventory, shelves, user, warehouse } from '@lbo/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../api/client.ts';
import { i18n } from '../../i18n/index.ts';
import { renderInApp, signInAs } from '../../test/renderInApp.tsx';
import InventoryIndex from './InventoryIndex.tsx';

vi.mock('../../api/client.ts', () => ({ callApi: vi.fn() }));
const callApiMock = vi.mocked(callApi);
// Ant Design in jsdom is slow on a shared machine.
vi.setConfig({ testTimeout: 120_000 });
configure({ defaultHidden: true });
const person = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

const TIME = '2026-03-01T08:00:00.000Z';
const customer = (Id: number, UserName: string, Number: string) => ({ Id, Number, UserName, NickName: '', PhoneNumber: '', Email: '', AccountTypeCode: 2 as const, IsEnabled: true, SiteName: 'Demo', CreationTime: TIME });
const ALICE = customer(7, 'alice', 'M1001');
const BOB = customer(8, 'bob', 'M1002');
const shelf = (Id: number, ShelvesNumber: string) => ({
  Id, ShelvesNumber, GoodsQuantity: 3, IsExistingGoods: true, ShelvesLength: '100', ShelvesWide: '50', ShelvesHigh: '40', WarehousePartitionName: 'Zone A', WarehouseName: 'Shenzhen',
});
const SHELVES = [shelf(21, 'A-01-01'), shelf(22, 'A-01-02')];
const stock = (CommodityId: number, sku: string, owner: typeof ALICE, shelfIds: number[]) => ({
  row: {
    CommodityId, CommodityCode: `C${CommodityId}`, CommoditySku: sku, CommodityName: `Name of ${sku}`, WarehouseId: 3, WarehouseName: 'Shenzhen', UserId: owner.Id, UserName: owner.UserName,
    TotalQuantity: 5, AvailableQuantity: 5, FrozenQuantity: 0, DefectiveQuantity: 0, QuestionQuantity: 0, InTransitQuantity: 0, EarlyWarningQuantity: null, BelowWarning: false, UpdateTime: TIME,
  },
  shelfIds,
});
/** Alice's robots on A-01-01, her cars on A-01-02, Bob's shoes on A-01-01. */
const STOCK = [stock(1, 'ROBOT-SKU', ALICE, [21]), stock(2, 'CAR-SKU', ALICE, [22]), stock(3, 'SHOE-SKU', BOB, [21])];

const inventoryCalls = () => callApiMock.mock.calls.filter(([call]) => call.path === inventory.getInventory.path).map(([, body]) => body as Record<string, unknown>);

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterAll(() => i18n.changeLanguage('zh-CN'));
beforeEach(() => {
  localStorage.clear();
  callApiMock.mockReset();
  callApiMock.mockImplementation(async (call, body) => {
    const request = (body ?? {}) as Record<string, unknown>;
    switch (call.path) {
      case warehouse.getSiteJoinWarehouseBySiteId.path:
        return [{ Id: 3, Name: 'Shenzhen', Code: 'SZ', IsEnabled: true, SiteId: 1 }];
      case user.getSelectTableUsers.path:
        return { Data: [ALICE, BOB], Total: 2 };
      case shelves.getShelves.path:
        return { Data: SHELVES, Total: SHELVES.length };
      case inventory.getInventory.path: {
        const rows = STOCK.filter((s) => (request.UserId === undefined || s.row.UserId === request.UserId) && (request.ShelfId === undefined || s.shelfIds.includes(request.ShelfId as number))).map((s) => s.row);
        return { Data: rows, Total: rows.length };
      }
      default:
        return { Data: [], Total: 0 };
    }
  });
  signInAs({ Buttons: [] });
});

/** Opens the picker of the query field labelled `label` and chooses the row showing `text`. */
async function pick(label: string, text: string) {
  const field = screen.getByText(label, { selector: 'label' }).closest<HTMLElement>('.ant-form-item')!;
  await person().click(within(field).getByRole('button', { name: 'Choose' }));
  const dialog = await screen.findByRole('dialog');
  await person().click(await within(dialog).findByText(text));
  await person().click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('staff inventory filters', () => {
  it('narrows the stock to one customer and to what lies on one shelf, and widens again when cleared', async () => {
    renderInApp(<InventoryIndex />);
    await screen.findByText('SHOE-SKU');
    const expand = screen.queryByRole('button', { name: /Expand/ });
    if (expand) await person().click(expand);

    await pick('Customer', 'alice');
    await person().click(screen.getByRole('button', { name: 'Query' }));
    await waitFor(() => expect(screen.queryByText('SHOE-SKU')).toBeNull());
    expect(screen.getByText('ROBOT-SKU')).toBeTruthy();
    expect(screen.getByText('CAR-SKU')).toBeTruthy();
    expect(inventoryCalls().at(-1)).toMatchObject({ UserId: ALICE.Id });

    await pick('Shelf', 'A-01-01');
    await person().click(screen.getByRole('button', { name: 'Query' }));
    await waitFor(() => expect(screen.queryByText('CAR-SKU')).toBeNull());
    expect(screen.getByText('ROBOT-SKU')).toBeTruthy();
    expect(inventoryCalls().at(-1)).toMatchObject({ UserId: ALICE.Id, ShelfId: 21 });

    await person().click(screen.getByRole('button', { name: 'Reset' }));
    await screen.findByText('SHOE-SKU');
    expect(inventoryCalls().at(-1)).not.toHaveProperty('UserId');
    expect(inventoryCalls().at(-1)).not.toHaveProperty('ShelfId');
  });
});
