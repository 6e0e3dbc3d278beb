import { getApiBase } from '../../api/request.ts';

// Apart from uploadFile.ts: a page that only shows files makes no upload (page-calls reads a module's calls whole).
/** Where the browser can load a stored file: addresses are relative to the API base, other URLs stay as they are. */
export function fileUrl(address: string): string {
  return /^[a-z][a-z\d+.-]*:/i.test(address) ? address : `${getApiBase()}${address}`;
}
