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
