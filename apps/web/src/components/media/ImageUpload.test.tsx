import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../api/client.ts';
import { i18n } from '../../i18n/index.ts';
import { ImageUpload } from './ImageUpload.tsx';
import { WithNotifier } from '../../test/WithNotifier.tsx';

vi.mock('../../api/client.ts', () => ({ callApi: vi.fn() }));
const upload = vi.mocked(callApi);

// A picker that lists every file, as a user choosing "All files" in the dialog (or dropping one) would.
const user = () => userEvent.setup({ applyAccept: false });
const image = (name: string, type = 'image/png', size = 1024) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
const input = (container: HTMLElement) => container.querySelector('input[type="file"]') as HTMLInputElement;
const addButton = () => screen.queryByRole('button', { name: /Upload/ });

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  upload.mockReset();
  let n = 0;
  upload.mockImplementation(async () => `/files/1/202401/parcel-${++n}.png`);
});

describe('ImageUpload', () => {
  it('uploads a chosen image as UploadFileType 1, reports its address through the form field and empties when the form clears it', async () => {
    const onFinish = vi.fn();
    function ParcelForm() {
      const [form] = Form.useForm();
      return (
        <Form form={form} onFinish={onFinish}>
          <Form.Item name="photos">
            <ImageUpload />
          </Form.Item>
          <button type="submit">save</button>
          <button type="button" onClick={() => form.setFieldsValue({ photos: undefined })}>
            clear
          </button>
        </Form>
      );
    }
    const { container } = render(
      <WithNotifier>
        <ParcelForm />
      </WithNotifier>,
    );
    await user().upload(input(container), image('parcel.png'));
    await waitFor(() => expect(container.querySelectorAll('.ant-upload-list-item-done')).toHaveLength(1));
    expect(upload.mock.calls[0]?.[1]).toMatchObject({ UploadFileType: 1, FileClassify: 'Image', MaxSize: 10, FileStream: expect.any(File) });
    await user().click(screen.getByRole('button', { name: 'save' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ photos: ['/files/1/202401/parcel-1.png'] }));
    await user().click(screen.getByRole('button', { name: 'clear' }));
    expect(container.querySelectorAll('.ant-upload-list-item')).toHaveLength(0);
  });

  it('refuses a file that is not JPEG or PNG, naming the allowed types', async () => {
    const { container } = render(
      <WithNotifier>
        <ImageUpload />
      </WithNotifier>,
    );
    await user().upload(input(container), image('label.gif', 'image/gif'));
    expect(await screen.findByText('Only JPEG, PNG images can be uploaded')).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();
  });

  it('refuses an image over 10 MB', async () => {
    const { container } = render(
      <WithNotifier>
        <ImageUpload />
      </WithNotifier>,
    );
    await user().upload(input(container), image('scan.jpg', 'image/jpeg', 10 * 1024 * 1024 + 1));
    expect(await screen.findByText('Each image must be at most 10 MB')).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();
  });

  it('takes exactly 10 MB', async () => {
    const { container } = render(
      <WithNotifier>
        <ImageUpload />
      </WithNotifier>,
    );
    await user().upload(input(container), image('scan.jpg', 'image/jpeg', 10 * 1024 * 1024));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
  });

  it('refuses a second image where only one is allowed', async () => {
    const onChange = vi.fn();
    const { container } = render(
      <WithNotifier>
        <ImageUpload max={1} onChange={onChange} />
      </WithNotifier>,
    );
    await user().upload(input(container), [image('front.png'), image('back.png')]);
    expect(await screen.findByText('Only one image can be uploaded')).toBeTruthy();
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(['/files/1/202401/parcel-1.png']));
    expect(upload).toHaveBeenCalledTimes(1);
  });

  it('hides the add button at 15 images and shows it again when one is removed', async () => {
    const full = Array.from({ length: 15 }, (_, i) => `/files/1/202401/p${i}.png`);
    const onChange = vi.fn();
    const { container, rerender } = render(<ImageUpload value={full.slice(0, 14)} onChange={onChange} />);
    expect(addButton()).toBeTruthy();
    rerender(<ImageUpload value={full} onChange={onChange} />);
    expect(addButton()).toBeNull();
    await user().click(container.querySelectorAll('button[title="Remove file"]')[0] as HTMLElement);
    expect(onChange).toHaveBeenCalledWith(full.slice(1));
  });

  it('follows a configured maximum and accept list', async () => {
    const { container, rerender } = render(
      <WithNotifier>
        <ImageUpload max={3} accept={['image/png']} value={['/files/a.png', '/files/b.png']} />
      </WithNotifier>,
    );
    expect(addButton()).toBeTruthy();
    await user().upload(input(container), image('c.jpg', 'image/jpeg'));
    expect(await screen.findByText('Only PNG images can be uploaded')).toBeTruthy();
    rerender(
      <WithNotifier>
        <ImageUpload max={3} accept={['image/png']} value={['/files/a.png', '/files/b.png', '/files/c.png']} />
      </WithNotifier>,
    );
    expect(addButton()).toBeNull();
  });
});
