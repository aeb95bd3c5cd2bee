import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { Button } from '../../../ui/Button.tsx';
import { useUploadContentPicture } from './richTextApi.ts';

/** A link the server's sanitiser keeps: http(s), mailto, tel, or a path of the site. */
export const LINK_PATTERN = /^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d][\d\s-]*|\/[^\s/][^\s]*|\/)$/i;

/** What the editor holds as the stored text: an empty document is an empty text. */
const storedHtml = (html: string, empty: boolean) => (empty ? '' : html);

function ToolButton({
  label,
  active = false,
  onClick,
  children,
  testId,
}: {
  label: string;
  active?: boolean;
  onClick: () => void;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active}
      // Keeps the caret in the editor, so typing right after a click lands in the text.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      data-testid={testId}
      className={`min-h-9 min-w-9 rounded border px-2 text-sm ${
        active ? 'border-main bg-main-soft text-main' : 'border-border bg-background hover:bg-muted/10'
      }`}
    >
      {children}
    </button>
  );
}

/**
 * The rich-text editor of articles, pages and blocks (TipTap): headings, bold, italic, lists, links and
 * pictures (uploaded, checked by the server) — only what the server's sanitiser keeps. Loaded as its
 * own chunk by the back office; guest pages never load it.
 */
export default function RichTextEditor({
  value,
  onChange,
  label,
  lang,
  testId,
}: {
  value: string;
  onChange: (html: string) => void;
  label: string;
  lang: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const [panel, setPanel] = useState<'link' | 'picture' | null>(null);
  const [href, setHref] = useState('');
  const [hrefError, setHrefError] = useState(false);
  const [alt, setAlt] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useUploadContentPicture();
  const ids = useId();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        link: false,
      }),
      Link.configure({ openOnClick: false, autolink: true, protocols: ['mailto', 'tel'] }),
      Image.configure({ inline: false }),
    ],
    content: value,
    editorProps: {
      attributes: {
        class: 'rich-text min-h-48 rounded-b-md border border-t-0 border-border bg-background p-3 focus:outline-2',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        lang,
        ...(testId ? { 'data-testid': testId } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(storedHtml(current.getHTML(), current.isEmpty)),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      h2: current?.isActive('heading', { level: 2 }) ?? false,
      h3: current?.isActive('heading', { level: 3 }) ?? false,
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      bullet: current?.isActive('bulletList') ?? false,
      ordered: current?.isActive('orderedList') ?? false,
      link: current?.isActive('link') ?? false,
    }),
  });
  if (!editor) return null;
  const chain = () => editor.chain().focus();

  const openLink = () => {
    setHref((editor.getAttributes('link').href as string | undefined) ?? '');
    setHrefError(false);
    setPanel(panel === 'link' ? null : 'link');
  };
  const applyLink = () => {
    const typed = href.trim();
    if (!typed) {
      chain().extendMarkRange('link').unsetLink().run();
      setPanel(null);
      return;
    }
    if (!LINK_PATTERN.test(typed)) {
      setHrefError(true);
      return;
    }
    chain().extendMarkRange('link').setLink({ href: typed }).run();
    setPanel(null);
  };
  const insertPicture = () => {
    const file = fileInput.current?.files?.[0];
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (picture) => {
        chain().setImage({ src: picture.url, alt: alt.trim() }).run();
        setAlt('');
        if (fileInput.current) fileInput.current.value = '';
        setPanel(null);
      },
    });
  };

  return (
    <div className="flex flex-col">
      <div
        role="toolbar"
        aria-label={t('admin.richText.toolbar')}
        className="flex flex-wrap gap-1 rounded-t-md border border-border bg-muted/5 p-1"
      >
        <ToolButton
          label={t('admin.richText.heading')}
          active={state?.h2}
          onClick={() => chain().toggleHeading({ level: 2 }).run()}
        >
          H2
        </ToolButton>
        <ToolButton
          label={t('admin.richText.subheading')}
          active={state?.h3}
          onClick={() => chain().toggleHeading({ level: 3 }).run()}
        >
          H3
        </ToolButton>
        <ToolButton label={t('admin.richText.bold')} active={state?.bold} onClick={() => chain().toggleBold().run()}>
          <strong>B</strong>
        </ToolButton>
        <ToolButton
          label={t('admin.richText.italic')}
          active={state?.italic}
          onClick={() => chain().toggleItalic().run()}
        >
          <em>I</em>
        </ToolButton>
        <ToolButton
          label={t('admin.richText.bulletList')}
          active={state?.bullet}
          onClick={() => chain().toggleBulletList().run()}
        >
          •≡
        </ToolButton>
        <ToolButton
          label={t('admin.richText.orderedList')}
          active={state?.ordered}
          onClick={() => chain().toggleOrderedList().run()}
        >
          1.≡
        </ToolButton>
        <ToolButton label={t('admin.richText.link')} active={state?.link || panel === 'link'} onClick={openLink}>
          {t('admin.richText.link')}
        </ToolButton>
        <ToolButton
          label={t('admin.richText.picture')}
          active={panel === 'picture'}
          onClick={() => setPanel(panel === 'picture' ? null : 'picture')}
        >
          {t('admin.richText.picture')}
        </ToolButton>
      </div>
      {panel === 'link' ? (
        <div className="flex flex-wrap items-end gap-2 border border-t-0 border-border p-2">
          <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm" htmlFor={`${ids}-href`}>
            {t('admin.richText.linkAddress')}
            <input
              id={`${ids}-href`}
              value={href}
              onChange={(event) => setHref(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  applyLink();
                }
              }}
              aria-invalid={hrefError}
              aria-describedby={hrefError ? `${ids}-href-error` : undefined}
              placeholder="https://"
              className="min-h-9 rounded border border-border px-2"
            />
          </label>
          <Button onClick={applyLink}>{t('admin.richText.apply')}</Button>
          {hrefError ? (
            <p id={`${ids}-href-error`} role="alert" className="basis-full text-sm text-danger">
              {t('admin.richText.linkInvalid')}
            </p>
          ) : null}
        </div>
      ) : null}
      {panel === 'picture' ? (
        <div className="flex flex-wrap items-end gap-2 border border-t-0 border-border p-2">
          <label className="flex flex-col gap-1 text-sm" htmlFor={`${ids}-file`}>
            {t('admin.richText.pictureFile')}
            <input id={`${ids}-file`} ref={fileInput} type="file" accept="image/jpeg,image/png" />
          </label>
          <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm" htmlFor={`${ids}-alt`}>
            {t('admin.richText.pictureAlt')}
            <input
              id={`${ids}-alt`}
              value={alt}
              onChange={(event) => setAlt(event.target.value)}
              className="min-h-9 rounded border border-border px-2"
            />
          </label>
          <Button onClick={insertPicture} disabled={upload.isPending}>
            {upload.isPending ? t('admin.richText.uploading') : t('admin.richText.insertPicture')}
          </Button>
          {upload.error ? (
            <p role="alert" className="basis-full text-sm text-danger">
              {t('admin.richText.pictureRefused')}
            </p>
          ) : null}
        </div>
      ) : null}
      <EditorContent editor={editor} />
    </div>
  );
}
