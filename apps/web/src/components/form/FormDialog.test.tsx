import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form, Input } from 'antd';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { renderInApp } from '../../test/renderInApp.tsx';
import { QueryForm } from '../query/QueryForm.tsx';
import { FormDialog } from './FormDialog.tsx';
import { FormItem } from './FormItem.tsx';

// Ant Design in jsdom is slow on a shared machine.
vi.setConfig({ testTimeout: 30_000 });
const person = () => userEvent.setup({ delay: null });

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

function renderDialog(extra: { drawer?: boolean; changed?: boolean; pending?: boolean } = {}) {
  const onClose = vi.fn();
  const onFinish = vi.fn();
  renderInApp(
    <FormDialog title="Edit parcel" onClose={onClose} onFinish={onFinish} {...extra}>
      <FormItem name="Remark" label="Remark">
        <Input />
      </FormItem>
    </FormDialog>,
  );
  return { onClose, onFinish };
}

const discardQuestions = () => screen.queryAllByText('Discard your changes?').length;
const asked = async () => expect((await screen.findAllByText('Discard your changes?')).length).toBeGreaterThan(0);

describe.each([
  ['dialog', false],
  ['drawer', true],
])('FormDialog as a %s', (_, drawer) => {
  it('closes at once when nothing was touched', async () => {
    const { onClose } = renderDialog({ drawer });
    await person().click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(discardQuestions()).toBe(0);
  });

  it('asks before dropping typed text on Cancel, and keeps the form when the user keeps editing', async () => {
    const user = person();
    const { onClose } = renderDialog({ drawer });
    await user.type(screen.getByLabelText('Remark'), 'Fragile');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await asked();
    await user.click(screen.getAllByRole('button', { name: 'Keep editing' })[0]!);
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Remark') as HTMLInputElement).value).toBe('Fragile');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click((await screen.findAllByRole('button', { name: 'Discard' })).at(-1)!);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('asks on the close icon and on Esc too', async () => {
    const user = person();
    const { onClose } = renderDialog({ drawer });
    await user.type(screen.getByLabelText('Remark'), 'Fragile');
    await user.keyboard('{Escape}');
    await asked();
    await user.click(screen.getAllByRole('button', { name: 'Keep editing' })[0]!);
    await waitFor(() => expect(discardQuestions()).toBe(0));

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await asked();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks for changes held outside the fields', async () => {
    renderDialog({ drawer, changed: true });
    await person().click(screen.getByRole('button', { name: 'Cancel' }));
    await asked();
  });

  it('saves with one word, Save, submitting the values', async () => {
    const user = person();
    const { onFinish } = renderDialog({ drawer });
    await user.type(screen.getByLabelText('Remark'), 'Fragile');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ Remark: 'Fragile' }));
  });
});

it('Save spins while the save is under way', () => {
  renderDialog({ pending: true });
  expect(screen.getByRole('button', { name: /Save/ }).className).toContain('ant-btn-loading');
});

it('no two inputs on one screen share an id: the page query form and two open dialogs with the same fields', () => {
  renderInApp(
    <>
      <QueryForm fields={[{ kind: 'text', name: 'Remark', label: 'Remark' }]} onQuery={vi.fn()} />
      {[1, 2].map((n) => (
        <FormDialog key={n} title={`Dialog ${n}`} onClose={vi.fn()} onFinish={vi.fn()}>
          <FormItem name="Remark" label="Remark">
            <Input />
          </FormItem>
        </FormDialog>
      ))}
    </>,
  );
  const ids = [...document.querySelectorAll('input, textarea, [role=combobox]')].map((element) => element.id).filter(Boolean);
  expect(ids).toHaveLength(3);
  expect(new Set(ids).size).toBe(ids.length);
});

it('with forms of its own in the body, asks when a field of any of them was touched, and has no Save of its own', async () => {
  const user = person();
  const onClose = vi.fn();
  renderInApp(
    <FormDialog title="Forecast" onClose={onClose} ownForms>
      {['single', 'batch'].map((name) => (
        <Form key={name} name={name}>
          <FormItem name="Remark" label={`Remark ${name}`}>
            <Input />
          </FormItem>
          <Button htmlType="submit">Forecast {name}</Button>
        </Form>
      ))}
    </FormDialog>,
  );
  expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(onClose).toHaveBeenCalledOnce();
  expect(discardQuestions()).toBe(0);

  await user.type(screen.getByLabelText('Remark batch'), 'Fragile');
  await user.click(screen.getByRole('button', { name: 'Close' }));
  await asked();
  expect(onClose).toHaveBeenCalledOnce();
});
