import {
  BoldOutlined,
  ClearOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PaperClipOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { IMAGE_ALLOWED_MIME_TYPES, UPLOAD_FILE_RULES, UPLOAD_FILE_TYPES, type UploadFileType } from '@lbo/contracts';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Divider, Flex, Input, Modal, Select, Skeleton, theme, Tooltip, Upload } from 'antd';
import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError } from '../../api/notify.ts';
import type { RichTextEditorProps } from './RichTextEditor.tsx';
import { fileUrl } from './fileUrl.ts';
import { isTooLarge, typeLabels, uploadFile } from './uploadFile.ts';
import { Video } from './videoNode.ts';
import './richText.css';
import './texts.ts';

/** Videos the server's files module accepts (it judges by content; this is the browser's first check). */
const VIDEO_MIME_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'];
/** Attachments: documents, archives and images, as the server accepts them. */
const ATTACHMENT_ACCEPT = '.pdf,.zip,.doc,.docx,.xls,.xlsx,.jpg,.jpeg,.png';

const LINK_ADDRESS = /^(https?:\/\/|mailto:|\/files\/)/i;
const HEADING_LEVELS = [1, 2, 3] as const;
/** The block style select: 0 is a paragraph. */
type BlockStyle = 0 | (typeof HEADING_LEVELS)[number];

const UPLOADS: Record<UploadFileType, { accept: string; types?: readonly string[] }> = {
  [UPLOAD_FILE_TYPES.attachment]: { accept: ATTACHMENT_ACCEPT },
  [UPLOAD_FILE_TYPES.image]: { accept: IMAGE_ALLOWED_MIME_TYPES.join(','), types: IMAGE_ALLOWED_MIME_TYPES },
  [UPLOAD_FILE_TYPES.video]: { accept: VIDEO_MIME_TYPES.join(','), types: VIDEO_MIME_TYPES },
};

/** What the editor shows for an empty document is not content: the field is then empty. */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

export default function RichTextEditorBody(props: RichTextEditorProps) {
  const { value, onChange, disabled } = props;
  // The editor is created when the field mounts, not while React renders it: an editor made during
  // render is destroyed by TipTap if the page's effects run more than 1 ms later (a large page, a
  // hidden view), and the field then worked on a dead editor ("reading 'cached'").
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        link: { openOnClick: false, defaultProtocol: 'https', HTMLAttributes: { rel: 'noopener noreferrer', target: '_blank' } },
      }),
      Image,
      Video,
    ],
    content: value ?? '',
    editable: !disabled,
    onUpdate: ({ editor: changed }) => onChange?.(htmlOf(changed)),
  });
  if (!editor) return <Skeleton active paragraph={{ rows: 6 }} />;
  return <EditorPanel editor={editor} {...props} />;
}

