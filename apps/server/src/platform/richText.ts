import sanitizeHtml from 'sanitize-html';

/** Uploaded files are served under this path of the same origin (see modules/files). */
const SAME_ORIGIN_FILES = '/files/';

/**
 * An address kept in stored rich text: absolute http(s) (and mailto for links) or an uploaded file of
 * this site; anything else (javascript:, data:, other relative paths, protocol-relative) is refused.
 */
function safeUrl(raw: string | undefined, schemes: readonly string[]): string | undefined {
  const address = raw?.trim();
  if (!address) return undefined;
  if (address.startsWith(SAME_ORIGIN_FILES)) return /\.\.|\\|\s/.test(address) ? undefined : address;
  if (!/^[a-z][a-z\d+.-]*:/i.test(address)) return undefined;
  try {
    // The URL parser drops the tabs and newlines that hide a scheme ("java\nscript:").
    const url = new URL(address);
    return schemes.includes(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

const LINK_SCHEMES = ['http:', 'https:', 'mailto:'];
const MEDIA_SCHEMES = ['http:', 'https:'];

const withMediaSource = (tagName: string, attribs: sanitizeHtml.Attributes) => {
  const src = safeUrl(attribs.src, MEDIA_SCHEMES);
  const { src: _refused, ...rest } = attribs;
  return { tagName, attribs: src ? { ...attribs, src } : rest };
};

const TEXT_ALIGN = [/^(left|right|center|justify)$/];

const OPTIONS: sanitizeHtml.IOptions = {
  // What the web editor writes (TipTap's starter kit, links, images, videos).
  allowedTags: ['p', 'br', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'hr', 'span', 'a', 'img', 'video'],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    video: ['src', 'controls', 'width', 'height'],
    ol: ['start'],
    code: ['class'],
    '*': ['style'],
  },
  allowedClasses: { code: ['language-*'] },
  // Inline styles survive only as these plain declarations: anything else (expression(), url(), behaviours) is dropped.
  allowedStyles: { '*': { 'text-align': TEXT_ALIGN } },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'], video: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Dropped together with their content, not just unwrapped.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'frameset', 'template'],
  transformTags: {
    a: (tagName, attribs) => {
      const href = safeUrl(attribs.href, LINK_SCHEMES);
      const target = attribs.target === '_blank' ? { target: '_blank' } : {};
      return { tagName, attribs: href ? { href, ...target, rel: 'noopener noreferrer' } : {} };
    },
    img: withMediaSource,
    video: (tagName, attribs) => {
      const kept = withMediaSource(tagName, attribs);
      return { tagName, attribs: { ...kept.attribs, controls: '' } };
    },
  },
  // An image or a video whose source was refused has nothing left to show.
  exclusiveFilter: (frame) => (frame.tag === 'img' || frame.tag === 'video') && !frame.attribs.src,
};

/**
 * Rich text (notices, help tutorials) made safe to store and show: the editor's formatting, links,
 * images and videos are kept; scripts, event handlers, dangerous addresses, frames and styles are not.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
