/** The tier cards' content ids (`/card/{cardId}`, `GET /cards/{cardId}`), by tier 1-4. */
export const TIER_CARD_IDS = ['classic', 'silver', 'gold', 'platinum'] as const;

export function tierCardId(tier: number): string {
  return TIER_CARD_IDS[Math.min(4, Math.max(1, tier)) - 1]!;
}

export function tierOfCardId(cardId: string): number | null {
  const index = (TIER_CARD_IDS as readonly string[]).indexOf(cardId);
  return index < 0 ? null : index + 1;
}
