import { transportShifts as api } from '@lbo/contracts';
import { Card, Input } from 'antd';
import { DataTable } from '../../components/table/DataTable.tsx';
import { time } from '../../lib/contractWords.ts';
import { ShiftSelect, useLabel } from './shiftParts.tsx';

/** Order detail: bagged orders by shift, bag and number, with their customs clearance numbers. */
export default function BagOrdersIndex() {
  const label = useLabel();
  return (
    <Card>
      <DataTable
        call={api.getBagOrders}
        rowKey="Id"
        storageKey="BagOrdersIndex"
        fields={[
          { kind: 'text', name: 'Numbers', label: label('numbers') },
          { kind: 'custom', name: 'ShiftId', label: label('shift'), render: () => <ShiftSelect allowClear /> },
          { kind: 'custom', name: 'BagNumber', label: label('bagNumber'), render: () => <Input allowClear /> },
        ]}
        card={{ title: 'SerialNumber', fields: ['BagNumber', 'UserName', 'Weight', 'CustomsClearanceNumber'] }}
        columns={[
          { dataIndex: 'SerialNumber', title: label('orderNumber'), width: 170, fixed: 'left' },
          { dataIndex: 'CarrierNo', title: label('carrierNo'), width: 160 },
          { dataIndex: 'UserName', title: label('customer'), width: 140, render: (n: string, r) => `${n} · ${r.MemberNumber}` },
          { dataIndex: 'ShiftName', title: label('shift'), width: 180 },
          { dataIndex: 'BagNumber', title: label('bagNumber'), width: 140 },
          { dataIndex: 'Weight', title: label('weight'), width: 100, align: 'right' },
          { key: 'size', title: label('size'), width: 140, render: (_: unknown, r) => `${r.Length} × ${r.Width} × ${r.Height}` },
          { dataIndex: 'CustomsClearanceNumber', title: label('customsNumber'), width: 160 },
          { dataIndex: 'BaggedBy', title: label('baggedBy'), width: 110 },
          { dataIndex: 'BaggedTime', title: label('baggedTime'), width: 170, render: time },
        ]}
      />
    </Card>
  );
}
