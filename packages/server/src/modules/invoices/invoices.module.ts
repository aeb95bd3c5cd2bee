import type { Language } from '@hotel/contract/languages';
import type { Translate } from '@hotel/i18n/catalog';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../platform/mail.ts';
import type { StaffAccess } from '../admin/admin.module.ts';
import type { StayReads } from '../booking/booking.module.ts';
import type { MemberAuth } from '../member/member.module.ts';
import { invoiceAdminRoutes } from './invoices.admin.routes.ts';
import { createInvoiceMails } from './invoices.mails.ts';
import { invoiceRoutes } from './invoices.routes.ts';
import { createInvoices } from './invoices.service.ts';
import { createInvoiceTitles } from './titles.service.ts';

/**
 * After the stay, the money side: the receipt (the stay's folio, as data and as a PDF in the guest's
 * language), invoice requests with a saved or new invoice title, and the member's saved titles. Staff
 * list and issue the requests in the back office (`adminRoutes`, audited); the guest is mailed when a
 * request is received and when it is issued.
 */
export function createInvoicesModule(deps: {
  db: Db;
  stays: StayReads;
  session: MemberAuth;
  translators: Record<Language, Translate>;
  mailer: Mailer;
  publicBaseUrl: string;
  now: () => Date;
}) {
  const titles = createInvoiceTitles(deps.db);
  const mails = createInvoiceMails(deps);
  const invoices = createInvoices({ ...deps, titles, mails });
  return {
    services: { invoices, titles },
    routes: invoiceRoutes({ invoices, titles, stays: deps.stays, session: deps.session }),
    adminRoutes: (access: StaffAccess) => invoiceAdminRoutes({ invoices, access }),
  };
}
export type InvoicesModule = ReturnType<typeof createInvoicesModule>;
