/**
 * The campaign parameters of the landing URL (utm_source, utm_content, utm_medium, utm_term), kept for
 * the session: every analytics event carries them (spec section 2).
 */
export interface Campaign {
  utmSource?: string;
  utmContent?: string;
  utmMedium?: string;
  utmTerm?: string;
}

const PARAMETERS = {
  utmSource: 'utm_source',
  utmContent: 'utm_content',
  utmMedium: 'utm_medium',
  utmTerm: 'utm_term',
} as const satisfies Record<keyof Campaign, string>;

const STORAGE_KEY = 'hotel.campaign';

function sessionStore(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** The campaign parameters of a query string (trimmed, at most 100 characters each); null when it has none. */
export function campaignOf(search: string): Campaign | null {
  const params = new URLSearchParams(search);
  const campaign: Campaign = {};
  for (const [field, parameter] of Object.entries(PARAMETERS) as [keyof Campaign, string][]) {
    const value = params.get(parameter)?.trim().slice(0, 100);
    if (value) campaign[field] = value;
  }
  return Object.keys(campaign).length > 0 ? campaign : null;
}

/**
 * The session's campaign: a URL with campaign parameters (the landing URL of a campaign link) sets it,
 * later URLs without any keep it, for the rest of the session.
 */
export function sessionCampaign(search: string, store: Storage | null = sessionStore()): Campaign {
  const fromUrl = campaignOf(search);
  if (fromUrl) {
    try {
      store?.setItem(STORAGE_KEY, JSON.stringify(fromUrl));
    } catch {
      // Storage disabled: the campaign still counts for this page.
    }
    return fromUrl;
  }
  try {
    const stored = JSON.parse(store?.getItem(STORAGE_KEY) ?? 'null') as unknown;
    return stored && typeof stored === 'object' ? (campaignOf(toSearch(stored as Campaign)) ?? {}) : {};
  } catch {
    return {};
  }
}

/** Back to a query string (so stored values go through the same checks as URL ones). */
function toSearch(campaign: Campaign): string {
  const params = new URLSearchParams();
  for (const [field, parameter] of Object.entries(PARAMETERS) as [keyof Campaign, string][]) {
    const value = campaign[field];
    if (typeof value === 'string') params.set(parameter, value);
  }
  return params.toString();
}
