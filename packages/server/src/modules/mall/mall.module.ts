import type { Language } from '@hotel/contract/languages';
import type { Translate } from '@hotel/i18n/catalog';
import type { Db } from '../../db/client.ts';
import type { BackgroundWork } from '../../platform/background.ts';
import type { Job } from '../../platform/jobs.ts';
import type { Mailer } from '../../platform/mail.ts';
import { createPictureSets } from '../../platform/picture-sets.ts';
import type { LoyaltyService, MemberAuth } from '../member/member.module.ts';
import type { PaymentService } from '../payments/payments.module.ts';
import type { CouponService } from '../promotions/promotions.module.ts';
import type { SiteService } from '../site/site.module.ts';
import { createMallAddresses } from './addresses.service.ts';
import { createMallAdmin } from './admin.service.ts';
import { createMallCart } from './cart.service.ts';
import { createMallCatalog } from './catalog.service.ts';
import { createMallCheckout } from './checkout.service.ts';
import { createMallDistribution } from './distribution.service.ts';
import { createGoodsPictures, goodsAuditNames } from './goods-pictures.ts';
import { createMallMails } from './mall.mails.ts';
import { registerGoodsPayments } from './mall.payments.ts';
import { mallRoutes } from './mall.routes.ts';
import { createMallOrders } from './orders.service.ts';
import { createMallReviews } from './reviews.service.ts';
import { createMallShipping } from './shipping.service.ts';
import { createMallUploads } from './uploads.ts';
import { createMallWithdrawals } from './withdrawals.service.ts';

/** Builds the mall: its services, its routes, its jobs; goods orders are paid through the payments pipeline. */
export function createMallModule(deps: {
  db: Db;
  payments: PaymentService;
  loyalty: LoyaltyService;
  coupons: CouponService;
  session: MemberAuth;
  sites: SiteService;
  now: () => Date;
  mediaDir: string;
  paymentDeadlineSeconds?: number;
  expiryIntervalMs: number;
  onlinePayments: boolean;
  mailer: Mailer;
  translators: Record<Language, Translate>;
  publicBaseUrl: string;
  /** Where the e-mails are written, after the answers. */
  background: BackgroundWork;
  /** Shipped goods count as received after this many days (MALL_AUTO_RECEIVE_DAYS). */
  autoReceiveDays: number;
}) {
  const { db, now } = deps;
  const mails = createMallMails(deps);
  const catalog = createMallCatalog({ db, now });
  const cart = createMallCart({
    db,
    now,
    tierOf: async (memberId, siteCode) => (await deps.loyalty.tierOf(memberId, siteCode)).tier,
  });
  const checkout = createMallCheckout({
    db,
    cart,
    loyalty: deps.loyalty,
    coupons: deps.coupons,
    now,
    paymentDeadlineSeconds: deps.paymentDeadlineSeconds,
    onlinePayments: deps.onlinePayments,
    mails,
  });
  const payments = registerGoodsPayments(deps.payments, { db, mails });
  const shipping = createMallShipping({
    db,
    payments,
    loyalty: deps.loyalty,
    coupons: deps.coupons,
    mails,
    autoReceiveDays: deps.autoReceiveDays,
    now,
  });
  const orders = createMallOrders({ db, payments, loyalty: deps.loyalty, coupons: deps.coupons, shipping, now });
  const addresses = createMallAddresses({ db, now });
  const reviews = createMallReviews({ db, now });
  const uploads = createMallUploads({ db, mediaDir: deps.mediaDir });
  const tiersOf = deps.loyalty.tiersOf;
  const distribution = createMallDistribution({ db, now, tiersOf });
  const withdrawals = createMallWithdrawals({ db, now, tiersOf });
  const pictures = createGoodsPictures({ db, sets: createPictureSets(deps.mediaDir), now });
  const admin = createMallAdmin({ db, orders, payments, reviews, distribution, withdrawals, pictures, tiersOf, now });
  const shippingAdmin = { ship: shipping.ship, decideReturn: shipping.decideReturn, listReturns: shipping.listReturns };
  const jobs: Job[] = [
    { name: 'closeExpiredGoodsOrders', intervalMs: deps.expiryIntervalMs, run: () => orders.closeExpired(now()) },
    { name: 'releaseMallCommissions', intervalMs: 600_000, run: () => orders.releaseCommissions(now()) },
    { name: 'receiveShippedGoods', intervalMs: 600_000, run: () => shipping.receiveDue(now()) },
  ];
  return {
    routes: mallRoutes({
      catalog,
      cart,
      checkout,
      orders,
      payments,
      reviews,
      uploads,
      distribution,
      withdrawals,
      shipping,
      addresses,
      session: deps.session,
      sites: deps.sites,
    }),
    admin,
    /** Names of goods and SKUs for the back office's audit log. */
    auditNames: goodsAuditNames(db),
    shippingAdmin,
    orders,
    jobs,
  };
}
export type MallModule = ReturnType<typeof createMallModule>;
