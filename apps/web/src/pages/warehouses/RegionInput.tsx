import type { warehouse } from '@lbo/contracts';
import { RegionCascader } from '../../components/pickers/RegionCascader.tsx';
import { choosesValue } from '../../components/form/placeholders.ts';

type Region = warehouse.RegionRef;

/** An address's regions as the cascade shows them (ids) and the record keeps them (id, code, name), country first. */
export function RegionInput({ value, onChange, id, placeholder }: { value?: Region[]; onChange?: (regions: Region[]) => void; id?: string; placeholder?: string }) {
  return (
    <RegionCascader
      id={id}
      placeholder={placeholder}
      changeOnSelect
      style={{ width: '100%' }}
      value={value?.map((r) => r.Id)}
      onChange={(_ids, regions) => onChange?.(regions.map((r) => ({ Id: r.Id, Code: r.Code, Name: r.Name })))}
    />
  );
}

choosesValue(RegionInput);
