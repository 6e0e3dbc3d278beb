import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { AccountType, commonFiles as commonFileCalls, templates as templateContract } from '@lbo/contracts';
import { loadConfig } from '../platform/config.ts';
import type { Executor } from '../platform/db.ts';
import { checkedContent } from '../modules/templates/templates.service.ts';
import { DEMO_SITE_CODES, wordsOf, type DemoWords } from './demoLanguage.ts';
import { commonFiles, menus, roleApiPermissions, roleButtons, roleMenus, roles, sites, templates, uploadedFiles, viewButtons, views } from './schema.ts';

const { TemplateType } = templateContract;

/** The demo sites' print templates, in the site's language: one of each type, the usual paper sizes, the first of each type its default. */
function demoTemplates(w: (words: DemoWords) => string): { name: string; type: templateContract.TemplateType; width: number; height: number; content: string; remarks: string }[] {
  const itemTable = (headers: DemoWords[]) =>
    `<table style="width:100%;border-collapse:collapse" border="1" cellpadding="4"><thead><tr>${headers.map((h) => `<th>${w(h)}</th>`).join('')}</tr></thead><tbody>{{ItemRows}}</tbody></table>`;
  const shelfGoodsQuantity: DemoWords[] = [['货架', '貨架'], ['商品', '商品'], ['数量', '數量']];
  return [
    {
      name: w(['面单 100 × 150', '面單 100 × 150']),
      type: TemplateType.FaceSheet,
      width: 100,
      height: 150,
      remarks: w(['热敏标签打印机', '熱感標籤印表機']),
      content:
        '<div style="padding:4mm;font-size:15px;font-family:sans-serif">' +
        '<div style="font-size:22px;font-weight:bold;border-bottom:3px solid #000;padding-bottom:2mm">{{CarrierName}}</div>' +
        '<div style="font-size:30px;font-weight:bold;letter-spacing:2px;text-align:center;padding:8mm 0;border-bottom:1px dashed #000">{{CarrierNo}}</div>' +
        `<p style="margin:4mm 0 1mm"><strong>${w(['收件人', '收件人'])}：</strong>{{ReceiverName}} {{ReceiverPhone}}</p><p style="margin:0 0 4mm;font-size:17px">{{ReceiverAddress}}，{{ReceiverCountry}}</p>` +
        `<p style="margin:0;border-top:1px solid #000;padding:3mm 0"><strong>${w(['寄件人', '寄件人'])}：</strong>{{SenderName}}</p>` +
        `<table style="width:100%;border-collapse:collapse;font-size:15px" border="1" cellpadding="6"><tr><td>${w(['订单号', '訂單編號'])}</td><td>{{OrderNumber}}</td></tr><tr><td>${w(['会员号', '會員編號'])}</td><td>{{MemberNumber}}</td></tr><tr><td>${w(['重量', '重量'])}</td><td>{{Weight}}</td></tr><tr><td>${w(['件数', '件數'])}</td><td>{{PackageCount}}</td></tr></table>` +
        '<p style="font-size:11px;text-align:right">{{PrintTime}}</p></div>',
    },
    {
      name: w(['货架标签 60 × 40', '貨架標籤 60 × 40']),
      type: TemplateType.ShelfLabel,
      width: 60,
      height: 40,
      remarks: '',
      content:
        '<div style="text-align:center;padding:2mm;font-family:sans-serif"><div style="font-size:28px;font-weight:bold">{{ShelfCode}}</div><div style="font-size:11px">{{WarehouseName}} · {{PartitionName}}</div></div>',
    },
    {
      name: w(['拣货单 A4', '揀貨單 A4']),
      type: TemplateType.PickingList,
      width: 210,
      height: 297,
      remarks: w(['办公室打印机', '辦公室印表機']),
      content:
        `<div style="padding:10mm;font-family:sans-serif;font-size:12px"><h2 style="margin:0">{{SiteName}} ${w(['拣货单', '揀貨單'])} {{PickingListNumber}}</h2>` +
        `<p>{{WarehouseName}} · {{OrderCount}} ${w(['个订单', '筆訂單'])} · {{ItemCount}} ${w(['件商品', '件商品'])} · ${w(['拣货员', '揀貨員'])} {{PickerName}}</p>` +
        itemTable(shelfGoodsQuantity) +
        `<p style="text-align:right;font-size:10px">${w(['打印时间', '列印時間'])} {{PrintTime}}</p></div>`,
    },
    {
      name: w(['装箱单 A4', '裝箱單 A4']),
      type: TemplateType.PackingList,
      width: 210,
      height: 297,
      remarks: '',
      content:
        `<div style="padding:10mm;font-family:sans-serif;font-size:12px"><h2 style="margin:0">${w(['装箱单', '裝箱單'])} {{OrderNumber}}</h2><p>{{ReceiverName}}，{{ReceiverAddress}}</p><p>{{Weight}} · {{Dimensions}}</p>` +
        itemTable(shelfGoodsQuantity) +
        '</div>',
    },
    {
      name: w(['发票 A4', '發票 A4']),
      type: TemplateType.Invoice,
      width: 210,
      height: 297,
      remarks: '',
      content:
        `<div style="padding:12mm;font-family:sans-serif;font-size:12px"><h1 style="margin:0">{{SiteName}}</h1><h3>${w(['发票', '發票'])} {{InvoiceNumber}} · {{InvoiceDate}}</h3>` +
        `<p>${w(['客户', '客戶'])}：{{CustomerName}}（{{MemberNumber}}）· ${w(['订单', '訂單'])} {{OrderNumber}}</p>` +
        itemTable([['项目', '項目'], ['说明', '說明'], ['数量', '數量']]) +
        `<p style="text-align:right;font-size:16px"><strong>${w(['合计', '合計'])} {{Currency}} {{TotalAmount}}</strong></p></div>`,
    },
    {
      name: w(['入库回执 100 × 100', '入庫回執 100 × 100']),
      type: TemplateType.InboundReceipt,
      width: 100,
      height: 100,
      remarks: '',
      content:
        `<div style="padding:3mm;font-family:sans-serif;font-size:11px"><h3 style="margin:0">{{SiteName}} ${w(['入库回执', '入庫回執'])} {{ReceiptNumber}}</h3><p>{{WarehouseName}}，{{ReceivedTime}}</p>` +
        `<p>{{CustomerName}}（{{MemberNumber}}）</p><p>${w(['快递单号', '快遞單號'])} {{CourierNumber}} · {{PackageCount}} ${w(['件', '件'])} · {{Weight}}</p></div>`,
    },
  ];
}

