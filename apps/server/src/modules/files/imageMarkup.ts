/**
 * Whether an image's bytes also carry web page code: a "polyglot" that is a valid PNG or JPEG and,
 * read as text by a browser or another program that guesses types, a page with a script.
 *
 * Markup may hide where an image's text lives (PNG text chunks, JPEG comments and APPn segments),
 * after its end (past PNG's IEND or JPEG's EOI), or in its compressed pixels. The first two are
 * structured and never legitimately hold HTML, so any tag opening there counts. Compressed
 * pixels look random, and a short pattern such as `<svg` turns up by chance in about one photo in
 * fifty at 10 MB, so there only the longer tag names followed by a tag's end count (by chance about
 * once in 100,000 photos of 10 MB). Photo metadata in XMP (`<x:xmpmeta>`, `<rdf:RDF>`) is not HTML
 * and passes.
 */

/** A tag opening that makes text a web page or an SVG document. */
const MARKUP_IN_TEXT = /<(?:script|html|svg|iframe|frame|body|object|embed|meta|!doctype)/i;
/** The same, long enough not to occur by chance in compressed pixels: a tag name and the tag's end. */
const MARKUP_ANYWHERE = /<(?:script|html|iframe|frame|body|object|embed|!doctype)[\s/>]/i;

const PNG_IMAGE_DATA = 'IDAT';
const JPEG_END_OF_IMAGE = 0xd9;
const JPEG_START_OF_SCAN = 0xda;

/** A PNG's chunks other than compressed pixels, and whatever follows its last readable chunk. */
function pngTextParts(bytes: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let at = 8; // after the signature
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const end = at + 12 + length;
    if (end > bytes.length) break;
    if (type !== PNG_IMAGE_DATA) parts.push(bytes.subarray(at + 8, at + 8 + length));
    at = end;
    if (type === 'IEND') break;
  }
  parts.push(bytes.subarray(at));
  return parts;
}

const isRestartMarker = (marker: number) => marker >= 0xd0 && marker <= 0xd7;

/** A JPEG's segments other than compressed pixels, and whatever follows its end (or its last readable segment). */
function jpegTextParts(bytes: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let at = 2; // after the start of image
  while (at + 1 < bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // a fill byte before a marker
      continue;
    }
    at += 2;
    // A phone's multi-picture file (MPF: depth or gain map) puts further JPEGs after the first one's end.
    if (marker === JPEG_END_OF_IMAGE) return bytes[at] === 0xff && bytes[at + 1] === 0xd8 ? [...parts, ...jpegTextParts(bytes.subarray(at))] : [...parts, bytes.subarray(at)];
    if (isRestartMarker(marker) || marker === 0x01 || marker === 0xd8) continue; // markers without a length
    if (at + 2 > bytes.length) break;
    const end = at + bytes.readUInt16BE(at);
    if (end > bytes.length) break;
    parts.push(bytes.subarray(at + 2, end));
    at = end;
    if (marker === JPEG_START_OF_SCAN) {
      // Compressed pixels run to the next marker: 0xFF followed by neither a stuffed 0 nor a restart.
      while (at + 1 < bytes.length && !(bytes[at] === 0xff && bytes[at + 1] !== 0 && !isRestartMarker(bytes[at + 1]!))) at += 1;
    }
  }
  parts.push(bytes.subarray(at));
  return parts;
}

/** Whether an image (by its sniffed type) carries web page code anywhere in its bytes. */
export function imageCarriesMarkup(bytes: Buffer, mime: 'image/png' | 'image/jpeg'): boolean {
  const parts = mime === 'image/png' ? pngTextParts(bytes) : jpegTextParts(bytes);
  return parts.some((part) => MARKUP_IN_TEXT.test(part.toString('latin1'))) || MARKUP_ANYWHERE.test(bytes.toString('latin1'));
}