function EditorPanel({ editor, value, minHeight = 240, disabled }: RichTextEditorProps & { editor: Editor }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();

  // A value set from outside (a loaded notice, a form reset) replaces the document; the editor's own echo does not.
  useEffect(() => {
    if (value !== undefined && value !== htmlOf(editor)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  useEffect(() => {
    editor.setEditable(!disabled);
  }, [editor, disabled]);

  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      link: e.isActive('link'),
      heading: (HEADING_LEVELS.find((level) => e.isActive('heading', { level })) ?? 0) as BlockStyle,
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });

  const [uploading, setUploading] = useState<UploadFileType>();
  const [linkDraft, setLinkDraft] = useState<string>();

  const insertUploaded = (type: UploadFileType, file: File) => {
    const rule = UPLOAD_FILE_RULES[type];
    const { types } = UPLOADS[type];
    if (types && !types.includes(file.type)) {
      toastError(t('media.richText.wrongType', { types: typeLabels(types) }));
      return Upload.LIST_IGNORE;
    }
    if (isTooLarge(file, rule.maxSizeMb)) {
      toastError(t('media.richText.tooLarge', { size: rule.maxSizeMb }));
      return Upload.LIST_IGNORE;
    }
    setUploading(type);
    uploadFile(file, type)
      .then((address) => {
        const src = fileUrl(address);
        const chain = editor.chain().focus();
        if (type === UPLOAD_FILE_TYPES.image) chain.setImage({ src, alt: file.name }).run();
        else if (type === UPLOAD_FILE_TYPES.video) chain.insertContent({ type: Video.name, attrs: { src } }).run();
        else chain.insertContent({ type: 'text', text: file.name, marks: [{ type: 'link', attrs: { href: src } }] }).run();
      })
      // The request layer has already shown why the upload failed.
      .catch(() => undefined)
      .finally(() => setUploading(undefined));
    return Upload.LIST_IGNORE;
  };

  const saveLink = () => {
    const href = linkDraft?.trim() ?? '';
    if (href && !LINK_ADDRESS.test(href)) {
      toastError(t('media.richText.linkInvalid'));
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (href) chain.setLink({ href }).run();
    else chain.unsetLink().run();
    setLinkDraft(undefined);
  };

  const tool = (label: string, icon: ReactNode, onClick: () => void, on = false, enabled = true) => (
    <Tooltip title={label} key={label}>
      <Button type={on ? 'primary' : 'text'} ghost={on} icon={icon} aria-label={label} aria-pressed={on} disabled={disabled || !enabled} onClick={onClick} />
    </Tooltip>
  );
  const uploadTool = (type: UploadFileType, label: string, icon: ReactNode) => (
    <Upload key={label} accept={UPLOADS[type].accept} showUploadList={false} disabled={disabled || uploading !== undefined} beforeUpload={(file) => insertUploaded(type, file)}>
      <Tooltip title={label}>
        <Button type="text" icon={icon} aria-label={label} loading={uploading === type} disabled={disabled || uploading !== undefined} />
      </Tooltip>
    </Upload>
  );
  const run = () => editor.chain().focus();

  return (
    <div style={{ border: `1px solid ${token.colorBorder}`, borderRadius: token.borderRadius, background: disabled ? token.colorBgContainerDisabled : token.colorBgContainer }}>
      <Flex wrap align="center" gap={2} style={{ padding: 4, borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
        <Select<BlockStyle>
          size="small"
          style={{ width: 112 }}
          disabled={disabled}
          value={active.heading}
          onChange={(level) => (level ? run().toggleHeading({ level }).run() : run().setParagraph().run())}
          options={[{ value: 0, label: t('media.richText.paragraph') }, ...HEADING_LEVELS.map((level) => ({ value: level, label: t('media.richText.heading', { level }) }))]}
        />
        <Divider orientation="vertical" />
        {tool(t('media.richText.bold'), <BoldOutlined />, () => run().toggleBold().run(), active.bold)}
        {tool(t('media.richText.italic'), <ItalicOutlined />, () => run().toggleItalic().run(), active.italic)}
        {tool(t('media.richText.underline'), <UnderlineOutlined />, () => run().toggleUnderline().run(), active.underline)}
        {tool(t('media.richText.strike'), <StrikethroughOutlined />, () => run().toggleStrike().run(), active.strike)}
        <Divider orientation="vertical" />
        {tool(t('media.richText.bulletList'), <UnorderedListOutlined />, () => run().toggleBulletList().run(), active.bulletList)}
        {tool(t('media.richText.orderedList'), <OrderedListOutlined />, () => run().toggleOrderedList().run(), active.orderedList)}
        {tool(t('media.richText.blockquote'), <QuoteGlyph />, () => run().toggleBlockquote().run(), active.blockquote)}
        <Divider orientation="vertical" />
        {tool(t('media.richText.link'), <LinkOutlined />, () => setLinkDraft((editor.getAttributes('link').href as string | undefined) ?? ''), active.link)}
        {uploadTool(UPLOAD_FILE_TYPES.image, t('media.richText.image'), <PictureOutlined />)}
        {uploadTool(UPLOAD_FILE_TYPES.video, t('media.richText.video'), <VideoCameraOutlined />)}
        {uploadTool(UPLOAD_FILE_TYPES.attachment, t('media.richText.attachment'), <PaperClipOutlined />)}
        <Divider orientation="vertical" />
        {tool(t('media.richText.undo'), <UndoOutlined />, () => run().undo().run(), false, active.canUndo)}
        {tool(t('media.richText.redo'), <RedoOutlined />, () => run().redo().run(), false, active.canRedo)}
        {tool(t('media.richText.clearFormat'), <ClearOutlined />, () => run().unsetAllMarks().clearNodes().run())}
      </Flex>
      <EditorContent editor={editor} className="rich-text-content" style={{ '--rich-text-min-height': `${minHeight}px` } as CSSProperties} />
      <Modal open={linkDraft !== undefined} title={t('media.richText.link')} onOk={saveLink} onCancel={() => setLinkDraft(undefined)} destroyOnHidden>
        <Input autoFocus placeholder={t('media.richText.linkAddress')} aria-label={t('media.richText.linkAddress')} value={linkDraft} onChange={(e) => setLinkDraft(e.target.value)} onPressEnter={saveLink} />
      </Modal>
    </div>
  );
}

/** Ant Design has no quote icon; a typographic quote mark reads as one. */
function QuoteGlyph() {
  return (
    <span aria-hidden style={{ fontFamily: 'Georgia, serif', fontSize: 18, lineHeight: 1, fontWeight: 700 }}>
      “
    </span>
  );
}