/**
 * The demo sites' common files, in the site's language. The PDF's own line stays in English: the
 * one-line demo PDF uses a standard font, which has no Chinese characters.
 */
function demoFiles(w: (words: DemoWords) => string) {
  return [
    { name: w(['2026 年价目表', '2026 年價目表']), category: w(['价格', '價格']), file: 'price-list-2026.pdf', visible: true, sort: 1, description: w(['按线路和重量列出的运费。', '依路線與重量列出的運費。']), text: 'Price list 2026: shipping rates by route and weight.' },
    { name: w(['禁运和限运物品', '禁運與限運物品']), category: w(['规定', '規定']), file: 'prohibited-items.pdf', visible: true, sort: 2, description: w(['不能寄送的物品：电池、液体、粉末……', '不能寄送的物品：電池、液體、粉末……']), text: 'Prohibited and restricted items.' },
    { name: w(['报关单', '報關單']), category: w(['表格', '表格']), file: 'customs-declaration.pdf', visible: true, sort: 3, description: w(['货值超过免税额度的包裹请填写。', '貨值超過免稅額度的包裹請填寫。']), text: 'Customs declaration form.' },
    { name: w(['仓库排班表', '倉庫排班表']), category: w(['内部', '內部']), file: 'shift-rota.pdf', visible: false, sort: 9, description: w(['仅限员工。', '僅限員工。']), text: 'Warehouse shift rota (staff only).' },
  ];
}

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
  const demoSites = await tx.select({ id: sites.id, code: sites.code }).from(sites).where(inArray(sites.code, DEMO_SITE_CODES));
  for (const site of demoSites) {
    const w = wordsOf(site.code);
    await tx.insert(templates).values(
      demoTemplates(w).map((d) => ({
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
    for (const f of demoFiles(w)) {
      const bytes = pdfWithText(f.text);
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
