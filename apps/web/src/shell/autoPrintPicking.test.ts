import { pickingLists } from '@lbo/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../api/client.ts';
import { printPdf } from '../lib/printPdf.ts';
import { DEFAULT_LOCAL_SETTINGS, useApp } from '../stores/app.ts';
import { autoPrintPicking } from './autoPrintPicking.ts';
import { pickingPrint } from './deviceAgent.ts';

vi.mock('../api/client.ts', () => ({ callApi: vi.fn() }));
vi.mock('../lib/printPdf.ts', () => ({ printPdf: vi.fn() }));
vi.mock('./deviceAgent.ts', () => ({ pickingPrint: vi.fn() }));

const PDF = { FileName: 'PK1.pdf', ContentType: 'application/pdf' as const, Pages: 1, Content: 'JVBERi0=' };
const pushed = (warehouseId: number) => JSON.stringify({ PickingId: 9, WarehouseId: warehouseId });
const settings = (on: boolean, warehouses: number[]) => useApp.getState().setSettings({ ...DEFAULT_LOCAL_SETTINGS, AutomaticallyPrintPickingList: on, AutomaticallyPrintWarehouseIds: warehouses });

beforeEach(() => {
  vi.mocked(callApi).mockReset().mockResolvedValue(PDF);
  vi.mocked(printPdf).mockReset();
  vi.mocked(pickingPrint).mockReset();
});

describe('the AddPickingList push', () => {
  it('prints a list of a chosen warehouse through the device service when it is connected', async () => {
    settings(true, [3]);
    vi.mocked(pickingPrint).mockReturnValue(true);
    await autoPrintPicking(pushed(3));
    expect(vi.mocked(callApi).mock.calls).toEqual([[pickingLists.printPicking, { Id: 9 }, { silent: true }]]);
    expect(pickingPrint).toHaveBeenCalledWith({ PickingId: 9, FileName: 'PK1.pdf', Content: PDF.Content });
    expect(printPdf).not.toHaveBeenCalled();
  });

  it('falls back to the browser’s print without the device service', async () => {
    settings(true, [3]);
    vi.mocked(pickingPrint).mockReturnValue(false);
    await autoPrintPicking(pushed(3));
    expect(printPdf).toHaveBeenCalledWith(PDF);
  });

  it('prints nothing when auto-print is off, for another warehouse, or for a message that is not the list’s', async () => {
    settings(false, [3]);
    await autoPrintPicking(pushed(3));
    settings(true, [4]);
    await autoPrintPicking(pushed(3));
    await autoPrintPicking('not json');
    expect(callApi).not.toHaveBeenCalled();
    expect(printPdf).not.toHaveBeenCalled();
  });
});
