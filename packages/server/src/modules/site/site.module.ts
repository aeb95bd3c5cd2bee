import type { Db } from '../../db/client.ts';
import { bindDb } from '../../platform/bind-db.ts';
import { listSitesForAdmin, lockSite } from './site.admin.ts';
import { siteRoutes } from './site.routes.ts';
import { createSiteService } from './site.service.ts';

/** The group's sites: which site a host name is, its languages, appearance and settings. */
export function createSiteModule(deps: { db: Db; onlinePayments: boolean; production: boolean }) {
  const sites = createSiteService(deps.db);
  return {
    services: { sites, admin: siteAdminOf(deps.db) },
    routes: siteRoutes(sites, { onlinePayments: deps.onlinePayments, production: deps.production }),
    jobs: [],
  };
}
export type SiteModule = ReturnType<typeof createSiteModule>;

export { adjustmentCapsOf, lockSite, setSiteAppearance, setSiteSettings } from './site.admin.ts';
export type { SiteConfigRow } from './site.repo.ts';
export type { SiteService } from './site.service.ts';

/** What the back office does with site, the database given. */
export const siteAdminOf = (db: Db) => bindDb(db, { listSitesForAdmin, lockSite });
export type SiteAdmin = ReturnType<typeof siteAdminOf>;
