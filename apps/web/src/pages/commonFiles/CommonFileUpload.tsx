import { FileOutlined, UploadOutlined } from '@ant-design/icons';
import { UPLOAD_FILE_RULES, UPLOAD_FILE_TYPES } from '@lbo/contracts';
import { Button, Flex, Form, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError } from '../../api/notify.ts';
import { useCallMutation } from '../../api/useCallMutation.ts';
import { fileUrl } from '../../components/media/fileUrl.ts';
import { isTooLarge, uploadFile } from '../../components/media/uploadFile.ts';

const ATTACHMENT = UPLOAD_FILE_TYPES.attachment;
const MAX_MB = UPLOAD_FILE_RULES[ATTACHMENT].maxSizeMb;

/**
 * The file of a common file: uploaded as an attachment as soon as it is chosen; the field holds its
 * address (`/files/...`). The server checks the content and copies the name, size and type.
 * Until a new file is chosen it shows the name the edit form's values carry (FileName).
 */
export function CommonFileUpload(props: { value?: string; onChange?: (address: string) => void; id?: string }) {
  const { t } = useTranslation();
  const [name, setName] = useState<string>();
  // FileName is among the form's values but not one of its fields (no body carries it).
  const savedName = Form.useWatch<string | undefined>('FileName', { form: Form.useFormInstance(), preserve: true });
  // A refused upload was shown by the request layer.
  const upload = useCallMutation((file: File) => uploadFile(file, ATTACHMENT), {
    onSuccess: (address, file) => {
      setName(file.name);
      props.onChange?.(address);
    },
  });
  const shownName = name ?? savedName;
  return (
    <Flex vertical gap={4} id={props.id}>
      {props.value && (
        <Typography.Link href={fileUrl(props.value)} target="_blank" rel="noopener noreferrer">
          <FileOutlined /> {shownName ?? props.value.split('/').pop()}
        </Typography.Link>
      )}
      <Upload
        accept=".pdf,.doc,.docx,.xls,.xlsx,.zip,.jpg,.jpeg,.png"
        showUploadList={false}
        maxCount={1}
        beforeUpload={(file) => {
          if (isTooLarge(file, MAX_MB)) {
            toastError(t('commonFiles.fileHelp', { max: MAX_MB }));
            return false;
          }
          upload.mutate(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={upload.isPending}>
          {t(upload.isPending ? 'commonFiles.uploading' : props.value ? 'commonFiles.replace' : 'commonFiles.upload')}
        </Button>
      </Upload>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('commonFiles.fileHelp', { max: MAX_MB })}
      </Typography.Text>
    </Flex>
  );
}
