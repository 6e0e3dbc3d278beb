import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { AccountType, commonFiles as commonFileCalls, templates as templateContract } from '@lbo/contracts';
import { loadConfig } from '../platform/config.ts';
import type { Executor } from '../platform/db.ts';
import { checkedContent } from '../modules/templates/templates.service.ts';
import { commonFiles, menus, roleApiPermissions, roleButtons, roleMenus, roles, sites, templates, uploadedFiles, viewButtons, views } from './schema.ts';

const { TemplateType } = templateContract;

/** The demo sites' print templates: one of each type, the usual paper sizes, the first of each type its default. */
const DEMO_TEMPLATES: { name: string; type: templateContract.TemplateType; width: number; height: number; content: string; remarks: string }[] = [
  {
    name: 'Face sheet 100 × 150',
    type: TemplateType.FaceSheet,
    width: 100,
    height: 150,
    remarks: 'Thermal label printer',
    content:
      '<div style="padding:4mm;font-size:15px;font-family:sans-serif">' +
      '<div style="font-size:22px;font-weight:bold;border-bottom:3px solid #000;padding-bottom:2mm">{{CarrierName}}</div>' +
      '<div style="font-size:30px;font-weight:bold;letter-spacing:2px;text-align:center;padding:8mm 0;border-bottom:1px dashed #000">{{CarrierNo}}</div>' +
      '<p style="margin:4mm 0 1mm"><strong>To:</strong> {{ReceiverName}} {{ReceiverPhone}}</p><p style="margin:0 0 4mm;font-size:17px">{{ReceiverAddress}}, {{ReceiverCountry}}</p>' +
      '<p style="margin:0;border-top:1px solid #000;padding:3mm 0"><strong>From:</strong> {{SenderName}}</p>' +
      '<table style="width:100%;border-collapse:collapse;font-size:15px" border="1" cellpadding="6"><tr><td>Order</td><td>{{OrderNumber}}</td></tr><tr><td>Member</td><td>{{MemberNumber}}</td></tr><tr><td>Weight</td><td>{{Weight}}</td></tr><tr><td>Pieces</td><td>{{PackageCount}}</td></tr></table>' +
      '<p style="font-size:11px;text-align:right">{{PrintTime}}</p></div>',
  },
  {
    name: 'Shelf label 60 × 40',
    type: TemplateType.ShelfLabel,
    width: 60,
    height: 40,
    remarks: '',
    content:
      '<div style="text-align:center;padding:2mm;font-family:sans-serif"><div style="font-size:28px;font-weight:bold">{{ShelfCode}}</div><div style="font-size:11px">{{WarehouseName}} · {{PartitionName}}</div></div>',
  },
  {
    name: 'Picking list A4',
    type: TemplateType.PickingList,
    width: 210,
    height: 297,
    remarks: 'Office printer',
    content:
      '<div style="padding:10mm;font-family:sans-serif;font-size:12px"><h2 style="margin:0">{{SiteName}} picking list {{PickingListNumber}}</h2>' +
      '<p>{{WarehouseName}} · {{OrderCount}} orders · {{ItemCount}} items · picker {{PickerName}}</p>' +
      '<table style="width:100%;border-collapse:collapse" border="1" cellpadding="4"><thead><tr><th>Shelf</th><th>Goods</th><th>Quantity</th></tr></thead><tbody>{{ItemRows}}</tbody></table>' +
      '<p style="text-align:right;font-size:10px">Printed {{PrintTime}}</p></div>',
  },
  {
    name: 'Packing list A4',
    type: TemplateType.PackingList,
    width: 210,
    height: 297,
    remarks: '',
    content:
      '<div style="padding:10mm;font-family:sans-serif;font-size:12px"><h2 style="margin:0">Packing list {{OrderNumber}}</h2><p>{{ReceiverName}}, {{ReceiverAddress}}</p><p>{{Weight}} · {{Dimensions}}</p>' +
      '<table style="width:100%;border-collapse:collapse" border="1" cellpadding="4"><thead><tr><th>Shelf</th><th>Goods</th><th>Quantity</th></tr></thead><tbody>{{ItemRows}}</tbody></table></div>',
  },
  {
    name: 'Invoice A4',
    type: TemplateType.Invoice,
    width: 210,
    height: 297,
    remarks: '',
    content:
      '<div style="padding:12mm;font-family:sans-serif;font-size:12px"><h1 style="margin:0">{{SiteName}}</h1><h3>Invoice {{InvoiceNumber}} · {{InvoiceDate}}</h3>' +
      '<p>Customer: {{CustomerName}} ({{MemberNumber}}) · Order {{OrderNumber}}</p>' +
      '<table style="width:100%;border-collapse:collapse" border="1" cellpadding="4"><thead><tr><th>Item</th><th>Description</th><th>Quantity</th></tr></thead><tbody>{{ItemRows}}</tbody></table>' +
      '<p style="text-align:right;font-size:16px"><strong>Total {{Currency}} {{TotalAmount}}</strong></p></div>',
  },
  {
    name: 'Inbound receipt 100 × 100',
    type: TemplateType.InboundReceipt,
    width: 100,
    height: 100,
    remarks: '',
    content:
      '<div style="padding:3mm;font-family:sans-serif;font-size:11px"><h3 style="margin:0">{{SiteName}} receipt {{ReceiptNumber}}</h3><p>{{WarehouseName}}, {{ReceivedTime}}</p>' +
      '<p>{{CustomerName}} ({{MemberNumber}})</p><p>Courier {{CourierNumber}} · {{PackageCount}} pieces · {{Weight}}</p></div>',
  },
];

