/** Business constants of spec section 9. Durations in milliseconds unless named otherwise. */
export const HOTEL_LIST_PAGE_SIZE = 10;
export const HOTEL_LIST_FLAG = 4;
export const ROOM_SEARCH_FLAG = 1;
export const ROOM_SEARCH_FLAG_BRAND = 3;

export const DEFAULT_ROOMS = 1;
export const DEFAULT_ADULTS_PER_ROOM = 1;
export const DEFAULT_CHILDREN_PER_ROOM = 0;
export const DEFAULT_NIGHTS = 1;
export const DEFAULT_AREA_CODE = '86';

export const MAX_ROOMS_PER_BOOKING = 10;
export const MAX_ADULTS_PER_ROOM = 9;
export const MAX_CHILDREN_PER_ROOM = 6;
export const MAX_STAY_NIGHTS = 30;
/** How far ahead a stay may be searched or booked. */
export const BOOKING_HORIZON_DAYS = 365;

export const INACTIVITY_TIMEOUT_MS = 900_000;
export const NOTICE_THROTTLE_MS = 3_000;
export const HTTP_ERROR_NOTICE_MS = 5_000;
export const ONE_MINUTE_MS = 60_000;
export const ONE_HOUR_MS = 3_600_000;
export const ONE_DAY_MS = 86_400_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const RESIZE_DEBOUNCE_MS = 500;
export const PAGE_OPEN_TRACKING_DELAY_MS = 500;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 16;
export const PASSWORD_SPECIAL_CHARACTERS = '.@!~_';
export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_CODE_RESEND_SECONDS = 60;
/** Failed sign-ins before an account is locked: a site chooses one; 6 unless it chose. */
export const LOCKOUT_THRESHOLDS = [3, 6] as const;
export type LockoutThreshold = (typeof LOCKOUT_THRESHOLDS)[number];
export const DEFAULT_LOCKOUT_THRESHOLD: LockoutThreshold = 6;
/** Digits of a staff authenticator-app code (TOTP). */
export const STAFF_TOTP_CODE_LENGTH = 6;

export const COMMENT_MAX_LENGTH = 100;
export const COMMENT_MAX_LENGTH_WIDE_SCRIPT = 50;
export const SHORT_TEXT_MAX_LENGTH = 50;
export const LONG_TEXT_MAX_LENGTH = 200;

export const MALL_IMAGES_PER_UPLOAD = 5;
export const MALL_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_MAX_BYTES = 1024 * 1024;
/** Pictures with more pixels are refused at upload and never decoded (a small file can hold a huge image). */
export const PICTURE_MAX_PIXELS = 40_000_000;
export const IMAGE_QUALITY = 80;
export const MALL_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
export const FLASH_SALE_MAX_DISCOUNT_PERCENT = 50;

export const MOBILE_MARGIN_INDENT_MIN = 1;
export const MOBILE_MARGIN_INDENT_MAX = 10;
export const MOBILE_MARGIN_INDENT_EXTRA_PX = 12;

export const DEFAULT_MAIN_COLOR = '#5f3913';
export const DEFAULT_BACKGROUND_COLOR = '#ffffff';
export const DEFAULT_CURRENCY = 'CNY';

/** Refund timing shown to guests, by provider family. */
export const CARD_REFUND_PROCESSING_HOURS = 48;
export const CARD_REFUND_CREDIT_DAYS = [7, 14] as const;
export const WALLET_REFUND_PROCESSING_HOURS = 2;

/** The scope mall coupons are checked against: templates limited to it (or to nothing) apply in the mall. */
export const MALL_COUPON_SCOPE = 'MALL';
