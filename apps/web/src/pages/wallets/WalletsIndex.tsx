import { wallets as api } from '@lbo/contracts';
import { App, Card, Drawer, Form, Input, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { FormDialog } from '../../components/form/FormDialog.tsx';
import { FormItem } from '../../components/form/FormItem.tsx';
import { UserPicker } from '../../components/pickers/pickers.tsx';
import { pickedId } from '../../components/query/queryRules.ts';
import { DataTable } from '../../components/table/DataTable.tsx';
import { requiredRule, rules } from '../../lib/formRules.ts';
import { AmountDialog, StatementView, time, WalletFigures, type WalletRow } from './walletParts.tsx';
import './texts.ts';

/** Wallets and the amount statement: every customer wallet of the site, its postings, corrections and credit line. */
export default function WalletsIndex() {
  const { t } = useTranslation();
  const label = (key: string, values?: Record<string, unknown>) => t(`wallets.${key}`, values);
  const [statementOf, setStatementOf] = useState<WalletRow | null>(null);
  const [correcting, setCorrecting] = useState<WalletRow | null>(null);
  const [crediting, setCrediting] = useState<WalletRow | null>(null);
  return (
    <Card>
      <DataTable
        call={api.getWallets}
        rowKey="Id"
        storageKey="WalletsIndex"
        fields={[
          { kind: 'custom', name: 'UserId', label: label('customer'), render: () => <UserPicker accountType={2} />, sent: pickedId },
          { kind: 'text', name: 'CurrencyCode', label: label('currency') },
        ]}
        actions={[
          { key: 'statement', label: label('statement'), onClick: (row) => setStatementOf(row) },
          { key: 'correct', label: label('correction'), permission: 'Wallet.Correct', onClick: (row) => setCorrecting(row) },
          { key: 'credit', label: label('credit'), permission: 'Wallet.Credit', onClick: (row) => setCrediting(row) },
        ]}
        columns={[
          { dataIndex: 'UserName', title: label('customer'), width: 130, fixed: 'left', render: (name: string, row) => <a onClick={() => setStatementOf(row)}>{name}</a> },
          { dataIndex: 'MemberNumber', title: label('memberNumber'), width: 110 },
          { dataIndex: 'CurrencyCode', title: label('currency'), width: 80 },
          { dataIndex: 'Balance', title: label('balance'), width: 110, align: 'right' },
          { dataIndex: 'AvailableAmount', title: label('available'), width: 110, align: 'right' },
          { dataIndex: 'FrozenAmount', title: label('frozen'), width: 100, align: 'right' },
          { dataIndex: 'IsCreditAmount', title: label('creditOn'), width: 90, render: (on: boolean) => (on ? label('yes') : label('no')) },
          { dataIndex: 'CreditAmount', title: label('creditLimit'), width: 110, align: 'right' },
          { dataIndex: 'CreditArrears', title: label('creditUsed'), width: 110, align: 'right' },
          { dataIndex: 'CreditBalance', title: label('creditLeft'), width: 110, align: 'right' },
          { dataIndex: 'UpdateTime', title: label('updatedAt'), width: 170, render: time },
        ]}
      />
      <Drawer open={statementOf !== null} onClose={() => setStatementOf(null)} size={Math.min(1000, window.innerWidth)} title={statementOf ? `${label('statement')} · ${statementOf.UserName} · ${statementOf.CurrencyCode}` : ''}>
        {statementOf && (
          <>
            <WalletFigures wallet={statementOf} />
            <StatementView call={api.getAmountStatement} exportCall={api.exportAmountStatement} params={{ UserId: statementOf.UserId, CurrencyCode: statementOf.CurrencyCode }} />
          </>
        )}
      </Drawer>
      {correcting && (
        <AmountDialog
          withDirection
          title={label('correctionTitle', { name: correcting.UserName })}
          onClose={() => setCorrecting(null)}
          onSave={(v) => callApi(api.correctBalance, { UserId: correcting.UserId, CurrencyCode: correcting.CurrencyCode, Increase: v.Increase, Amount: v.Amount, Reason: v.Reason })}
        />
      )}
      {crediting && <CreditDialog wallet={crediting} onClose={() => setCrediting(null)} />}
    </Card>
  );
}

function CreditDialog({ wallet, onClose }: { wallet: WalletRow; onClose: () => void }) {
  const { t } = useTranslation();
  const label = (key: string, values?: Record<string, unknown>) => t(`wallets.${key}`, values);
  const { message } = App.useApp();
  const [form] = Form.useForm<{ IsCreditAmount: boolean; CreditAmount: string }>();
  const [saving, setSaving] = useState(false);
  return (
    <FormDialog
      form={form}
      name="walletCredit"
      title={label('creditTitle', { name: wallet.UserName })}
      onClose={onClose}
      pending={saving}
      formProps={{ initialValues: { IsCreditAmount: wallet.IsCreditAmount, CreditAmount: wallet.CreditAmount } }}
      onFinish={(v) => {
        setSaving(true);
        callApi(api.setCredit, { UserId: wallet.UserId, CurrencyCode: wallet.CurrencyCode, IsCreditAmount: v.IsCreditAmount, CreditAmount: v.CreditAmount })
          .then(() => {
            void message.success(label('done'));
            onClose();
          })
          .catch(() => undefined)
          .finally(() => setSaving(false));
      }}
    >
      <FormItem name="IsCreditAmount" label={label('creditOn')} valuePropName="checked">
        <Switch />
      </FormItem>
      <FormItem name="CreditAmount" label={label('creditLimit')} rules={[requiredRule(), rules.decimal({ maxDecimal: 2 })]}>
        <Input inputMode="decimal" />
      </FormItem>
    </FormDialog>
  );
}
