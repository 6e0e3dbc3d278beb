import { pickingLists } from '@lbo/contracts';
import { callApi } from '../api/client.ts';
import { printPdf } from '../lib/printPdf.ts';
import { useApp } from '../stores/app.ts';
import { pickingPrint } from './deviceAgent.ts';

/**
 * The AddPickingList push (shell §3: Message is JSON {PickingId, WarehouseId}): with "auto-print
 * picking list" on and the warehouse among the chosen ones, the list's PDF goes to the device
 * service's PickingPrint when it is connected, else to the browser's print. Anything else is ignored.
 */
export async function autoPrintPicking(message: string) {
  const { AutomaticallyPrintPickingList, AutomaticallyPrintWarehouseIds } = useApp.getState().settings;
  if (!AutomaticallyPrintPickingList) return;
  let pushed: pickingLists.PickingPushMessage;
  try {
    pushed = JSON.parse(message) as pickingLists.PickingPushMessage;
  } catch {
    return;
  }
  if (!AutomaticallyPrintWarehouseIds.includes(pushed.WarehouseId)) return;
  const pdf = await callApi(pickingLists.printPicking, { Id: pushed.PickingId }, { silent: true });
  if (!pickingPrint({ PickingId: pushed.PickingId, FileName: pdf.FileName, Content: pdf.Content })) printPdf(pdf);
}
