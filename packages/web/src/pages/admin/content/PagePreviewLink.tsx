import { usePagePreview } from '../../../features/admin/content/contentApi.ts';
import { AdminError } from '../../../features/admin/ui/AdminError.tsx';
import { RichText } from '../../../features/content/RichText.tsx';
import { useLanguage } from '../../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';

/** A link to the guest page in preview (shown even when unpublished) and the body as the server stored it. */
export function PagePreviewLink({ pageId }: { pageId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const preview = usePagePreview(pageId, language);
  return (
    <div className="flex flex-col gap-2 rounded-md border border-border p-4">
      <AdminError error={preview.error} />
      {preview.data ? (
        <>
          <a
            href={preview.data.previewPath}
            target="_blank"
            rel="noreferrer"
            className="text-main underline"
            data-testid="page-preview-link"
          >
            {t('admin.content.preview')}
          </a>
          <h3 className="font-semibold">{preview.data.title}</h3>
          {/* Sanitised by the server: what guests will see. */}
          <RichText html={preview.data.body} className="text-sm" />
        </>
      ) : null}
    </div>
  );
}
