/**
 * Print a PDF the server made (base64 in the envelope) with the browser's print: it loads in a
 * hidden frame, which prints once loaded; the frame goes a minute later (the print dialog holds it).
 */
export function printPdf(file: { ContentType: string; Content: string }) {
  const bytes = Uint8Array.from(atob(file.Content), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: file.ContentType }));
  const frame = document.createElement('iframe');
  frame.style.position = 'fixed';
  frame.style.width = '0';
  frame.style.height = '0';
  frame.style.border = '0';
  frame.src = url;
  frame.onload = () => frame.contentWindow?.print();
  document.body.append(frame);
  setTimeout(() => {
    frame.remove();
    URL.revokeObjectURL(url);
  }, 60_000);
}
