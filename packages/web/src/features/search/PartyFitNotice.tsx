import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { partiesOfStay, useFitsSomewhere, useOccupancy } from './occupancyApi.ts';

/**
 * Said above a list when no room (of the hotel, or of the group) can hold the party of the address:
 * the reason, not "sold out".
 */
export function PartyFitNotice({ stay, hotelCode }: { stay: URLSearchParams; hotelCode?: string }) {
  const { t } = useTranslation();
  const limits = useOccupancy(hotelCode);
  const fits = useFitsSomewhere(partiesOfStay(stay), hotelCode);
  if (fits || !limits) return null;
  return (
    <p
      role="alert"
      className="rounded-md border-l-4 border-danger bg-background px-4 py-3 text-sm text-danger"
      data-testid="party-fits-nowhere"
    >
      {t('ui.search.partyFitsNowhere', { adults: limits.maxAdultsPerRoom, guests: limits.maxGuestsPerRoom })}
    </p>
  );
}
