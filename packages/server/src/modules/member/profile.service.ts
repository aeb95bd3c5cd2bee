import { DEFAULT_AREA_CODE } from '@hotel/contract/constants';
import type { Language } from '@hotel/contract/languages';
import {
  isProfileComplete,
  type MemberInfoInput,
  type MemberProfile,
  memberDisplayName,
  type PreferencesInput,
  SALUTATIONS,
} from '@hotel/contract/schemas/member';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import { minorUnitDigits } from '../../platform/money.ts';
import { inTransaction } from '../../platform/transactions.ts';
import { anonymiseMemberOrders, memberOrderTotals } from '../booking/booking.module.ts';
import { couponsOfMember } from '../promotions/promotions.module.ts';
import type { SiteConfigRow } from '../site/site.module.ts';
import type { LoyaltyService } from './loyalty.ts';
import {
  type ClientInfo,
  listEvents,
  listLiveSessions,
  logEvent,
  type MemberRow,
  revokeAllSessions,
  revokeSessionById,
  sessionIdOf,
} from './member.repo.ts';
import { billingLedger, frequentContacts, growthLedger, memberEvents, members, pointsLedger } from './member.schema.ts';

/** Confirms a signed-in member's password with the sign-in lockout (the auth service's `confirmPassword`). */
export type ConfirmPassword = (
  member: MemberRow,
  password: string,
  threshold: number,
  client: ClientInfo,
  field: string,
) => Promise<void>;

/** A salutation kept only when it is one of the list (`GET /{lang}/call`). */
export function knownSalutation(call: string | null | undefined): string | null {
  return call && (SALUTATIONS as readonly string[]).includes(call) ? call : null;
}

export interface ContactInput {
  id?: string;
  firstName: string;
  lastName: string;
  mobileCountryNumber?: string;
  mobile: string;
  email: string;
}

/** The communication preferences as the API shows them. */
export function preferencesOf(member: MemberRow) {
  return {
    preference: member.preference,
    emailConsent: member.emailConsent,
    smsConsent: member.smsConsent,
    updatedAt: member.preferenceUpdatedAt?.toISOString() ?? null,
  };
}

