import { ContentLink } from '../ContentLink.tsx';
import { RichText } from '../RichText.tsx';

/** The heading of a home page section: title, rich-text introduction and an optional "see all" link. */
export function SectionHeader({
  id,
  title,
  body,
  link,
  linkLabel,
}: {
  id: string;
  title: string;
  body?: string;
  link?: string | null;
  linkLabel?: string;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
      <div className="flex max-w-2xl flex-col gap-2">
        <h2 id={id} className="text-2xl font-semibold leading-tight text-text sm:text-3xl">
          {title}
        </h2>
        {body ? <RichText html={body} className="text-muted" /> : null}
      </div>
      {link && linkLabel ? (
        <ContentLink
          link={link}
          className="inline-flex items-center gap-1 py-2 text-sm font-semibold text-main hover:underline"
        >
          {linkLabel}
          <span aria-hidden="true">→</span>
        </ContentLink>
      ) : null}
    </div>
  );
}
