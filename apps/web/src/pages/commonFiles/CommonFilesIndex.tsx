import { commonFiles as api } from '@lbo/contracts';
import { Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { fileUrl } from '../../components/media/fileUrl.ts';
import { SiteListPage } from '../../components/siteList/SiteListPage.tsx';
import { CommonFileUpload } from './CommonFileUpload.tsx';
import { fileSizeText } from './fileSize.ts';
import './texts.ts';

/** Site and site configuration → common files: documents the site offers for download. */
export default function CommonFilesIndex() {
  const { t } = useTranslation();
  const visibilityOptions = [
    { value: true, label: t('commonFiles.visibleToUsers') },
    { value: false, label: t('commonFiles.staffOnly') },
  ];
  const visibilityTag = (visible: unknown) => (visible === true ? <Tag color="green">{t('commonFiles.visibleToUsers')}</Tag> : <Tag>{t('commonFiles.staffOnly')}</Tag>);
  return (
    <SiteListPage
      calls={api.commonFileCalls}
      permission="CommonFiles"
      texts={{ createTitle: t('commonFiles.createTitle'), editTitle: t('commonFiles.editTitle'), deleteConfirm: t('commonFiles.deleteConfirm') }}
      labels="commonFiles"
      fields={(shared) => ({
        Name: { query: true },
        Category: { column: { width: 120 }, query: true },
        FileAddress: { label: 'commonFiles.file', column: false, form: { input: <CommonFileUpload />, span: 2 }, detail: false },
        FileName: {
          column: { ellipsis: true },
          detail: {
            label: 'commonFiles.file',
            value: {
              type: 'custom',
              render: (_, r) => (
                <a href={fileUrl(r.FileAddress)} target="_blank" rel="noopener noreferrer">
                  {r.FileName}
                </a>
              ),
            },
          },
        },
        FileSize: { label: 'commonFiles.size', column: { width: 100, align: 'right', render: (size: number) => fileSizeText(size) }, detail: { value: { type: 'custom', render: (_, r) => fileSizeText(r.FileSize) } } },
        FileType: { column: false, detail: false },
        VisibleToUsers: {
          label: 'commonFiles.visibility',
          column: { width: 150, render: visibilityTag },
          query: { kind: 'select', options: visibilityOptions },
          form: { input: <Select options={visibilityOptions} /> },
          detail: { value: { type: 'custom', render: visibilityTag } },
        },
        Sort: { column: { width: 80, align: 'right' } },
        SiteName: shared.site,
        CreationTime: { ...shared.createdAt, column: false },
        UpdateTime: shared.updatedAt,
        Description: { column: false, form: { input: 'textarea', span: 2 } },
      })}
      actions={(standard) => [
        { key: 'download', label: t('commonFiles.download'), onClick: (row) => window.open(fileUrl(row.FileAddress), '_blank', 'noopener') },
        standard.detail,
        standard.edit,
        standard.delete,
      ]}
      form={{ name: 'commonFile', width: 720 }}
    />
  );
}
