import { transportShifts as api } from '@lbo/contracts';
import { Alert, Card, Flex, Input } from 'antd';
import { useState } from 'react';
import { callApi } from '../../api/client.ts';
import { BagDetail } from './bagParts.tsx';
import { useLabel } from './shiftParts.tsx';

/** Bag detail: a bag number typed or scanned shows the bag's orders (customer, weight, size, customs number) and its history. */
export default function BagDetailIndex() {
  const label = useLabel();
  const [bagId, setBagId] = useState<number | null>(null);
  const [missing, setMissing] = useState('');
  const find = async (value: string) => {
    const number = value.trim().toUpperCase();
    if (!number) return;
    const page = await callApi(api.getBags, { BagNumbers: number, rows: 10 });
    const bag = page.Data.find((b) => b.BagNumber === number);
    setBagId(bag?.Id ?? null);
    setMissing(bag ? '' : number);
  };
  return (
    <Card>
      <Flex vertical gap={16}>
        <Input.Search size="large" autoFocus placeholder={label('noBag')} aria-label={label('openBag')} enterButton={label('findBag')} onSearch={(v) => void find(v)} style={{ maxWidth: 520 }} />
        {missing && <Alert type="warning" showIcon title={`${label('bagNumber')}: ${missing}`} />}
        {bagId !== null && <BagDetail key={bagId} id={bagId} />}
      </Flex>
    </Card>
  );
}
