import { isLanguage, type Language } from '@hotel/contract/languages';
import { inLanguage } from '@hotel/contract/localizedText';
import type { SiteConfig } from '@hotel/contract/schemas/site';
import type { Db } from '../../db/client.ts';
import { renderedCustomStyles } from '../../platform/custom-styles.ts';
import { AppError } from '../../platform/errors.ts';
import { findSiteForHost, type SiteConfigRow } from './site.repo.ts';

const CACHE_MS = 30_000;

/**
 * Resolves the site of a request by host name, caching each host's answer briefly. Requests arriving
 * together while a host is being looked up share that one lookup (a rush does not read it hundreds of times).
 */
export function createSiteService(db: Db) {
  const cache = new Map<string, { at: number; site: Promise<SiteConfigRow> }>();

  async function lookUp(hostname: string): Promise<SiteConfigRow> {
    const site = await findSiteForHost(db, hostname);
    if (!site) throw new AppError('platformNotFound');
    return site;
  }

  function siteForHost(host: string): Promise<SiteConfigRow> {
    const hostname = host.replace(/:\d+$/, '').toLowerCase();
    const cached = cache.get(hostname);
    if (cached && Date.now() - cached.at < CACHE_MS) return cached.site;
    const site = lookUp(hostname);
    const entry = { at: Date.now(), site };
    cache.set(hostname, entry);
    // A failed lookup (an unknown host, a database error) is not kept: the next request asks again.
    site.catch(() => {
      if (cache.get(hostname) === entry) cache.delete(hostname);
    });
    return site;
  }

  return { siteForHost, clearCache: () => cache.clear() };
}
export type SiteService = ReturnType<typeof createSiteService>;

/** The public view of a site's configuration, with texts in `lang`. */
export function toSiteConfig(site: SiteConfigRow, lang: Language): Omit<SiteConfig, 'onlinePayments' | 'production'> {
  return {
    siteCode: site.siteCode,
    isUsedBulletin: site.isUsedBulletin,
    language: isLanguage(site.language) ? site.language : 'en-US',
    languages: site.languages.filter(isLanguage),
    title: inLanguage(site.title, lang),
    // Cleaned on save too; again here for styles saved before the cleaning existed.
    customStyles: renderedCustomStyles(site.customStyles),
    minPersonNum: site.minPersonNum,
    defaultAdultsNum: site.defaultAdultsNum,
    hotelCompanyType: site.hotelCompanyType,
    hotelCompanyCode: site.hotelCompanyCode,
    hotelCode: site.hotelCode,
    isFilterByCity: site.isFilterByCity,
    siteType: site.siteType,
    siteModel: site.siteModel,
    shopId: site.shopId,
    themeID: site.themeId,
    mobileThemeID: site.mobileThemeId,
    lpsName: site.lpsName,
    hasDiscountCode: site.hasDiscountCode,
    recommendSetting: { isUse: site.recommendEnabled },
    reservationNotice: inLanguage(site.reservationNotice, lang),
    isFloat: site.isFloat,
    pricesIncludeCharges: site.pricesIncludeCharges,
    memberCheckScense: { checkSceneType: site.checkSceneType },
    lockoutThreshold: site.lockoutThreshold,
    maskFirstName: site.maskFirstName,
    childFreeBedAge: site.childFreeBedAge,
    paymentDeadlineMinutes: site.paymentDeadlineMinutes,
    mallChannels: site.mallChannels,
    mainColor: site.mainColor,
    backgroundColor: site.backgroundColor,
    currency: site.currency,
    fontSettings: site.fontSettings ?? null,
  };
}
