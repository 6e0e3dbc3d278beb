import { transportShifts as api } from '@lbo/contracts';
import { Card, Drawer, Select } from 'antd';
import { useState } from 'react';
import { DataTable } from '../../components/table/DataTable.tsx';
import { time } from '../../lib/contractWords.ts';
import { BagDetail } from './bagParts.tsx';
import { BagStateTag, ShiftSelect, WeighedTag, useLabel } from './shiftParts.tsx';

/** Bag numbers: every bag with its shift, state, orders, weight and whether it is weighed; a row opens its detail. */
export default function BagNumbersIndex() {
  const label = useLabel();
  const [open, setOpen] = useState<api.BagRow | null>(null);
  const states = api.BAG_STATUSES.map((value) => ({ value, label: label(`bagStates.${value}`) }));
  return (
    <Card>
      <DataTable
        call={api.getBags}
        rowKey="Id"
        storageKey="BagNumbersIndex"
        fields={[
          { kind: 'text', name: 'BagNumbers', label: label('bagNumbers') },
          { kind: 'custom', name: 'ShiftId', label: label('shift'), render: () => <ShiftSelect allowClear /> },
          { kind: 'custom', name: 'Status', label: label('status'), render: () => <Select options={states} allowClear /> },
          { kind: 'custom', name: 'Weighed', label: label('weighed'), render: () => <Select options={[{ value: true, label: label('weighed') }, { value: false, label: label('notWeighed') }]} allowClear /> },
        ]}
        actions={[{ key: 'detail', label: label('orders'), onClick: (row) => setOpen(row) }]}
        card={{ title: 'BagNumber', fields: ['ShiftName', 'OrderCount', 'Weight', 'Status'] }}
        columns={[
          { dataIndex: 'BagNumber', title: label('bagNumber'), width: 160, fixed: 'left', render: (n: string, row) => <a onClick={() => setOpen(row)}>{n}</a> },
          { dataIndex: 'ShiftName', title: label('shift'), width: 200, render: (n: string, row) => `${n} · ${row.ShiftSerialNumber}` },
          { dataIndex: 'Status', title: label('status'), width: 100, render: (s: number) => <BagStateTag state={s} /> },
          { dataIndex: 'OrderCount', title: label('orderCount'), width: 90, align: 'right' },
          { dataIndex: 'Weight', title: label('weight'), width: 110, align: 'right' },
          { dataIndex: 'Weighed', title: label('weighed'), width: 100, render: (w: boolean) => <WeighedTag weighed={w} /> },
          { dataIndex: 'WeighedWeight', title: label('weighedWeight'), width: 130, align: 'right' },
          { dataIndex: 'ArrivedTime', title: label('arrivedTime'), width: 170, render: time },
          { dataIndex: 'CreationTime', title: label('baggedTime'), width: 170, render: time },
        ]}
      />
      <Drawer open={open !== null} onClose={() => setOpen(null)} size={Math.min(960, window.innerWidth)} title={open ? label('bagDetail', { bag: open.BagNumber }) : ''} destroyOnHidden>
        {open && <BagDetail id={open.Id} />}
      </Drawer>
    </Card>
  );
}
