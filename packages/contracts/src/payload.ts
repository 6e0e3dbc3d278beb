/** The request-layer rule of the spec: every string is trimmed and empty ones are dropped. The web client and the server both apply it. */
export function trimPayload(value: unknown): unknown {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.map(trimPayload).filter((v) => v !== '');
  if (value !== null && typeof value === 'object' && !(value instanceof Blob)) {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) {
      const trimmed = trimPayload(v);
      if (trimmed !== '' && trimmed !== undefined) out[key] = trimmed;
    }
    return out;
  }
  return value;
}

/** How deep a request body may nest arrays and objects: far above any call's shape, far below what overflows the stack of code walking it. */
export const MAX_NESTING_DEPTH = 32;

/** Whether JSON text nests arrays and objects deeper than `max`, found in one pass over the text before anything parses or walks it. */
export function nestingDepthExceeds(json: string, max: number = MAX_NESTING_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const c = json.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // a backslash escapes the next character, a quote included
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) {
      depth--;
    }
  }
  return false;
}
