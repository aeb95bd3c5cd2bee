export type { AnalyticsService } from './analytics.service.ts';
