/** The pickers: dialogs that return a selection, their form controls, the paged dropdown, region cascade and organisation tree. */
export { PickerDialog, type FilterOption, type FilterOptions, type PickerDefinition, type PickerDialogProps, type PickerFilter } from './PickerDialog.tsx';
export { PickerInput, type PickerControlProps, type PickerInputProps } from './PickerInput.tsx';
export { PagedSelect, UserSelect, type PagedSelectProps } from './PagedSelect.tsx';
export { RegionCascader, type RegionCascaderProps, type RegionLoader, type RegionNode } from './RegionCascader.tsx';
export { RegionInput } from './RegionInput.tsx';
export { OrganisationTreePicker, type OrganisationTreePickerProps, type OrganizeNode } from './OrganisationTreePicker.tsx';
export { PartitionSelect, usePartitions, useWarehouses, WarehouseSelect } from './WarehouseSelect.tsx';
export * from './pickers.tsx';
export * from './definitions.tsx';
export { sourceFromCall, type FilterOf, type Page, type PageRequest, type PickerSource, type RowOf } from './source.ts';
