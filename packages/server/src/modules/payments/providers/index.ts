import type { ProviderAdapter } from '../accounts.ts';
import { adyenAdapter } from './adyen.ts';
import { alipayAdapter } from './alipay.ts';
import { wechatAdapter } from './wechat.ts';

/** Every real provider of this build: a new one is a file beside these and its line here. */
export const PROVIDER_ADAPTERS: readonly ProviderAdapter[] = [alipayAdapter, wechatAdapter, adyenAdapter];