/** The member's profile, preferences, frequent contacts, data export and account deletion. */
export function createProfileService(deps: {
  db: Db;
  loyalty: LoyaltyService;
  now: () => Date;
  confirmPassword: ConfirmPassword;
}) {
  const { db, loyalty } = deps;

  /** Total saved (discounts and vouchers on live reservations) in the point currency. */
  async function totalSaved(memberId: string, pointCurrency: string): Promise<number> {
    const totals = await memberOrderTotals(db, memberId);
    let saved = 0;
    for (const entry of totals.savings) {
      saved += await loyalty.convert(entry.amount, entry.currency, pointCurrency).catch(() => 0);
    }
    return saved;
  }

  async function profileOf(member: MemberRow, lang: Language, site: SiteConfigRow): Promise<MemberProfile> {
    const settings = await loyalty.settingsFor(site.siteCode);
    const standing = await loyalty.standing(
      member.memberId,
      site.siteCode,
      await totalSaved(member.memberId, settings.pointCurrency),
      member.createdAt,
    );
    const spend = await loyalty.spendThisYear(member.memberId);
    const unit = 10 ** minorUnitDigits(settings.pointCurrency);
    return {
      memberId: member.memberId,
      cardNumber: member.cardNumber,
      username: member.username,
      title: member.title,
      call: knownSalutation(member.call),
      sex: member.sex,
      firstName: member.firstName,
      lastName: member.lastName,
      nickName: member.nickName,
      phone: member.phone ?? '',
      mobileCountryNumber: member.mobileCountryNumber ?? '',
      email: member.email ?? '',
      birthday: member.birthday,
      address: member.address,
      detailedAddress: member.detailedAddress,
      isEuResident: member.isEuResident,
      joinDate: member.createdAt.toISOString(),
      tier: standing.tier,
      points: standing.points,
      growth: standing.growth,
      currentSpend: spend,
      spendToNextTier: Math.ceil(standing.growthToNextTier / Math.max(1, settings.growthPerUnit)) * unit,
      nextTier: standing.nextTier,
      spendCurrency: settings.pointCurrency,
      totalSaved: standing.totalSaved,
      savingsSince: standing.savingsSince,
      preference: member.preference,
      profileComplete: isProfileComplete(member),
      displayName: memberDisplayName(member, { language: lang, maskFirstName: site.maskFirstName }),
    };
  }

  /**
   * Saves the profile. The e-mail and mobile are not changed here: sent with other values than the
   * member's they are refused (90110), as they change only with the password and a code sent to the
   * new address (the auth service's `changeContact`).
   */
  async function updateProfile(member: MemberRow, input: MemberInfoInput, client: ClientInfo): Promise<MemberRow> {
    const email = input.email?.trim().toLowerCase();
    if (email !== undefined && email !== (member.email ?? '')) {
      throw new AppError('contactChangeNeedsVerification', { field: 'email' });
    }
    const areaCode = input.mobileCountryNumber?.replace(/^\+/, '');
    const phoneChanged =
      input.phone !== undefined &&
      (input.phone !== (member.phone ?? '') ||
        (areaCode !== undefined && areaCode !== (member.mobileCountryNumber ?? '')));
    if (phoneChanged) throw new AppError('contactChangeNeedsVerification', { field: 'phone' });
    const [updated] = await db
      .update(members)
      .set({
        title: input.title,
        call: knownSalutation(input.call),
        sex: input.sex,
        firstName: input.firstName,
        lastName: input.lastName,
        nickName: input.nickName ?? '',
        birthday: input.birthday,
        address: input.address ?? '',
        detailedAddress: input.detailedAddress ?? '',
        isEuResident: input.isEuResident,
        updatedAt: deps.now(),
      })
      .where(eq(members.memberId, member.memberId))
      .returning();
    await logEvent(db, member.memberId, 'profileUpdated', client);
    return updated!;
  }

  async function setPreference(member: MemberRow, input: PreferencesInput) {
    const [row] = await db
      .update(members)
      .set({
        preference: input.preference,
        ...(input.emailConsent === undefined ? {} : { emailConsent: input.emailConsent }),
        ...(input.smsConsent === undefined ? {} : { smsConsent: input.smsConsent }),
        preferenceUpdatedAt: deps.now(),
        updatedAt: deps.now(),
      })
      .where(eq(members.memberId, member.memberId))
      .returning();
    return preferencesOf(row ?? member);
  }

  const toContact = (row: typeof frequentContacts.$inferSelect) => ({
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    mobileCountryNumber: row.mobileCountryNumber,
    mobile: row.mobile,
    email: row.email,
  });

  async function listContacts(memberId: string) {
    const rows = await db
      .select()
      .from(frequentContacts)
      .where(eq(frequentContacts.memberId, memberId))
      .orderBy(asc(frequentContacts.createdAt), asc(frequentContacts.id));
    return rows.map(toContact);
  }

  /** One of the member's own contacts; another member's reads as not found. */
  async function getContact(memberId: string, id: string) {
    const [row] = await db
      .select()
      .from(frequentContacts)
      .where(and(eq(frequentContacts.id, id), eq(frequentContacts.memberId, memberId)));
    if (!row) throw new AppError('noRecordFound');
    return toContact(row);
  }

  async function saveContact(memberId: string, input: ContactInput) {
    const values = {
      firstName: input.firstName,
      lastName: input.lastName,
      mobileCountryNumber: input.mobileCountryNumber ?? DEFAULT_AREA_CODE,
      mobile: input.mobile,
      email: input.email.toLowerCase(),
      updatedAt: deps.now(),
    };
    if (input.id) {
      const [row] = await db
        .update(frequentContacts)
        .set(values)
        .where(and(eq(frequentContacts.id, input.id), eq(frequentContacts.memberId, memberId)))
        .returning();
      if (!row) throw new AppError('noRecordFound');
      return toContact(row);
    }
    const [row] = await db
      .insert(frequentContacts)
      .values({ id: newId('ctc'), memberId, ...values })
      .returning();
    return toContact(row!);
  }

  async function deleteContact(memberId: string, id: string) {
    const deleted = await db
      .delete(frequentContacts)
      .where(and(eq(frequentContacts.id, id), eq(frequentContacts.memberId, memberId)))
      .returning({ id: frequentContacts.id });
    if (deleted.length === 0) throw new AppError('noRecordFound');
  }

  /** Everything the site keeps about the member, as one JSON document (GDPR export). */
  async function exportData(member: MemberRow, lang: Language, site: SiteConfigRow) {
    const [profile, contacts, points, growth, billing, coupons, events, totals] = await Promise.all([
      profileOf(member, lang, site),
      listContacts(member.memberId),
      db.select().from(pointsLedger).where(eq(pointsLedger.memberId, member.memberId)).orderBy(asc(pointsLedger.id)),
      db.select().from(growthLedger).where(eq(growthLedger.memberId, member.memberId)).orderBy(asc(growthLedger.id)),
      db.select().from(billingLedger).where(eq(billingLedger.memberId, member.memberId)).orderBy(asc(billingLedger.id)),
      couponsOfMember(db, member.memberId),
      db.select().from(memberEvents).where(eq(memberEvents.memberId, member.memberId)).orderBy(asc(memberEvents.id)),
      memberOrderTotals(db, member.memberId),
    ]);
    return {
      exportedAt: deps.now().toISOString(),
      profile,
      preferences: preferencesOf(member),
      frequentContacts: contacts,
      pointsHistory: points.map(({ memberId: _m, ...row }) => row),
      growthHistory: growth.map(({ memberId: _m, ...row }) => row),
      consumptionHistory: billing.map(({ memberId: _m, ...row }) => row),
      coupons: coupons.map(({ memberId: _m, requestKey: _r, ...row }) => row),
      accountActivity: events.map(({ memberId: _m, ...row }) => row),
      reservations: totals,
    };
  }

  /**
   * Deletes the account after the password is confirmed (with the sign-in lockout): reservations stay
   * (with the personal data anonymised), the profile is emptied, contacts removed and every session ends.
   */
  async function deleteAccount(member: MemberRow, password: string, threshold: number, client: ClientInfo) {
    await deps.confirmPassword(member, password, threshold, client, 'password');
    const now = deps.now();
    await logEvent(db, member.memberId, 'deleted', client);
    await inTransaction(db, async (tx) => {
      await tx.delete(frequentContacts).where(eq(frequentContacts.memberId, member.memberId));
      await tx
        .update(members)
        .set({
          username: null,
          email: null,
          phone: null,
          mobileCountryNumber: null,
          passwordHash: null,
          title: null,
          call: null,
          sex: 0,
          firstName: '',
          lastName: '',
          nickName: '',
          birthday: null,
          address: '',
          detailedAddress: '',
          preference: 'N',
          deletedAt: now,
          updatedAt: now,
        })
        .where(eq(members.memberId, member.memberId));
      await anonymiseMemberOrders(tx, member.memberId);
    });
    await revokeAllSessions(db, member.memberId, now);
  }

  /** Signs one session out (another device); an unknown one reads as not found. */
  async function revokeSession(member: MemberRow, sessionId: string, client: ClientInfo) {
    if (!(await revokeSessionById(db, member.memberId, sessionId, deps.now()))) throw new AppError('noRecordFound');
    await logEvent(db, member.memberId, 'sessionRevoked', client);
  }

  async function signOutEverywhere(member: MemberRow, client: ClientInfo) {
    await revokeAllSessions(db, member.memberId, deps.now());
    await logEvent(db, member.memberId, 'signedOutEverywhere', client);
  }

  return {
    profileOf,
    updateProfile,
    /** The sessions still signed in, by their public id; `currentHash` marks the one asking. */
    liveSessions: async (memberId: string, currentHash: string) =>
      (await listLiveSessions(db, memberId, deps.now())).map((row) => ({
        id: sessionIdOf(row.tokenHash),
        method: row.method,
        ip: row.ip,
        userAgent: row.userAgent,
        signedInAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        current: row.tokenHash === currentHash,
      })),
    revokeSession,
    signOutEverywhere,
    setPreference,
    listContacts,
    getContact,
    saveContact,
    deleteContact,
    exportData,
    deleteAccount,
    /** Account activity: sign-ins, failures, locks, password and profile changes. */
    activity: (memberId: string, page: number, size: number) => listEvents(db, memberId, page, size),
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
