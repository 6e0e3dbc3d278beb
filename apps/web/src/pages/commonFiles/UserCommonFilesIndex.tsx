import { DownloadOutlined } from '@ant-design/icons';
import { commonFiles as api, DATE_TIME_FORMAT_DAYJS } from '@lbo/contracts';
import { Card } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { RowOf } from '../../api/client.ts';
import { fileUrl } from '../../components/media/fileUrl.ts';
import { DataTable } from '../../components/table/DataTable.tsx';
import { fileSizeText } from './fileSize.ts';

type Row = RowOf<typeof api.getUserCommonFiles>;

/** The customer portal's downloads: the site's common files that are visible to users. */
export default function UserCommonFilesIndex() {
  const { t } = useTranslation();
  return (
    <Card>
      <DataTable
        call={api.getUserCommonFiles}
        rowKey="Id"
        fields={[
          { kind: 'text', name: 'Name', label: t('commonFiles.name') },
          { kind: 'text', name: 'Category', label: t('commonFiles.category') },
        ]}
        actions={[{ key: 'download', label: t('commonFiles.download'), icon: <DownloadOutlined />, onClick: (row: Row) => window.open(fileUrl(row.FileAddress), '_blank', 'noopener') }]}
        columns={[
          {
            dataIndex: 'Name',
            title: t('commonFiles.name'),
            render: (name: string, row) => (
              <a href={fileUrl(row.FileAddress)} target="_blank" rel="noopener noreferrer">
                {name}
              </a>
            ),
          },
          { dataIndex: 'Category', title: t('commonFiles.category'), width: 140 },
          { dataIndex: 'Description', title: t('commonFiles.description'), ellipsis: true },
          { dataIndex: 'FileName', title: t('commonFiles.fileName'), width: 220, ellipsis: true },
          { dataIndex: 'FileSize', title: t('commonFiles.size'), width: 100, align: 'right', render: (size: number) => fileSizeText(size) },
          { dataIndex: 'UpdateTime', title: t('commonFiles.updatedAt'), width: 190, render: (time: string) => dayjs(time).format(DATE_TIME_FORMAT_DAYJS) },
        ]}
      />
    </Card>
  );
}
