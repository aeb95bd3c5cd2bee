/**
 * Message keys used by the contract's schemas. Each is translated under `validation.<key>` and the
 * server and web both show the translation, so no English text lives in a schema.
 */
export const V = {
  required: 'validation.required',
  segmentCriterion: 'validation.segmentCriterion',
  invalid: 'validation.invalid',
  timeZone: 'validation.timeZone',
  currency: 'validation.currency',
  currencyWithoutRate: 'validation.currencyWithoutRate',
  tooLong: 'validation.tooLong',
  tooShort: 'validation.tooShort',
  tooSmall: 'validation.tooSmall',
  tooBig: 'validation.tooBig',
  derivedPercentZero: 'validation.derivedPercentZero',
  derivedFromSelf: 'validation.derivedFromSelf',
  derivedFromDerived: 'validation.derivedFromDerived',
  derivedFromUnknown: 'validation.derivedFromUnknown',
  derivedIsBase: 'validation.derivedIsBase',
  notInteger: 'validation.notInteger',
  date: 'validation.date',
  checkOutAfterCheckIn: 'validation.checkOutAfterCheckIn',
  checkInInPast: 'validation.checkInInPast',
  stayTooLong: 'validation.stayTooLong',
  beyondHorizon: 'validation.beyondHorizon',
  destinationRequired: 'validation.destinationRequired',
  discountTypeRequired: 'validation.discountTypeRequired',
  discountCodeRequired: 'validation.discountCodeRequired',
  email: 'validation.email',
  phone: 'validation.phone',
  areaCode: 'validation.areaCode',
  verificationCode: 'validation.verificationCode',
  passwordLength: 'validation.passwordLength',
  passwordCharacters: 'validation.passwordCharacters',
  passwordSpaces: 'validation.passwordSpaces',
  passwordIsEmail: 'validation.passwordIsEmail',
  passwordIsPhone: 'validation.passwordIsPhone',
  passwordsDiffer: 'validation.passwordsDiffer',
  newPasswordEqualsOld: 'validation.newPasswordEqualsOld',
  agreementRequired: 'validation.agreementRequired',
  guestName: 'validation.guestName',
  birthday: 'validation.birthday',
  englishNameDigits: 'validation.englishNameDigits',
  guestPerAdult: 'validation.guestPerAdult',
  childAge: 'validation.childAge',
  childAgesCount: 'validation.childAgesCount',
  commentTooLong: 'validation.commentTooLong',
  confirmationNumber: 'validation.confirmationNumber',
  phoneOrEmailRequired: 'validation.phoneOrEmailRequired',
  cardNumber: 'validation.cardNumber',
  cardExpiry: 'validation.cardExpiry',
  language: 'validation.language',
  hotelCode: 'validation.hotelCode',
  unknownField: 'validation.unknownField',
  deskHotel: 'validation.deskHotel',
  deskCheckIn: 'validation.deskCheckIn',
  deskCheckOut: 'validation.deskCheckOut',
  deskAdults: 'validation.deskAdults',
  deskChildAge: 'validation.deskChildAge',
  deskChildren: 'validation.deskChildren',
  deskRoomCount: 'validation.deskRoomCount',
  deskRate: 'validation.deskRate',
  deskChannel: 'validation.deskChannel',
  deskTitle: 'validation.deskTitle',
  deskFirstName: 'validation.deskFirstName',
  deskLastName: 'validation.deskLastName',
  deskNameTooLong: 'validation.deskNameTooLong',
  deskNameLetters: 'validation.deskNameLetters',
  deskAreaCode: 'validation.deskAreaCode',
  deskPhone: 'validation.deskPhone',
  deskEmail: 'validation.deskEmail',
  deskComment: 'validation.deskComment',
  deskMemberReference: 'validation.deskMemberReference',
} as const;
export type ValidationKey = (typeof V)[keyof typeof V];

const KEY_BY_ISSUE_CODE: Record<string, ValidationKey> = {
  too_small: V.tooSmall,
  too_big: V.tooBig,
  invalid_format: V.invalid,
  unrecognized_keys: V.unknownField,
};

/**
 * The message key for a schema issue: the schema's own key when it set one, else one chosen by the
 * issue's code. Used by both the server and the web so they show the same text.
 */
export function validationKeyOf(issue: { code?: string; message?: string; input?: unknown }): ValidationKey {
  if (issue.message?.startsWith('validation.')) return issue.message as ValidationKey;
  if (issue.code === 'invalid_type' && /received undefined/.test(issue.message ?? '')) {
    return V.required;
  }
  return (issue.code && KEY_BY_ISSUE_CODE[issue.code]) || V.invalid;
}
