import { Button, Drawer, Flex, Form, Modal, type ButtonProps, type FormInstance, type FormProps } from 'antd';
import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFields, useWidthSizeWarning, type FormField } from './FormFields.tsx';
import { useConfirmDiscard } from './useConfirmDiscard.ts';

export interface FormDialogProps<Values> {
  /** The form's instance (`Form.useForm`), when the page reads or sets its fields; one of the dialog's own otherwise. */
  form?: FormInstance<Values>;
  /**
   * Prefix of the fields' element ids. Without it the dialog makes one of its own, so a dialog's
   * fields never share an id with the page's query form or another open form.
   */
  name?: string;
  title: ReactNode;
  /** Saving: Save submits the form, which validates and then calls this. */
  onFinish?: (values: Values) => void;
  /** Closes without asking: after a save, or once the user agreed to discard. */
  onClose: () => void;
  /** The save is under way (the mutation's `isPending`): Save spins. */
  pending?: boolean;
  /** Changes held outside the form's fields (rows ticked, a picked record, typed text); touched fields always count. */
  changed?: boolean;
  /** A drawer (Cancel and Save at its foot) rather than a dialog: for a long form, or tables under the fields. */
  drawer?: boolean;
  /** A dialog's width, a drawer's size (never wider than the screen). */
  width?: number | string;
  open?: boolean;
  /** What is shown is still loading (an edit's record): the form mounts once it is there, with its initial values. */
  loading?: boolean;
  /** The primary button's word when it is an action rather than a save ("Import", "Copy"). Default Save. */
  okText?: string;
  okButtonProps?: ButtonProps & { 'data-testid'?: string };
  /** Declared fields (as SimpleForm's), laid out `widthSize` per row; the children follow them. */
  fields?: readonly FormField[];
  widthSize?: number;
  /** No Save: the dialog's action is in its body (an upload sends its file at once). */
  withoutSave?: boolean;
  /**
   * The body is forms of its own, each saving with its own button (tabs of ways to add): no form and
   * no Save of the dialog's, and closing asks when a field of any of them was touched. They need names.
   */
  ownForms?: boolean;
  /** Buttons between Cancel and Save. */
  buttons?: ReactNode;
  /** The Form's other settings (initial values, layout, value changes...). */
  formProps?: Omit<FormProps<Values>, 'form' | 'name' | 'onFinish' | 'children'> & { 'data-testid'?: string };
  children?: ReactNode;
}

/**
 * A form in a dialog or drawer, the one way pages write one: Cancel and Save, Save spinning while
 * the save runs, and Cancel, the close icon, Esc and the mask asking before touched fields (or
 * `changed`) are dropped.
 */
export function FormDialog<Values>(props: FormDialogProps<Values>) {
  const { t } = useTranslation();
  const [ownForm] = Form.useForm<Values>();
  const form = props.form ?? ownForm;
  const generatedName = `form${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const confirmDiscard = useConfirmDiscard();
  // The body's own forms, as they register with the provider around them (ownForms).
  const bodyForms = useRef<Record<string, Pick<FormInstance, 'isFieldsTouched'>>>({});
  const touched = () => Boolean(props.changed) || form.isFieldsTouched() || Object.values(bodyForms.current).some((body) => body.isFieldsTouched());
  const close = () => confirmDiscard(touched(), props.onClose);
  const withoutSave = props.withoutSave || props.ownForms;
  const open = props.open ?? true;
  const okText = props.okText ?? t('app.save');
  useWidthSizeWarning(props.widthSize ?? 2);
  const content = props.ownForms ? (
    <Form.Provider onFormChange={(_, { forms }) => (bodyForms.current = forms)}>{props.children}</Form.Provider>
  ) : (
    !props.loading && (
      // A refused Save brings the first wrong field into view, even far down a long form in a drawer.
      <Form<Values> layout="vertical" scrollToFirstError={{ focus: true }} {...props.formProps} form={form} name={props.name ?? generatedName} onFinish={props.onFinish}>
        {props.fields && <FormFields fields={props.fields} widthSize={props.widthSize ?? 2} />}
        {props.children}
      </Form>
    )
  );

  if (props.drawer) {
    return (
      <Drawer
        open={open}
        size={props.width ?? 'large'}
        styles={{ wrapper: { maxWidth: '100vw' } }}
        title={props.title}
        onClose={close}
        loading={props.loading}
        destroyOnHidden
        footer={
          !withoutSave && (
            <Flex justify="end" gap={8} wrap>
              <Button onClick={close}>{t('app.cancel')}</Button>
              {props.buttons}
              <Button type="primary" {...props.okButtonProps} loading={props.pending} onClick={() => form.submit()}>
                {okText}
              </Button>
            </Flex>
          )
        }
      >
        {content}
      </Drawer>
    );
  }
  return (
    <Modal
      open={open}
      width={props.width}
      title={props.title}
      onCancel={close}
      onOk={() => form.submit()}
      okText={okText}
      cancelText={t('app.cancel')}
      okButtonProps={props.okButtonProps}
      confirmLoading={props.pending}
      loading={props.loading}
      footer={
        withoutSave
          ? null
          : props.buttons === undefined
          ? undefined
          : (_, { OkBtn, CancelBtn }) => (
              <>
                <CancelBtn />
                {props.buttons}
                <OkBtn />
              </>
            )
      }
      destroyOnHidden
    >
      {content}
    </Modal>
  );
}
