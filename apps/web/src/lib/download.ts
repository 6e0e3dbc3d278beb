/** Save a file the server made (base64 in the envelope: an export, a PDF) under its file name. */
export function downloadFile(file: { FileName: string; ContentType: string; Content: string }) {
  const bytes = Uint8Array.from(atob(file.Content), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: file.ContentType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.FileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
