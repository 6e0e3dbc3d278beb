import { act, render, screen, waitFor } from '@testing-library/react';
import { Activity, useState } from 'react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../api/client.ts';
import { i18n } from '../../i18n/index.ts';
import { RichTextEditor } from './RichTextEditor.tsx';
import RichTextEditorBody from './RichTextEditorBody.tsx';
import { WithNotifier } from '../../test/WithNotifier.tsx';

vi.mock('../../api/client.ts', () => ({ callApi: vi.fn() }));
const upload = vi.mocked(callApi);

const user = () => userEvent.setup({ applyAccept: false });
const file = (name: string, type: string, size = 1024) => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};
const MB = 1024 * 1024;
/** The hidden file input behind a toolbar upload button. */
const inputOf = (label: string) => screen.getByRole('button', { name: label }).closest('.ant-upload')!.querySelector('input[type="file"]') as HTMLInputElement;

beforeAll(async () => {
  await i18n.changeLanguage('en');
  // ProseMirror measures the selection to scroll it into view; jsdom has no layout.
  Range.prototype.getClientRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  document.elementFromPoint = () => null;
});
beforeEach(() => upload.mockReset());

describe('RichTextEditor', () => {
  it('loads the editor with the given HTML', async () => {
    render(<RichTextEditor value="<h2>Shenzhen warehouse</h2><p>Parcels are <strong>shelved</strong> daily.</p>" />);
    expect(await screen.findByRole('heading', { name: 'Shenzhen warehouse' })).toBeTruthy();
    expect(screen.getByText('shelved').tagName).toBe('STRONG');
  });

  it('uploads an image as UploadFileType 1 and puts it in the HTML', async () => {
    upload.mockResolvedValue('/files/1/202401/parcel.png');
    const onChange = vi.fn();
    render(
      <WithNotifier>
        <RichTextEditor value="<p>Parcel</p>" onChange={onChange} />
      </WithNotifier>,
    );
    await screen.findByText('Parcel');
    await user().upload(inputOf('Insert image'), file('parcel.png', 'image/png'));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('<img src="/files/1/202401/parcel.png" alt="parcel.png">')));
    expect(upload.mock.calls[0]?.[1]).toMatchObject({ UploadFileType: 1, FileClassify: 'Image', MaxSize: 10 });
  });

  it('uploads a video as UploadFileType 2 with its 50 MB limit, and an attachment as a link', async () => {
    upload.mockResolvedValueOnce('/files/1/202401/unboxing.mp4').mockResolvedValueOnce('/files/1/202401/rules.pdf');
    const onChange = vi.fn();
    render(
      <WithNotifier>
        <RichTextEditor onChange={onChange} />
      </WithNotifier>,
    );
    await user().upload(await waitFor(() => inputOf('Insert video')), file('unboxing.mp4', 'video/mp4', 50 * MB));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('<video src="/files/1/202401/unboxing.mp4" controls="">')));
    expect(upload.mock.calls[0]?.[1]).toMatchObject({ UploadFileType: 2, FileClassify: 'Video', MaxSize: 50 });
    await user().upload(inputOf('Attach file'), file('rules.pdf', 'application/pdf'));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.stringMatching(/<a [^>]*href="\/files\/1\/202401\/rules.pdf"[^>]*>rules.pdf<\/a>/)));
    expect(upload.mock.calls[1]?.[1]).toMatchObject({ UploadFileType: 0, FileClassify: 'Annex', MaxSize: 10 });
  });

  it('refuses files over their limit or of the wrong type before sending them', async () => {
    render(
      <WithNotifier>
        <RichTextEditor />
      </WithNotifier>,
    );
    await user().upload(await waitFor(() => inputOf('Insert video')), file('long.mp4', 'video/mp4', 50 * MB + 1));
    expect(await screen.findByText('The file must be at most 50 MB')).toBeTruthy();
    await user().upload(inputOf('Attach file'), file('big.pdf', 'application/pdf', 10 * MB + 1));
    expect(await screen.findByText('The file must be at most 10 MB')).toBeTruthy();
    await user().upload(inputOf('Insert image'), file('anim.gif', 'image/gif'));
    expect(await screen.findByText('Only JPEG, PNG files can be uploaded')).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();
  });
});

let show: () => void = () => undefined;
/** A page rendered some time before its effects run (a hidden view, a slow commit): longer than TipTap's 1 ms grace. */
function PreparedPage() {
  const [mode, setMode] = useState<'hidden' | 'visible'>('hidden');
  show = () => setMode('visible');
  return (
    <Activity mode={mode}>
      <RichTextEditorBody value="<p>Shelved daily in Shenzhen.</p>" />
    </Activity>
  );
}

describe('RichTextEditor rendered some time before its effects run', () => {
  it('shows the document instead of working on an editor TipTap has already destroyed', async () => {
    const view = render(<PreparedPage />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    act(() => show());
    await waitFor(() => expect(view.container.querySelector('.ProseMirror')?.textContent).toBe('Shelved daily in Shenzhen.'));
  });
});
