import { transportShifts as api } from '@lbo/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Col, Flex, Form, Input, Row, Table, Typography } from 'antd';
import { useState } from 'react';
import { callApi } from '../../api/client.ts';
import { FormItem } from '../../components/form/FormItem.tsx';
import { usePermission } from '../../components/usePermission.ts';
import { time } from '../../lib/contractWords.ts';
import { ShiftSelect, useLabel } from './shiftParts.tsx';

interface TrackValues {
  TrackTime: string;
  Place?: string;
  Text?: string;
  TextZhCn?: string;
  TextZhTw?: string;
  TextEn?: string;
}

const now = () => {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:00`;
};

/**
 * Add shift track: a track (time, place, one text or one per language) added to a shift reaches
 * every order in it as an order track, which the customers see on their orders. The shift's tracks
 * are listed with how many orders each reached.
 */
export default function ShiftTrackIndex() {
  const label = useLabel();
  const may = usePermission();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<TrackValues>();
  const [shiftId, setShiftId] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const tracks = useQuery({ queryKey: [api.getShiftTracks.path, shiftId], queryFn: () => callApi(api.getShiftTracks, { Id: shiftId! }), enabled: shiftId !== null });

  const add = async (values: TrackValues) => {
    setSaving(true);
    try {
      const track = await callApi(api.addShiftTrack, { Id: shiftId!, TrackTime: values.TrackTime.trim(), Place: values.Place ?? '', Text: values.Text ?? '', TextZhCn: values.TextZhCn ?? '', TextZhTw: values.TextZhTw ?? '', TextEn: values.TextEn ?? '' });
      void message.success(label('trackAdded', { count: track.OrderCount }));
      form.resetFields();
      form.setFieldValue('TrackTime', now());
      await client.invalidateQueries({ queryKey: [api.getShiftTracks.path, shiftId] });
    } catch {
      // the request layer has shown the server's message
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card>
      <Flex vertical gap={16}>
        <Flex align="center" gap={8} wrap>
          <Typography.Text strong>{label('chooseShift')}</Typography.Text>
          <ShiftSelect value={shiftId} onChange={(id: number) => setShiftId(id)} placeholder={label('chooseShift')} style={{ width: 360 }} aria-label={label('chooseShift')} />
        </Flex>
        {shiftId !== null && may('ShiftTrack.Add') && (
          <Form form={form} name="shiftTrack" layout="vertical" initialValues={{ TrackTime: now() }} onFinish={(values) => void add(values)} style={{ maxWidth: 960 }}>
            <Row gutter={16}>
              <Col xs={24} md={8}>
                <FormItem name="TrackTime" label={label('trackTime')} rules={[{ required: true }]}>
                  <Input />
                </FormItem>
              </Col>
              <Col xs={24} md={16}>
                <FormItem name="Place" label={label('place')}>
                  <Input maxLength={api.SHIFT_TRACK_PLACE_MAX} />
                </FormItem>
              </Col>
              <Col span={24}>
                <FormItem name="Text" label={label('text')} extra={label('oneOrThree')}>
                  <Input maxLength={api.SHIFT_TRACK_TEXT_MAX} />
                </FormItem>
              </Col>
              <Col xs={24} md={8}>
                <FormItem name="TextZhCn" label={label('textZhCn')}>
                  <Input maxLength={api.SHIFT_TRACK_TEXT_MAX} />
                </FormItem>
              </Col>
              <Col xs={24} md={8}>
                <FormItem name="TextZhTw" label={label('textZhTw')}>
                  <Input maxLength={api.SHIFT_TRACK_TEXT_MAX} />
                </FormItem>
              </Col>
              <Col xs={24} md={8}>
                <FormItem name="TextEn" label={label('textEn')}>
                  <Input maxLength={api.SHIFT_TRACK_TEXT_MAX} />
                </FormItem>
              </Col>
            </Row>
            <Button type="primary" htmlType="submit" loading={saving}>
              {label('addTrack')}
            </Button>
          </Form>
        )}
        {shiftId !== null && (
          <Table
            size="small"
            rowKey="Id"
            loading={tracks.isLoading}
            dataSource={tracks.data ?? []}
            pagination={false}
            scroll={{ x: 800 }}
            columns={[
              { dataIndex: 'TrackTime', title: label('trackTime'), width: 170, render: time },
              { dataIndex: 'Place', title: label('place'), width: 140 },
              { dataIndex: 'Text', title: label('text') },
              { dataIndex: 'OrderCount', title: label('reached'), width: 110, align: 'right' },
              { dataIndex: 'CreatedBy', title: label('createdBy'), width: 120 },
            ]}
          />
        )}
      </Flex>
    </Card>
  );
}
