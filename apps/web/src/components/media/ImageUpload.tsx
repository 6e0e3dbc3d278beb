import { PlusOutlined } from '@ant-design/icons';
import { IMAGE_ALLOWED_MIME_TYPES, IMAGE_MAX_COUNT, IMAGE_MAX_SIZE_MB, UPLOAD_FILE_TYPES } from '@lbo/contracts';
import { Image, Upload, type UploadFile, type UploadProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError } from '../../api/notify.ts';
import { fileUrl } from './fileUrl.ts';
import { isTooLarge, typeLabels, uploadFile } from './uploadFile.ts';
import './texts.ts';

export interface ImageUploadProps {
  /** Addresses of the uploaded images, in order. */
  value?: string[];
  onChange?: (addresses: string[]) => void;
  /** Most images the queue holds; the add button disappears when it is full. */
  max?: number;
  /** MIME types accepted. */
  accept?: readonly string[];
  maxSizeMb?: number;
  disabled?: boolean;
}

/** The file name of an address or of a signed link (`/files/…/name.png?exp=…&sig=…`). */
const nameOf = (address: string) => address.split('?')[0]!.split('/').pop() ?? address;

/** An upload queue of images (spec §5): each is sent as soon as it is chosen, the field holds the addresses. */
export function ImageUpload({
  value,
  onChange,
  max = IMAGE_MAX_COUNT,
  accept = IMAGE_ALLOWED_MIME_TYPES,
  maxSizeMb = IMAGE_MAX_SIZE_MB,
  disabled,
}: ImageUploadProps) {
  const { t } = useTranslation();
  const [ownValue, setOwnValue] = useState<string[]>([]);
  const addresses = value ?? ownValue;
  // A form that resets the field (value back to undefined) empties the queue.
  useEffect(() => {
    if (value === undefined) setOwnValue([]);
  }, [value]);
  // Uploads finish in any order: each one appends to the latest list, not to the one it started with.
  const latest = useRef(addresses);
  useEffect(() => {
    latest.current = addresses;
  }, [addresses]);
  const [pending, setPending] = useState<UploadFile[]>([]);
  const [previewing, setPreviewing] = useState<string>();

  const emit = (next: string[]) => {
    latest.current = next;
    setOwnValue(next);
    onChange?.(next);
  };

  const fileList: UploadFile[] = [
    ...addresses.map((address) => ({ uid: address, name: nameOf(address), status: 'done' as const, url: fileUrl(address) })),
    ...pending,
  ];

  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    const acceptable = (f: File) => accept.includes(f.type) && !isTooLarge(f, maxSizeMb);
    if (!accept.includes(file.type)) {
      toastError(t('media.image.wrongType', { types: typeLabels(accept) }));
      return Upload.LIST_IGNORE;
    }
    if (isTooLarge(file, maxSizeMb)) {
      toastError(t('media.image.tooLarge', { size: maxSizeMb }));
      return Upload.LIST_IGNORE;
    }
    // Files chosen together take the free places in order; the ones past the last place are refused.
    const place = latest.current.length + pending.length + batch.filter(acceptable).indexOf(file);
    if (place >= max) {
      toastError(max === 1 ? t('media.image.onlyOne') : t('media.image.tooMany', { max }));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file }) => {
    const raw = file as File & { uid: string };
    setPending((list) => [...list, { uid: raw.uid, name: raw.name, status: 'uploading', percent: 50 }]);
    uploadFile(raw, UPLOAD_FILE_TYPES.image, maxSizeMb).then(
      (address) => {
        setPending((list) => list.filter((p) => p.uid !== raw.uid));
        emit([...latest.current, address]);
      },
      // The request layer has already shown why; the card stays, marked failed, until removed.
      () => setPending((list) => list.map((p) => (p.uid === raw.uid ? { ...p, status: 'error', percent: undefined } : p))),
    );
  };

  const onRemove = (file: UploadFile) => {
    if (pending.some((p) => p.uid === file.uid)) setPending((list) => list.filter((p) => p.uid !== file.uid));
    else emit(latest.current.filter((address) => address !== file.uid));
  };

  return (
    <>
      <Upload
        listType="picture-card"
        accept={accept.join(',')}
        // Several files may be chosen at once, also where one is allowed: the extras are refused with a message.
        multiple
        disabled={disabled}
        fileList={fileList}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        onRemove={onRemove}
        onPreview={(file) => setPreviewing(file.url)}
      >
        {fileList.length >= max ? null : (
          <button type="button" style={{ border: 0, background: 'none', cursor: 'inherit' }}>
            <PlusOutlined />
            <div style={{ marginTop: 8 }}>{t('media.image.add')}</div>
          </button>
        )}
      </Upload>
      {previewing && (
        <Image
          style={{ display: 'none' }}
          src={previewing}
          alt={nameOf(previewing)}
          preview={{ open: true, onOpenChange: (open) => !open && setPreviewing(undefined) }}
        />
      )}
    </>
  );
}