const DEMO_FILES = [
  { name: 'Price list 2026', category: 'Prices', file: 'price-list-2026.pdf', visible: true, sort: 1, description: 'Shipping rates by route and weight.', text: 'Price list 2026: shipping rates by route and weight.' },
  { name: 'Prohibited and restricted items', category: 'Rules', file: 'prohibited-items.pdf', visible: true, sort: 2, description: 'What we cannot ship: batteries, liquids, powders…', text: 'Prohibited and restricted items.' },
  { name: 'Customs declaration form', category: 'Forms', file: 'customs-declaration.pdf', visible: true, sort: 3, description: 'Fill in for shipments above the duty-free value.', text: 'Customs declaration form.' },
  { name: 'Warehouse shift rota', category: 'Internal', file: 'shift-rota.pdf', visible: false, sort: 9, description: 'Staff only.', text: 'Warehouse shift rota (staff only).' },
];

/** A one-page PDF showing one line of text: enough for a demo download that opens. */
function pdfWithText(text: string): Buffer {
  const safe = text.replace(/[\\()]/g, '\\$&');
  const stream = `BT /F1 18 Tf 60 760 Td (${safe}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/**
 * Templates, payment configuration and common files for the demo: their menus (under the site
 * management menu, and the customers' downloads), views and buttons granted to the platform and
 * site administrators, the downloads page to the customers; demo templates and files for each demo
 * site. Payment configuration is left empty: no real credentials belong in demo data.
 */
export async function seedSiteResources(tx: Executor) {
  let [parent] = await tx
    .select({ id: menus.id })
    .from(menus)
    .where(and(eq(menus.population, AccountType.Backstage), isNull(menus.parentId), eq(menus.name, 'SiteManagement')));
  parent ??= (await tx.insert(menus).values({ population: AccountType.Backstage, name: 'SiteManagement', path: '/site', icon: 'setting', sort: 3 }).returning({ id: menus.id }))[0];
  const staffMenus = await tx
    .insert(menus)
    .values(
      ['TemplatesIndex', 'PaymentConfigurationIndex', 'CommonFilesIndex'].map((router, i) => ({
        population: AccountType.Backstage,
        parentId: parent!.id,
        name: router,
        path: router,
        router,
        icon: 'setting',
        sort: 10 + i,
      })),
    )
    .returning({ id: menus.id });

  const buttonsOf = async (code: string, name: string, keys: string[]) => {
    const [view] = await tx.insert(views).values({ population: AccountType.Backstage, name, code }).returning({ id: views.id });
    const rows = await tx.insert(viewButtons).values(keys.map((key) => ({ viewId: view!.id, key, name: key.split('.')[1]! }))).returning({ id: viewButtons.id });
    return rows.map((r) => r.id);
  };
  const buttonIds = [
    ...(await buttonsOf('TemplatesIndex', 'Templates', ['Templates.Add', 'Templates.Edit', 'Templates.Delete', 'Templates.Detail', 'Templates.SetDefault', 'Templates.Preview'])),
    ...(await buttonsOf('PaymentConfigurationIndex', 'Online payment configuration', ['PaymentConfiguration.Edit', 'PaymentConfiguration.Delete'])),
    ...(await buttonsOf('CommonFilesIndex', 'Common files', ['CommonFiles.Add', 'CommonFiles.Edit', 'CommonFiles.Delete', 'CommonFiles.Detail'])),
  ];
  const admins = await tx
    .select({ id: roles.id, siteId: roles.siteId })
    .from(roles)
    .where(inArray(roles.code, ['platform-admin', 'site-admin']));
  for (const role of admins) {
    const held = await tx.select({ menuId: roleMenus.menuId }).from(roleMenus).where(and(eq(roleMenus.roleId, role.id), eq(roleMenus.menuId, parent!.id)));
    const menuIds = [...(held.length ? [] : [parent!.id]), ...staffMenus.map((m) => m.id)];
    await tx.insert(roleMenus).values(menuIds.map((menuId) => ({ siteId: role.siteId, roleId: role.id, menuId })));
    await tx.insert(roleButtons).values(buttonIds.map((buttonId) => ({ siteId: role.siteId, roleId: role.id, buttonId })));
  }

  // Customers find the downloads in their personal centre.
  const [centre] = await tx
    .select({ id: menus.id })
    .from(menus)
    .where(and(eq(menus.population, AccountType.SiteUser), isNull(menus.parentId), eq(menus.name, 'PersonalCenter')));
  const [downloads] = await tx
    .insert(menus)
    .values({ population: AccountType.SiteUser, parentId: centre?.id ?? null, name: 'UserCommonFilesIndex', path: 'UserCommonFilesIndex', router: 'UserCommonFilesIndex', icon: 'bell', sort: 5 })
    .returning({ id: menus.id });
  const customers = await tx.select({ id: roles.id, siteId: roles.siteId }).from(roles).where(eq(roles.code, 'customer'));
  for (const role of customers) {
    await tx.insert(roleMenus).values({ siteId: role.siteId, roleId: role.id, menuId: downloads!.id });
    await tx.insert(roleApiPermissions).values({ siteId: role.siteId, roleId: role.id, apiKey: commonFileCalls.getUserCommonFiles.path });
  }

  const { uploadDir } = loadConfig();
  const demoSites = await tx.select({ id: sites.id, name: sites.siteName }).from(sites).where(inArray(sites.code, ['demo', 'harbor']));
  for (const site of demoSites) {
    await tx.insert(templates).values(
      DEMO_TEMPLATES.map((d) => ({
        siteId: site.id,
        name: d.name,
        templateType: d.type,
        widthMm: d.width,
        heightMm: d.height,
        content: checkedContent(d.type, d.content),
        isDefault: true,
        remarks: d.remarks,
      })),
    );
    for (const f of DEMO_FILES) {
      const bytes = pdfWithText(`${site.name} - ${f.text}`);
      const relative = `${site.id}/demo/${crypto.randomUUID()}.pdf`;
      fs.mkdirSync(path.join(uploadDir, path.dirname(relative)), { recursive: true });
      fs.writeFileSync(path.join(uploadDir, relative), bytes);
      const address = `/files/${relative}`;
      await tx.insert(uploadedFiles).values({ siteId: site.id, ownerId: null, uploadFileType: 0, classify: 'Annex', originalName: f.file, mime: 'application/pdf', size: bytes.length, address });
      await tx.insert(commonFiles).values({
        siteId: site.id,
        name: f.name,
        category: f.category,
        fileAddress: address,
        fileName: f.file,
        fileSize: bytes.length,
        fileType: 'application/pdf',
        description: f.description,
        visibleToUsers: f.visible,
        sort: f.sort,
      });
    }
  }
}
