import { Alert } from 'antd';

/** Why a file import was refused, every problem (by row and column) listed and kept until the next try. */
export function ImportRefusal({ title, messages }: { title: string; messages: readonly string[] }) {
  return (
    <Alert
      type="error"
      showIcon
      style={{ marginTop: 16 }}
      data-testid="import-refusal"
      message={title}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 20, maxHeight: 320, overflow: 'auto' }}>
          {messages.map((m, i) => (
            <li key={i}>{m}</li>
          ))}
        </ul>
      }
    />
  );
}
