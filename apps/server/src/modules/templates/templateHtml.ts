import sanitizeHtml from 'sanitize-html';
import { templates as contract } from '@lbo/contracts';

const { PLACEHOLDER_PATTERN, TEMPLATE_PLACEHOLDERS } = contract;
type TemplateType = contract.TemplateType;

/**
 * Template HTML: print layouts need tables, boxes and inline sizes that rich text does not, so this
 * allow-list is its own (platform/richText.ts is for notices). It is stricter where it matters:
 * no links, no scripts or event handlers, no <style> blocks, and inline styles only from a list of
 * layout properties whose values cannot hold url(), expression() or quotes. Images come from
 * https/http addresses or this site's uploaded files.
 */

/** Lengths, keywords, hex colours and lists of them: letters, digits, #, ., %, commas, spaces and hyphens only. */
const PLAIN_VALUE = [/^[a-z0-9#.,%\s-]+$/i];

const STYLE_PROPERTIES = [
  'font-size', 'font-weight', 'font-family', 'font-style', 'line-height', 'letter-spacing', 'color', 'background-color',
  'text-align', 'text-decoration', 'text-transform', 'vertical-align', 'white-space', 'word-break',
  'width', 'height', 'min-width', 'min-height', 'max-width', 'max-height', 'box-sizing', 'display', 'float', 'clear', 'overflow',
  'position', 'top', 'right', 'bottom', 'left',
  'margin', 'margin-top', 'margin-right', 'margin-bottom', 'margin-left',
  'padding', 'padding-top', 'padding-right', 'padding-bottom', 'padding-left',
  'border', 'border-top', 'border-right', 'border-bottom', 'border-left', 'border-width', 'border-style', 'border-color', 'border-radius',
  'border-collapse', 'border-spacing', 'table-layout',
  'page-break-before', 'page-break-after', 'page-break-inside', 'break-before', 'break-after', 'break-inside',
] as const;

const CELL_ATTRIBUTES = ['colspan', 'rowspan', 'width', 'height', 'align', 'valign'];

/** An uploaded file of this installation (same origin), or an absolute http(s) address. */
function imageSource(raw: string | undefined): string | undefined {
  const address = raw?.trim();
  if (!address) return undefined;
  if (/^\/files\/[\w\-./]+$/.test(address) && !address.includes('..')) return address;
  if (!URL.canParse(address)) return undefined;
  const url = new URL(address);
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'div', 'span', 'p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'pre', 'code', 'blockquote',
    'ul', 'ol', 'li', 'table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'img',
  ],
  allowedAttributes: {
    '*': ['style', 'align'],
    table: ['border', 'cellpadding', 'cellspacing', 'width'],
    col: ['span', 'width'],
    td: CELL_ATTRIBUTES,
    th: CELL_ATTRIBUTES,
    img: ['src', 'alt', 'width', 'height'],
  },
  allowedStyles: { '*': Object.fromEntries(STYLE_PROPERTIES.map((property) => [property, PLAIN_VALUE])) },
  allowedSchemes: [],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'frameset', 'template', 'title', 'head'],
  transformTags: {
    img: (tagName, attribs) => {
      const src = imageSource(attribs.src);
      const { src: _refused, ...rest } = attribs;
      return { tagName, attribs: src ? { ...rest, src } : rest };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** The template content as stored: layout and text kept, anything that could run or reach out removed. */
export function cleanTemplateHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Whether cleaned content still prints something: text, an image or a rule. */
export function hasPrintableContent(cleaned: string): boolean {
  return /<(img|hr)\b/i.test(cleaned) || sanitizeHtml(cleaned, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;/g, ' ').trim() !== '';
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Fills a cleaned template's placeholders: text values are escaped, the system's table rows are
 * inserted as they are, and the result is cleaned again so nothing a value holds can add markup.
 */
export function renderTemplate(type: TemplateType, cleaned: string, values: Readonly<Record<string, string>>): string {
  const rows = new Set(TEMPLATE_PLACEHOLDERS[type].filter((ph) => ph.Rows).map((ph) => ph.Name));
  const filled = cleaned.replace(PLACEHOLDER_PATTERN, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return rows.has(name) ? value : escapeHtml(value);
  });
  return cleanTemplateHtml(filled);
}

/** The sample values of a type, as the preview shows them. */
export function sampleValues(type: TemplateType): Record<string, string> {
  return Object.fromEntries(TEMPLATE_PLACEHOLDERS[type].map((ph) => [ph.Name, ph.Sample]));
}
