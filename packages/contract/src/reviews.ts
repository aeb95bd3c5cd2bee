/** What a guest rates after a stay, besides the overall score (labels under `stay.review.aspects.<value>`). */
export const REVIEW_ASPECTS = ['cleanliness', 'service', 'location', 'value'] as const;
export type ReviewAspect = (typeof REVIEW_ASPECTS)[number];
