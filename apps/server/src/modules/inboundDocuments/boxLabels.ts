import { asc, eq } from 'drizzle-orm';
import type { Actor } from '../../platform/auth.ts';
import type { Executor } from '../../platform/db.ts';
import { barcodeLabelsPdf } from '../shelves/index.ts';
import { findDocument } from './documentRows.ts';
import { inboundBoxes } from './tables.ts';

/** Box labels, as the commodities' labels: 100 × 60 mm, a label per box and copy. */
const BOX_LABEL_SIZE = { width: 100, height: 60 } as const;

const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;

/** A label per box (`Copies` each, in box order): Code 128 of the ContainerNo, "box n/total · OrderNo" below. */
export async function printBoxLabels(tx: Executor, actor: Actor, body: { Id: number; Copies: number }, fontSetting: string | undefined) {
  const doc = await findDocument(tx, actor, body.Id);
  const boxes = await tx.select({ containerNo: inboundBoxes.containerNo }).from(inboundBoxes).where(eq(inboundBoxes.documentId, doc.id)).orderBy(asc(inboundBoxes.id));
  const labels = boxes.flatMap((b, i) => Array.from({ length: body.Copies }, () => ({ code: b.containerNo, caption: `${i + 1}/${boxes.length} · ${doc.orderNo}` })));
  const pdf = await barcodeLabelsPdf(labels, BOX_LABEL_SIZE, fontSetting);
  return { FileName: `${doc.orderNo}-labels.pdf`, ContentType: 'application/pdf' as const, Pages: pageCount(pdf), Content: pdf.toString('base64') };
}
