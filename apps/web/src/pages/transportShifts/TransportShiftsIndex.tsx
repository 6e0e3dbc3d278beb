import { transportShifts as api, type Texts } from '@lbo/contracts';
import { App, Flex, Input, Table, Tag, Timeline, Typography } from 'antd';
import { callApi, type RowOf } from '../../api/client.ts';
import { CountrySelect } from '../../components/pickers/CountrySelect.tsx';
import { WarehouseSelect } from '../../components/pickers/WarehouseSelect.tsx';
import { DateText } from '../../components/quotations/QuotationControls.tsx';
import { SiteListPage } from '../../components/siteList/SiteListPage.tsx';
import { alone, inLanguage, time } from '../../lib/contractWords.ts';
import { ShiftChoiceSelect, ShiftStateTag, useLabel } from './shiftParts.tsx';

type Row = RowOf<typeof api.getTransportShifts>;
type History = { Action: string; CreationTime: string; ActorName: string }[];
type Track = api.ShiftTrack;

const names = (list: string[]) => (
  <Flex gap={4} wrap>
    {list.map((n) => (
      <Tag key={n}>{n}</Tag>
    ))}
  </Flex>
);
const actionName = (action: string) => alone(inLanguage((api.shiftLifecycle.names.actions as Record<string, Texts | undefined>)[action]));

/**
 * Transport shifts (spec domain §3): each with its limits, scope (warehouses, shipping types,
 * carriers), customs clearance company, destination and dates, its used weight kept by bagging.
 * Edited and deleted while open; departure is confirmed here, irreversibly, after a warning.
 */
export default function TransportShiftsIndex() {
  const label = useLabel();
  const { message } = App.useApp();
  const depart = async (row: Row) => {
    const answer = await callApi(api.departTransportShift, { Id: row.Id });
    void message.success(label('departed', { orders: answer.OrderCount, bags: answer.BagCount }));
  };
  return (
    <SiteListPage
      calls={api.transportShiftCalls}
      permission="TransportShifts"
      storageKey="transportShifts"
      texts={{ createTitle: label('createTitle'), editTitle: label('editTitle'), deleteConfirm: label('deleteConfirm') }}
      labels="transportShifts"
      fields={(shared, { siteId }) => ({
        Name: { column: { width: 200 }, query: true },
        SerialNumber: { column: { width: 160 }, query: true, form: false },
        Status: { column: { width: 100, render: (s: number) => <ShiftStateTag state={s} /> }, detail: { value: { type: 'custom', render: (s) => <ShiftStateTag state={s as number} /> } } },
        MaxLength: { column: { key: 'limits', label: 'transportShifts.limits', width: 150, render: (_, r) => `${r.MaxLength} × ${r.MaxWidth} × ${r.MaxHeight}` } },
        MaxWidth: { column: false },
        MaxHeight: { column: false },
        MaxWeight: { column: { width: 120, align: 'right' } },
        BearableWeight: { column: { width: 130, align: 'right' } },
        UsedWeight: { column: { width: 120, align: 'right' }, form: false },
        BagCount: { column: { width: 70, align: 'right' }, form: false },
        OrderCount: { column: { width: 80, align: 'right' }, form: false },
        WarehouseIds: { label: 'transportShifts.warehouses', column: false, form: { input: <WarehouseSelect siteId={siteId} multiple />, span: 2 }, detail: false },
        WarehouseNames: { label: 'transportShifts.warehouses', column: { width: 160, render: names }, detail: { value: { type: 'custom', render: (v) => names(v as string[]) } } },
        TypeOfShippingIds: { label: 'transportShifts.typeOfShippings', column: false, form: { input: <ShiftChoiceSelect siteId={siteId} choice="shippings" mode="multiple" />, span: 2 }, detail: false },
        TypeOfShippingNames: { label: 'transportShifts.typeOfShippings', column: { width: 160, render: names }, detail: { value: { type: 'custom', render: (v) => names(v as string[]) } } },
        CarrierIds: { label: 'transportShifts.carriers', column: false, form: { input: <ShiftChoiceSelect siteId={siteId} choice="carriers" mode="multiple" />, span: 2 }, detail: false },
        CarrierNames: { label: 'transportShifts.carriers', column: { width: 160, render: names }, detail: { value: { type: 'custom', render: (v) => names(v as string[]) } } },
        CustomsClearanceCompanyId: { label: 'transportShifts.customsClearanceCompany', column: false, form: { input: <ShiftChoiceSelect siteId={siteId} choice="companies" /> }, detail: false },
        CustomsClearanceCompanyName: { label: 'transportShifts.customsClearanceCompany', column: { width: 160 } },
        DestinationCountryCode: { label: 'transportShifts.destination', column: false, form: { input: <CountrySelect /> }, detail: false },
        DestinationCountryName: { label: 'transportShifts.destination', column: { width: 120 } },
        DepartureDate: { column: { width: 120 }, form: { input: <DateText /> } },
        EstimatedArrivalDate: { column: { width: 120 }, form: { input: <DateText /> } },
        DepartedTime: { column: { width: 170, render: time }, form: false, detail: { value: { type: 'custom', render: (v) => time(v as string) } } },
        ArrivedTime: { column: false, form: false, detail: { value: { type: 'custom', render: (v) => time(v as string) } } },
        Actions: { column: false, form: false, detail: false },
        History: {
          column: false,
          form: false,
          detail: {
            group: 'history',
            span: 3,
            value: {
              type: 'custom',
              render: (rows) => (
                <Timeline
                  items={(rows as History).map((h, i) => ({
                    key: i,
                    children: (
                      <>
                        <Typography.Text strong>{actionName(h.Action)}</Typography.Text>
                        <div>
                          <Typography.Text type="secondary">{`${time(h.CreationTime)} · ${h.ActorName}`}</Typography.Text>
                        </div>
                      </>
                    ),
                  }))}
                />
              ),
            },
          },
        },
        Tracks: {
          column: false,
          form: false,
          detail: {
            group: 'tracks',
            span: 3,
            value: {
              type: 'custom',
              render: (rows) => (
                <Table
                  size="small"
                  rowKey="Id"
                  pagination={false}
                  dataSource={rows as Track[]}
                  columns={[
                    { dataIndex: 'TrackTime', title: label('trackTime'), width: 170, render: time },
                    { dataIndex: 'Place', title: label('place'), width: 120 },
                    { dataIndex: 'Text', title: label('text') },
                    { dataIndex: 'OrderCount', title: label('reached'), width: 100, align: 'right' },
                  ]}
                />
              ),
            },
          },
        },
        SiteName: shared.site,
        CreationTime: { ...shared.createdAt, column: false },
        UpdateTime: shared.updatedAt,
        Remarks: { ...shared.remarks(), form: { input: <Input.TextArea maxLength={api.SHIFT_REMARKS_MAX} />, span: 2 } },
      })}
      actions={(standard) => [
        standard.detail,
        { ...standard.edit, hidden: (row) => !row.Actions.includes('Edit') },
        { key: 'depart', label: label('depart'), permission: 'TransportShifts.Depart', danger: true, confirm: label('departConfirm'), hidden: (row) => !row.Actions.includes('Depart'), onClick: depart },
        { ...standard.delete, hidden: (row) => !row.Actions.includes('Delete') },
      ]}
      form={{ name: 'transportShift', widthSize: 2 }}
      detail={{ groups: [{ key: 'tracks', title: label('tracks') }, { key: 'history', title: label('history') }] }}
    />
  );
}
