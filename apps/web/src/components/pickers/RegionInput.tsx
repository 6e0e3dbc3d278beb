import type { warehouse } from '@lbo/contracts';
import { RegionCascader, type RegionNode } from './RegionCascader.tsx';
import { choosesValue } from '../form/placeholders.ts';

type Region = warehouse.RegionRef;

interface RegionInputProps {
  value?: Region[];
  onChange?: (regions: Region[]) => void;
  /** the regions chosen, as the list answers them (a country's calling code with it) */
  onChosen?: (regions: RegionNode[]) => void;
  id?: string;
  placeholder?: string;
}

/** An address's regions as the cascade shows them (ids) and the record keeps them (id, code, name), country first. */
export function RegionInput({ value, onChange, onChosen, id, placeholder }: RegionInputProps) {
  return (
    <RegionCascader
      id={id}
      placeholder={placeholder}
      changeOnSelect
      style={{ width: '100%' }}
      value={value?.map((r) => r.Id)}
      onChange={(_ids, regions) => {
        onChange?.(regions.map((r) => ({ Id: r.Id, Code: r.Code, Name: r.Name })));
        onChosen?.(regions);
      }}
    />
  );
}

choosesValue(RegionInput);
