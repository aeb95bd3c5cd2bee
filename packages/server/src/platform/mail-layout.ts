import { escapeHtml } from './mail.ts';

/** A line of a table: a label and its value, a link when `href` is given, bold when `strong`. */
export interface MailRow {
  label: string;
  value: string;
  href?: string;
  strong?: boolean;
}

/** The parts a transactional mail is made of; each is written once as HTML and once as plain text. */
export type MailBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'notice'; text: string }
  | { kind: 'button'; label: string; href: string }
  | { kind: 'table'; title: string; rows: readonly MailRow[] };

export interface MailDocument {
  lang: string;
  /** The brand line at the top (the hotel's name). */
  brand: string;
  blocks: readonly MailBlock[];
  footer: readonly string[];
}

const COLORS = { main: '#5f3913', text: '#2b2320', muted: '#6b625c', border: '#e7dfd7', soft: '#f6f1ea' };
const FONT = "font-family:-apple-system,'Segoe UI',Roboto,'Noto Sans','Noto Sans Thai','Noto Sans CJK SC',sans-serif";

function link(href: string, text: string): string {
  return `<a href="${escapeHtml(href)}" style="color:${COLORS.main}">${escapeHtml(text)}</a>`;
}

function htmlRow(row: MailRow): string {
  const weight = row.strong ? 'font-weight:700;' : '';
  const value = row.href ? link(row.href, row.value) : escapeHtml(row.value).replace(/\n/g, '<br>');
  return `<tr><td style="padding:6px 12px 6px 0;color:${COLORS.muted};vertical-align:top;${weight}">${escapeHtml(row.label)}</td><td style="padding:6px 0;vertical-align:top;text-align:right;${weight}">${value}</td></tr>`;
}

function htmlBlock(block: MailBlock): string {
  switch (block.kind) {
    case 'heading':
      return `<h1 style="margin:0 0 16px;font-size:22px;color:${COLORS.main}">${escapeHtml(block.text)}</h1>`;
    case 'paragraph':
      return `<p style="margin:0 0 14px;line-height:1.5">${escapeHtml(block.text)}</p>`;
    case 'notice':
      return `<p style="margin:0 0 14px;padding:12px;background:${COLORS.soft};border-left:4px solid ${COLORS.main};line-height:1.5">${escapeHtml(block.text)}</p>`;
    case 'button':
      return `<p style="margin:8px 0 20px"><a href="${escapeHtml(block.href)}" style="display:inline-block;padding:12px 20px;background:${COLORS.main};color:#ffffff;text-decoration:none;border-radius:6px;font-weight:600">${escapeHtml(block.label)}</a></p>`;
    case 'table':
      return `<h2 style="margin:20px 0 8px;font-size:16px;border-bottom:1px solid ${COLORS.border};padding-bottom:6px">${escapeHtml(block.title)}</h2><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;font-size:14px">${block.rows.map(htmlRow).join('')}</table>`;
  }
}

function textBlock(block: MailBlock): string {
  switch (block.kind) {
    case 'heading':
      return block.text;
    case 'paragraph':
    case 'notice':
      return block.text;
    case 'button':
      return `${block.label}: ${block.href}`;
    case 'table':
      return [
        block.title,
        '-'.repeat(Math.min(40, [...block.title].length * 2)),
        ...block.rows.map(
          (row) => `${row.label}: ${row.value.replace(/\n/g, ', ')}${row.href ? ` (${row.href})` : ''}`,
        ),
      ].join('\n');
  }
}

/** Writes a mail both ways: HTML with inline styles (what mail clients keep) and its plain-text part. */
export function renderMail(document: MailDocument): { html: string; text: string } {
  const body = document.blocks.map(htmlBlock).join('\n');
  const footer = document.footer.map((line) => `<p style="margin:0 0 6px">${escapeHtml(line)}</p>`).join('');
  const html = `<!doctype html><html lang="${escapeHtml(document.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(document.brand)}</title></head><body style="margin:0;padding:0;background:${COLORS.soft};${FONT};color:${COLORS.text}"><table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border:1px solid ${COLORS.border};border-radius:8px"><tr><td style="padding:16px 24px;border-bottom:3px solid ${COLORS.main};font-weight:700;color:${COLORS.main}">${escapeHtml(document.brand)}</td></tr><tr><td style="padding:24px">${body}</td></tr><tr><td style="padding:16px 24px;border-top:1px solid ${COLORS.border};font-size:12px;color:${COLORS.muted}">${footer}</td></tr></table></td></tr></table></body></html>`;
  const text = [...document.blocks.map(textBlock), document.footer.join('\n')].join('\n\n');
  return { html, text };
}
