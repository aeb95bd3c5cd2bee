export { adjustmentCapsOf, listSitesForAdmin, lockSite, setSiteAppearance, setSiteSettings } from './site.admin.ts';
export type { SiteConfigRow } from './site.repo.ts';
export type { SiteService } from './site.service.ts';
