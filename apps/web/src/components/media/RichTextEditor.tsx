import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';

// The editor (TipTap, ProseMirror) is its own chunk: only pages that show one download it.
const RichTextEditorBody = lazy(() => import('./RichTextEditorBody.tsx'));

export interface RichTextEditorProps {
  /** The document as HTML; '' when empty. The server sanitises it when it is stored. */
  value?: string;
  onChange?: (html: string) => void;
  /** Height of the writing area in px before it grows with the content. */
  minHeight?: number;
  disabled?: boolean;
}

/** A rich-text field with formatting, links and uploaded images, videos and attachments; works inside a Form.Item. */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
      <RichTextEditorBody {...props} />
    </Suspense>
  );
}
