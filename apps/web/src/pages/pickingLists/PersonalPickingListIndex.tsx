import { pickingLists as api } from '@lbo/contracts';
import { Card } from 'antd';
import { useState } from 'react';
import { DataTable } from '../../components/table/DataTable.tsx';
import { callApi } from '../../api/client.ts';
import { PickingDrawer, printList, StatusTabs, useLabel, usePickingColumns } from './pickingParts.tsx';
import './texts.ts';

/** The caller's own picking lists (claimed by or assigned to them): open one, print it, or give it back. */
export default function PersonalPickingListIndex() {
  const label = useLabel();
  const [status, setStatus] = useState<number | undefined>(api.PickingStatus.ToBePicked);
  const [open, setOpen] = useState<number | null>(null);
  return (
    <Card>
      <StatusTabs value={status} onChange={setStatus} />
      <DataTable
        call={api.getIndividualAssignmentPickingList}
        params={{ Status: status }}
        rowKey="Id"
        storageKey="PersonalPickingListIndex"
        fields={[{ kind: 'text', name: 'Number', label: label('number') }]}
        actions={[
          { key: 'detail', label: label('detail'), onClick: (row) => setOpen(row.Id) },
          { key: 'print', label: label('print'), permission: 'PersonalPickingList.Print', onClick: (row) => printList(row.Id) },
          { key: 'release', label: label('release'), permission: 'PersonalPickingList.Release', hidden: (row) => !row.Actions.includes('Release'), onClick: (row) => callApi(api.batchReleaseClaim, { Ids: [row.Id] }) },
        ]}
        columns={usePickingColumns((row) => setOpen(row.Id))}
        card={{ title: 'Number', tag: 'Status', fields: ['WarehouseName', 'OrderCount', 'PickedLineCount', 'CreationTime'], onOpen: (row) => setOpen(row.Id) }}
      />
      <PickingDrawer id={open} onClose={() => setOpen(null)} />
    </Card>
  );
}
