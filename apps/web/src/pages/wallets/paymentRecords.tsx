import { wallets as api } from '@lbo/contracts';
import { useTranslation } from 'react-i18next';
import { UserPicker } from '../../components/pickers/pickers.tsx';
import { pickedId } from '../../components/query/queryRules.ts';
import { DataTable } from '../../components/table/DataTable.tsx';
import { inLanguage } from '../../lib/contractWords.ts';
import { time } from './walletParts.tsx';
import './texts.ts';

/** Payments and refunds, newest first: staff's (any customer) or the customer's own. */
export function PaymentRecordsTable({ side }: { side: 'staff' | 'user' }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`wallets.${key}`);
  const staff = side === 'staff';
  return (
    <DataTable
      call={staff ? api.getPaymentRecords : api.getUserPaymentRecords}
      rowKey="Id"
      storageKey={staff ? 'PaymentRecordsIndex' : 'UserPaymentRecords'}
      card={{ title: 'BillSerialNumber', fields: ['Type', 'Amount', 'BalanceAfter', 'CreationTime'] }}
      fields={[...(staff ? [{ kind: 'custom' as const, name: 'UserId', label: label('customer'), render: () => <UserPicker accountType={2} />, sent: pickedId }] : []), { kind: 'dateRange', label: label('time') }]}
      columns={[
        { dataIndex: 'BillSerialNumber', title: label('serialNumber'), width: 160, fixed: 'left' },
        { dataIndex: 'OrderSerialNumber', title: label('orderNumber'), width: 160 },
        ...(staff ? [{ dataIndex: 'UserName' as const, title: label('customer'), width: 120 }] : []),
        { dataIndex: 'Type', title: label('type'), width: 100, render: (v: number) => inLanguage(api.WALLET_NAMES.eventType[v as api.WalletEventType]) },
        { dataIndex: 'PaymentMethod', title: label('method'), width: 110, render: (v: number) => inLanguage(api.WALLET_NAMES.paymentMethod[v as api.PaymentMethod]) },
        { dataIndex: 'Amount', title: label('amount'), width: 100, align: 'right' },
        { dataIndex: 'CashAmount', title: label('balance'), width: 100, align: 'right' },
        { dataIndex: 'CreditAmount', title: label('creditUsed'), width: 100, align: 'right' },
        { dataIndex: 'CurrencyCode', title: label('currency'), width: 80 },
        { dataIndex: 'BalanceBefore', title: label('balanceBefore'), width: 110, align: 'right' },
        { dataIndex: 'BalanceAfter', title: label('balanceAfter'), width: 110, align: 'right' },
        { dataIndex: 'Remarks', title: label('reason'), width: 160, ellipsis: true },
        ...(staff ? [{ dataIndex: 'OperatorName' as const, title: label('operator'), width: 110 }] : []),
        { dataIndex: 'CreationTime', title: label('time'), width: 170, render: time },
      ]}
    />
  );
}
